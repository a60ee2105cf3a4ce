import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from "react";
import { hasKeyboardFocus } from "../../../components/ui/keyboard-focus";
import { useDismiss } from "../../../components/ui/use-dismiss";

/** The sidebar closes this long after the pointer leaves. */
export const SIDEBAR_HIDE_DELAY_MS = 300;

/**
 * When the sidebar is open: while a mouse hovers it (closing a delay after the pointer leaves, so a pointer
 * slipping off the edge does not snap it shut), while keyboard focus is inside, or after its toggle is
 * pressed. Touch and presses never open it by hover or focus: widening under a finger would move what the
 * tap is about to hit, so a tap on an icon chooses that icon and only the toggle opens it. Esc and a press
 * outside close it, as they close any other layer.
 */
export function useSidebarOpen(delayMs = SIDEBAR_HIDE_DELAY_MS) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pinned, setPinned] = useState(false);
  const open = hovered || focused || pinned;
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // After the toggle closes it, keyboard focus moving inside does not reopen it until focus leaves.
  const collapsedByToggle = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);

  const close = useCallback(() => {
    cancel();
    setHovered(false);
    setFocused(false);
    setPinned(false);
  }, [cancel]);

  useDismiss(open, {
    inside: [navRef],
    onEscape: () => {
      if (navRef.current?.contains(document.activeElement)) {
        collapsedByToggle.current = true;
        toggleRef.current?.focus();
      }
      close();
    },
    onOutside: close,
  });

  const navProps = {
    ref: navRef,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== "mouse") return;
      cancel();
      setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== "mouse") return;
      cancel();
      timer.current = setTimeout(() => setHovered(false), delayMs);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!collapsedByToggle.current && hasKeyboardFocus(event.target)) setFocused(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !event.currentTarget.contains(next)) {
        collapsedByToggle.current = false;
        setFocused(false);
        setPinned(false);
      }
    },
  };

  const toggleProps = {
    ref: toggleRef,
    "aria-expanded": open,
    onClick: () => {
      if (!open) {
        setPinned(true);
        return;
      }
      collapsedByToggle.current = true;
      close();
    },
  };

  return { open, navProps, toggleProps, unpin: () => setPinned(false) };
}
