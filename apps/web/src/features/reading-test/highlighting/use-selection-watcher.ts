import { useEffect } from "react";
import { selectedRange } from "./dom-offsets";
import type { TPopover } from "./highlight-popover";

/** A touch selection is offered its menu once the finger has settled on it (handles dragged, long-press done). */
export const TOUCH_SETTLE_MS = 350;

const SELECTING_KEYS = new Set(["Shift", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "a"]);

/** Whether an event happened inside the open tooltip or editor (those clicks are theirs). */
const inPopover = (target: EventTarget | null) =>
  target instanceof Element && target.closest("[data-hl-popover]") !== null;

/**
 * One document listener for the whole screen (not one per text): a finished mouse selection inside a
 * highlightable text opens the Note / Highlight tooltip; a keyboard selection (caret browsing, Shift+arrows)
 * opens it with focus on its first button, so the keyboard can go on from there. A touch selection (a
 * long-press, then the handles) fires no mouseup: it is read from `selectionchange` once it has settled.
 */
export function useSelectionWatcher(open: (popover: TPopover | null) => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const check = (viaKeyboard: boolean, touch = false) => {
      const found = selectedRange(window.getSelection());
      if (found) open({ kind: "selection", range: found.range, rect: found.rect, focus: viaKeyboard, touch });
    };
    let lastPointer = "mouse";
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onPointerDown = (e: PointerEvent) => {
      lastPointer = e.pointerType;
    };
    const onSelectionChange = () => {
      // Typing in the note editor moves its caret; that is not a new selection of the text.
      if (lastPointer !== "touch" || inPopover(document.activeElement)) return;
      clearTimeout(settle);
      settle = setTimeout(() => check(false, true), TOUCH_SETTLE_MS);
    };
    const onMouseUp = (e: MouseEvent) => {
      // A tap's compatibility mouseup: touch selections are read from selectionchange instead.
      if (e.button !== 0 || inPopover(e.target) || lastPointer === "touch") return;
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
    document.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("selectionchange", onSelectionChange);
    return () => {
      clearTimeout(settle);
      document.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("selectionchange", onSelectionChange);
      document.removeEventListener("mouseup", onMouseUp);
      document.removeEventListener("keyup", onKeyUp);
      document.removeEventListener("mousedown", onMouseDown);
    };
  }, [open, active]);
}
