import { useEffect } from "react";
import { selectedRange } from "./dom-offsets";
import type { TPopover } from "./highlight-popover";

const SELECTING_KEYS = new Set(["Shift", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "a"]);

/** Whether an event happened inside the open tooltip or editor (those clicks are theirs). */
const inPopover = (target: EventTarget | null) =>
  target instanceof Element && target.closest("[data-hl-popover]") !== null;

/**
 * One document listener for the whole screen (not one per text): a finished mouse selection inside a
 * highlightable text opens the Note / Highlight tooltip; a keyboard selection (caret browsing, Shift+arrows)
 * opens it with focus on its first button, so the keyboard can go on from there.
 */
export function useSelectionWatcher(open: (popover: TPopover | null) => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const check = (viaKeyboard: boolean) => {
      const found = selectedRange(window.getSelection());
      if (found) open({ kind: "selection", range: found.range, rect: found.rect, focus: viaKeyboard });
    };
    const onMouseUp = (e: MouseEvent) => {
      if (e.button !== 0 || inPopover(e.target)) return;
      check(false);
    };
    const onKeyUp = (e: KeyboardEvent) => {
      if (inPopover(e.target) || !SELECTING_KEYS.has(e.key)) return;
      if (e.key !== "Shift" && !e.shiftKey && !(e.key === "a" && (e.ctrlKey || e.metaKey))) return;
      check(true);
    };
    const onMouseDown = (e: MouseEvent) => {
      if (!inPopover(e.target)) open(null);
    };
    document.addEventListener("mouseup", onMouseUp);
    document.addEventListener("keyup", onKeyUp);
    document.addEventListener("mousedown", onMouseDown);
    return () => {
      document.removeEventListener("mouseup", onMouseUp);
      document.removeEventListener("keyup", onKeyUp);
      document.removeEventListener("mousedown", onMouseDown);
    };
  }, [open, active]);
}
