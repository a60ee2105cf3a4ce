import {
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { hasKeyboardFocus } from "./keyboard-focus";
import { useDismiss } from "./use-dismiss";

/** How long a tip stays after the pointer leaves, so the pointer can cross the gap onto it. */
export const TOOLTIP_LEAVE_MS = 120;

// Half the tip's widest and a margin: the tip never leaves the window sideways.
const EDGE = 150;

/** Fixed to the window above the trigger, or below it when the trigger is near the top. */
export function tipPlacement(rect: Pick<DOMRect, "top" | "bottom" | "left" | "width">): CSSProperties {
  const below = rect.top < 80;
  const width = window.innerWidth;
  const left = Math.min(Math.max(rect.left + rect.width / 2, EDGE), Math.max(EDGE, width - EDGE));
  return below
    ? { left, top: rect.bottom + 8, transform: "translateX(-50%)" }
    : { left, top: rect.top - 8, transform: "translate(-50%, -100%)" };
}

/**
 * A tooltip's behaviour, for any trigger: shown while a mouse hovers the trigger or the tip, while the
 * trigger has keyboard focus, and after a click; a touch tap or Enter toggles it, so it is readable
 * without hover. Esc hides it wherever focus is; a press outside or focus leaving unpins it. The tip stays
 * in the document (hidden) so `aria-describedby` always names it.
 */
export function useTooltip<TTrigger extends HTMLElement = HTMLButtonElement>() {
  const tipId = useId();
  const triggerRef = useRef<TTrigger>(null);
  const tipRef = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<CSSProperties>();
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // What holds the tip open; refs, as they change on every pointer move and only `open` renders.
  const held = useRef({ hover: false, focus: false, pinned: false });
  const pointer = useRef("");
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const hideIfFree = () => {
    const { hover, focus, pinned } = held.current;
    if (!hover && !focus && !pinned) setOpen(false);
  };
  const hide = () => {
    held.current.pinned = false;
    setOpen(false);
  };

  // Inside a modal dialog the tip must live in the dialog, the only part of the page that is not inert.
  useLayoutEffect(() => {
    setContainer(triggerRef.current?.closest("dialog") ?? document.body);
    return () => clearTimeout(leaveTimer.current);
  }, []);

  // Placed when shown and kept with its trigger while anything scrolls or the window resizes.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      const trigger = triggerRef.current;
      if (trigger) setStyle(tipPlacement(trigger.getBoundingClientRect()));
    };
    place();
    window.addEventListener("scroll", place, true);
    window.addEventListener("resize", place);
    return () => {
      window.removeEventListener("scroll", place, true);
      window.removeEventListener("resize", place);
    };
  }, [open]);

  useDismiss(open, {
    inside: [triggerRef, tipRef],
    onEscape: hide,
    onOutside: () => {
      held.current.pinned = false;
      hideIfFree();
    },
  });

  const hover = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(leaveTimer.current);
      held.current.hover = true;
      setOpen(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== "mouse") return;
      held.current.hover = false;
      clearTimeout(leaveTimer.current);
      leaveTimer.current = setTimeout(hideIfFree, TOOLTIP_LEAVE_MS);
    },
  };

  return {
    open,
    container,
    triggerProps: {
      ...hover,
      ref: triggerRef,
      "aria-describedby": tipId,
      onPointerDown: (event: PointerEvent) => {
        pointer.current = event.pointerType;
      },
      // Keyboard focus shows it; focus from a press does not (the click decides), so a tap can toggle.
      onFocus: (event: FocusEvent<TTrigger>) => {
        if (!hasKeyboardFocus(event.currentTarget)) return;
        held.current.focus = true;
        setOpen(true);
      },
      onBlur: () => {
        held.current.focus = false;
        held.current.pinned = false;
        hideIfFree();
      },
      // A mouse click pins the tip it already shows; a tap or Enter toggles it.
      onClick: () => {
        const mouse = pointer.current === "mouse";
        pointer.current = "";
        if (open && !mouse) hide();
        else {
          held.current.pinned = true;
          setOpen(true);
        }
      },
    },
    tipProps: { ...hover, ref: tipRef, id: tipId, role: "tooltip", hidden: !open, style },
  };
}
