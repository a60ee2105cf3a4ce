import { revealPaneOf } from "./panes";
import { questionAnchorId } from "./question-type-module";

/** Pixels left above a question after jumping to it. */
export const SCROLL_OFFSET_PX = 50;
/** A question rendered late (lazy module, first paint) is tried once more after this delay. */
export const SCROLL_RETRY_MS = 100;

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function scrollOnce(questionNumber: number, focus: boolean): boolean {
  const anchor = document.getElementById(questionAnchorId(questionNumber));
  if (!anchor) return false;
  // On a phone, the pane holding the question comes to the front first, so the focus below can land.
  revealPaneOf(anchor);
  // Each panel scrolls on its own, so the panel holding the question moves, not the window.
  const container = anchor.closest<HTMLElement>("[data-scroll-container]");
  if (container) {
    const delta = anchor.getBoundingClientRect().top - container.getBoundingClientRect().top;
    container.scrollTo({ top: container.scrollTop + delta - SCROLL_OFFSET_PX, behavior: "smooth" });
  } else {
    window.scrollTo({
      top: window.scrollY + anchor.getBoundingClientRect().top - SCROLL_OFFSET_PX,
      behavior: "smooth",
    });
  }
  // Keyboard users land on the question too; preventScroll keeps the offset just set.
  const target = anchor.matches(FOCUSABLE) ? anchor : anchor.querySelector<HTMLElement>(FOCUSABLE);
  if (focus) target?.focus({ preventScroll: true });
  return true;
}

/** How long a jump keeps following layout changes (a lazy picture above the question loading late). */
export const SCROLL_FOLLOW_MS = 1500;

// Pictures load lazily as the panel scrolls, which pushes the question down after the jump; while the
// panel's content changes size shortly after a jump, the question is brought back into place.
function followLayout(questionNumber: number) {
  const container = document.getElementById(questionAnchorId(questionNumber))?.closest("[data-scroll-container]");
  if (!container || typeof ResizeObserver === "undefined") return;
  let first = true;
  const observer = new ResizeObserver(() => {
    // The observer reports every element once on observe; only later changes are layout shifts.
    if (first) {
      first = false;
      return;
    }
    scrollOnce(questionNumber, false);
  });
  for (const child of Array.from(container.children)) observer.observe(child);
  setTimeout(() => observer.disconnect(), SCROLL_FOLLOW_MS);
}

/**
 * Scrolls to a question's anchor with a 50 px offset, and once more after 100 ms: a question
 * rendered late still ends up in view. Layout shifts during the following moments are followed too.
 */
export function scrollToQuestion(questionNumber: number) {
  const found = scrollOnce(questionNumber, true);
  setTimeout(() => {
    scrollOnce(questionNumber, !found);
    followLayout(questionNumber);
  }, SCROLL_RETRY_MS);
}
