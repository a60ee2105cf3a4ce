import { type RefObject, useEffect, useRef } from "react";

/** A layer that Escape or a press outside it closes: a dialog, menu, popover or tooltip. */
export type TDismissLayer = {
  /** The layer's own elements (its panel, the control that opened it): a press in any of them is inside. */
  inside: readonly RefObject<HTMLElement | null>[];
  /** Omitted when the browser closes the layer itself (a modal dialog's cancel): Escape is then left to it. */
  onEscape?: () => void;
  /** Omitted when a press outside must not close the layer; presses then reach no layer below either. */
  onOutside?: () => void;
  /** How a press is judged outside when containment is not enough (a modal dialog: a press on its backdrop). */
  isOutside?: (event: PointerEvent) => boolean;
};

// Open layers, oldest first. Only the topmost answers Escape and outside presses, so Escape in a menu
// inside a dialog closes the menu and leaves the dialog open, and a layer under a modal dialog never reacts.
const stack: RefObject<TDismissLayer>[] = [];

const pressedOutside = (layer: TDismissLayer, event: PointerEvent) => {
  if (layer.isOutside) return layer.isOutside(event);
  const target = event.target;
  return !(target instanceof Node && layer.inside.some((ref) => ref.current?.contains(target)));
};

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== "Escape" || event.defaultPrevented) return;
  const top = stack[stack.length - 1]?.current;
  if (!top?.onEscape) return;
  // Handled here, so the browser does not also close a modal dialog underneath.
  event.preventDefault();
  top.onEscape();
}

function onPointerDown(event: PointerEvent) {
  const top = stack[stack.length - 1]?.current;
  if (top?.onOutside && pressedOutside(top, event)) top.onOutside();
}

function push(layer: RefObject<TDismissLayer>) {
  if (stack.length === 0) {
    // Bubbling keydown: a control that handles Escape itself (and prevents it) goes first.
    document.addEventListener("keydown", onKeyDown);
    // Pointer events cover mouse, touch and pen in one listener.
    document.addEventListener("pointerdown", onPointerDown, true);
  }
  stack.push(layer);
}

function remove(layer: RefObject<TDismissLayer>) {
  const index = stack.indexOf(layer);
  if (index >= 0) stack.splice(index, 1);
  if (stack.length === 0) {
    document.removeEventListener("keydown", onKeyDown);
    document.removeEventListener("pointerdown", onPointerDown, true);
  }
}

/**
 * While `active`, makes the layer the topmost one that Escape and presses outside close. The layer's
 * callbacks are read at event time, so callers may pass fresh closures on every render.
 */
export function useDismiss(active: boolean, layer: TDismissLayer) {
  const ref = useRef(layer);
  ref.current = layer;
  useEffect(() => {
    if (!active) return;
    push(ref);
    return () => remove(ref);
  }, [active]);
}

/** Whether any layer is open; a page-wide Escape shortcut leaves the key to it then. */
export const isLayerOpen = () => stack.length > 0;
