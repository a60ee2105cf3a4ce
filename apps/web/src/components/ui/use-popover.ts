import { type FocusEvent, useCallback, useId, useRef, useState } from "react";
import { useDismiss } from "./use-dismiss";

/**
 * A button that shows and hides a non-modal panel (a menu, a disclosure). The button says whether the panel
 * is open; Esc closes it and, when focus was inside, gives focus back to the button; a press outside closes
 * it and leaves focus where the press put it; with `closeOnFocusOut`, focus leaving both closes it too.
 */
export function usePopover<TTrigger extends HTMLElement = HTMLButtonElement, TPanel extends HTMLElement = HTMLElement>({
  closeOnFocusOut = false,
}: {
  closeOnFocusOut?: boolean;
} = {}) {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<TTrigger>(null);
  const panelRef = useRef<TPanel>(null);
  const panelId = useId();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  const focusInside = () => {
    const active = document.activeElement;
    return active !== null && panelRef.current?.contains(active) === true;
  };
  useDismiss(open, {
    inside: [triggerRef, panelRef],
    onEscape: () => close(focusInside()),
    onOutside: () => close(false),
  });

  // Only focus moving to a known element counts: some browsers blur to nothing on a press inside (Safari
  // does not focus a pressed button), and a press is the outside handler's business.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !panelRef.current?.contains(next) && !triggerRef.current?.contains(next)) {
      setOpen(false);
    }
  };

  return {
    open,
    setOpen,
    close,
    triggerRef,
    panelRef,
    triggerProps: {
      ref: triggerRef,
      "aria-expanded": open,
      "aria-controls": open ? panelId : undefined,
      onClick: () => setOpen((was) => !was),
    },
    panelProps: { ref: panelRef, id: panelId, onBlur: closeOnFocusOut ? onBlur : undefined },
  };
}
