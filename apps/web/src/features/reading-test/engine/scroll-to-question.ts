import { questionAnchorId } from "./question-type-module";

/** Pixels left above a question after jumping to it (reading §2.9). */
export const SCROLL_OFFSET_PX = 50;
/** A question rendered late (lazy module, first paint) is tried once more after this delay. */
export const SCROLL_RETRY_MS = 100;

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function scrollOnce(questionNumber: number): boolean {
  const anchor = document.getElementById(questionAnchorId(questionNumber));
  if (!anchor) return false;
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
  target?.focus({ preventScroll: true });
  return true;
}

/** Scrolls to a question's anchor with a 50 px offset, retrying once after 100 ms if it is not there yet. */
export function scrollToQuestion(questionNumber: number) {
  if (!scrollOnce(questionNumber)) setTimeout(() => scrollOnce(questionNumber), SCROLL_RETRY_MS);
}
