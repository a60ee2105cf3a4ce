import { type PointerActivationConstraint, PointerSensor } from "@dnd-kit/core";

/**
 * A mouse or a pen drags after this much travel, so a plain click stays a click (it picks the option instead).
 */
export const POINTER_CONSTRAINT: PointerActivationConstraint = { distance: 6 };

/**
 * A finger drags only after holding still this long on an option (a long press); before that a swipe scrolls
 * the panel and a tap picks the option (tap-to-place, the way touch answers first).
 */
export const TOUCH_HOLD_MS = 250;
export const TOUCH_CONSTRAINT: PointerActivationConstraint = { delay: TOUCH_HOLD_MS, tolerance: 8 };

/**
 * dnd-kit's PointerSensor for a mouse and a pen only: it would also take a finger and start dragging on the
 * first few pixels of a swipe, so a learner scrolling over a list of options would move one instead. Fingers
 * go to TouchSensor, with TOUCH_CONSTRAINT.
 */
export class MouseAndPenSensor extends PointerSensor {
  static override activators: (typeof PointerSensor)["activators"] = [
    {
      eventName: "onPointerDown",
      handler: (event, options) =>
        event.nativeEvent.pointerType !== "touch" && (PointerSensor.activators[0]?.handler(event, options) ?? false),
    },
  ];
}
