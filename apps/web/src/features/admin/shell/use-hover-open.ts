import { useCallback, useEffect, useRef, useState } from "react";

/** The sidebar closes this long after the pointer leaves. */
export const SIDEBAR_HIDE_DELAY_MS = 300;

/**
 * Open while hovered or while focus is inside; closes a delay after the pointer leaves, so a pointer
 * briefly slipping off the edge does not snap it shut. Keyboard users open it by tabbing into it.
 */
export function useHoverOpen(delayMs = SIDEBAR_HIDE_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const show = useCallback(() => {
    cancel();
    setOpen(true);
  }, [cancel]);
  const hideLater = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => setOpen(false), delayMs);
  }, [cancel, delayMs]);
  const onBlur = useCallback(
    (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideLater();
    },
    [hideLater],
  );
  return {
    open,
    props: { onMouseEnter: show, onMouseLeave: hideLater, onFocus: show, onBlur },
  };
}
