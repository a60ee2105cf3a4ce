import { useLayoutEffect, useRef } from "react";

const FOCUSABLE = 'button:not([disabled]), [tabindex="0"]';

type TPick = (box: HTMLElement) => HTMLElement | null;

/**
 * Keeps the keyboard focus in a box whose focused control a change replaces (an empty slot's button
 * becomes the answer's chip, a clear or return button goes away): `hold()` just before the change, and
 * once it has rendered the focus moves to `pick(box)`, by default the box's first control, instead of
 * falling back to the page (where the next Tab would start from the top). Only when the focus was
 * inside the box, so a pointer drop elsewhere moves nothing.
 */
export function useHeldFocus<T extends HTMLElement>() {
  const box = useRef<T | null>(null);
  const held = useRef<TPick | null>(null);
  // No dependencies: the change may arrive with any render, and `held` makes all other renders a no-op.
  useLayoutEffect(() => {
    const pick = held.current;
    const el = box.current;
    held.current = null;
    if (!pick || !el) return;
    (pick(el) ?? el.querySelector<HTMLElement>(FOCUSABLE))?.focus();
  });
  const hold = (pick: TPick = () => null) => {
    held.current = box.current?.contains(document.activeElement) ? pick : null;
  };
  return { box, hold };
}
