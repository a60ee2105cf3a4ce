import type { TIssue } from "./types";

/**
 * Shows an issue in the essay: focuses the textarea, selects the flagged span (so typing replaces it) and
 * scrolls it into view, a third of the way down, using the mark's place in the marks layer.
 */
export function revealIssue(textarea: HTMLTextAreaElement, layer: HTMLElement | null, issue: TIssue): void {
  textarea.focus({ preventScroll: true });
  textarea.setSelectionRange(issue.start, issue.end);
  // Not every engine reports a selection set from code: say so, for the caret card under the essay.
  textarea.dispatchEvent(new Event("select"));
  const mark = layer?.querySelector<HTMLElement>(`[data-issue="${CSS.escape(issue.id)}"]`);
  if (mark) textarea.scrollTop = Math.max(0, mark.offsetTop - textarea.clientHeight / 3);
}
