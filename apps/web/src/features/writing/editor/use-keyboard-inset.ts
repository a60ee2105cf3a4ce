import { useEffect } from "react";

/** The custom property that holds how much of the window the on-screen keyboard covers ("0px" without one). */
export const KEYBOARD_INSET_VAR = "--keyboard-inset";

/** The visual viewport's zoom past which a smaller viewport is a pinch zoom, not a keyboard. */
const ZOOMED = 1.01;

/**
 * How many pixels of the layout viewport the on-screen keyboard hides, from the visual viewport: 0 where the
 * browser shrinks the page for the keyboard instead (Chrome on Android, with the viewport's
 * interactive-widget=resizes-content), the keyboard's height where it lays the keyboard over the page (Safari on
 * iOS), and 0 while the learner has pinched to zoom (the viewport is smaller then too, but nothing is hidden).
 */
export function keyboardInset(innerHeight: number, viewport: Pick<VisualViewport, "height" | "offsetTop" | "scale">) {
  if (viewport.scale > ZOOMED) return 0;
  return Math.max(0, Math.round(innerHeight - viewport.height - viewport.offsetTop));
}

/**
 * While mounted, keeps KEYBOARD_INSET_VAR on the document root up to date, so a screen that fills the window
 * (the writing editor) can end above the keyboard and keep the text being typed in sight.
 */
export function useKeyboardInset(): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const root = document.documentElement;
    const update = () => root.style.setProperty(KEYBOARD_INSET_VAR, `${keyboardInset(window.innerHeight, viewport)}px`);
    update();
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
      root.style.removeProperty(KEYBOARD_INSET_VAR);
    };
  }, []);
}
