import { type RefObject, useEffect, useState } from "react";

// Every way the caret moves: typing, clicks, arrow keys, and a selection set from code (the issue list's
// "Show in essay"), which fires "select" or the textarea's own "selectionchange" but not React's onSelect.
// Not "input": a state update there renders before React's own change handler has read the new value, and
// the controlled textarea would be reset to the old text.
const EVENTS = ["select", "selectionchange", "keyup", "mouseup", "focus"] as const;

/** Where the caret is in a textarea (the start of the selection), or null before it has been anywhere. */
export function useCaret(ref: RefObject<HTMLTextAreaElement | null>): number | null {
  const [caret, setCaret] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setCaret(el.selectionStart);
    for (const name of EVENTS) el.addEventListener(name, read);
    return () => {
      for (const name of EVENTS) el.removeEventListener(name, read);
    };
  }, [ref]);
  return caret;
}
