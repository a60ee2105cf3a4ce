/**
 * On a phone the passage and the questions are two panes of which one shows (practice-view.tsx); both stay
 * laid out, so their scroll positions hold and a question can be scrolled to while its pane is behind.
 * Whatever brings something into view (a jump from the strip, "show in passage") asks its pane to come to
 * the front with this event; on a wide screen both panes show and nobody listens.
 */
export const REVEAL_PANE_EVENT = "bandcraft:reveal-pane";

export type TPane = "passage" | "questions";

/** Brings the pane holding `element` to the front (a no-op outside the phone's panes). */
export function revealPaneOf(element: Element | null | undefined): void {
  element?.closest("[data-pane]")?.dispatchEvent(new Event(REVEAL_PANE_EVENT));
}
