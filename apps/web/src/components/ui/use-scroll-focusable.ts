import { type RefObject, useLayoutEffect, useState } from "react";

/** Whether an element's content is taller or wider than its box, i.e. whether it scrolls. */
export const overflows = (el: HTMLElement) =>
  el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1;

/**
 * The tabIndex a scrolling box needs: 0 while its content overflows, so a keyboard user can focus it and
 * scroll with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable), and none otherwise, so a box
 * that does not scroll adds no Tab stop. Re-measured when the box resizes or its content changes.
 */
export function useScrollFocusable(ref: RefObject<HTMLElement | null>): 0 | undefined {
  const [scrollable, setScrollable] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScrollable(overflows(el));
    measure();
    if (typeof ResizeObserver === "undefined" || typeof MutationObserver === "undefined") return;
    const resized = new ResizeObserver(measure);
    resized.observe(el);
    const changed = new MutationObserver(measure);
    changed.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref]);
  return scrollable ? 0 : undefined;
}
