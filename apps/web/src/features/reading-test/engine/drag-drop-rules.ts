import type { Collision, CollisionDetection, KeyboardCoordinateGetter, UniqueIdentifier } from "@dnd-kit/core";
import { KeyboardCode, pointerWithin, rectIntersection } from "@dnd-kit/core";

/** What a draggable carries: its group, the answer value, and the slot it was taken from (if any). */
export interface DragPayload {
  group: string;
  value: string;
  label: string;
  fromQuestion?: number;
}

/** What a drop target is: a question slot of a group, or the group's option pool. */
export type DropTarget = { group: string; kind: "slot"; questionNumber: number } | { group: string; kind: "pool" };

/** The state a group exposes to the provider so it can apply the spec §4 drop rules. */
export interface DropGroupHandlers {
  /** Current answers by question number (only the group's own numbers are read). */
  answers: Readonly<Record<number, string>>;
  /** The question numbers whose slots belong to the group. */
  slotNumbers: readonly number[];
  /** Without it, a value used in one slot is removed from every other slot. */
  allowRepeats: boolean;
  /** Sets one answer; "" clears it. Called once per changed slot, so it must merge into current state. */
  setAnswer: (questionNumber: number, value: string) => void;
}

const same = (a: string | undefined, b: string) => (a ?? "").trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The answer changes one drop makes (spec §4): a slot's answer is replaced; moving from another slot
 * clears that slot; without repeats the value leaves every other slot; a drop on the pool (target
 * null) clears the slot it came from.
 */
export function dropUpdates(
  group: Pick<DropGroupHandlers, "answers" | "slotNumbers" | "allowRepeats">,
  payload: Pick<DragPayload, "value" | "fromQuestion">,
  targetQuestion: number | null,
): Array<[number, string]> {
  const updates = new Map<number, string>();
  const { fromQuestion, value } = payload;
  if (targetQuestion === null) {
    if (fromQuestion !== undefined && group.answers[fromQuestion]) updates.set(fromQuestion, "");
    return [...updates];
  }
  if (fromQuestion !== undefined && fromQuestion !== targetQuestion) updates.set(fromQuestion, "");
  if (!group.allowRepeats) {
    for (const n of group.slotNumbers) {
      if (n !== targetQuestion && same(group.answers[n], value)) updates.set(n, "");
    }
  }
  if (group.answers[targetQuestion] !== value) updates.set(targetQuestion, value);
  return [...updates];
}

/** Pointer drops go where the pointer is; keyboard drops (no pointer) go to the most overlapped target. */
export const groupCollisionDetection: CollisionDetection = (args) => {
  const group = (args.active.data.current as DragPayload | undefined)?.group;
  const droppableContainers = args.droppableContainers.filter(
    (c) => (c.data.current as DropTarget | undefined)?.group === group,
  );
  const scoped = { ...args, droppableContainers };
  const byPointer: Collision[] = args.pointerCoordinates ? pointerWithin(scoped) : [];
  return byPointer.length > 0 ? byPointer : rectIntersection(scoped);
};

const NEXT = new Set<string>([KeyboardCode.Down, KeyboardCode.Right]);
const PREVIOUS = new Set<string>([KeyboardCode.Up, KeyboardCode.Left]);

/**
 * Arrow keys jump from one drop target of the dragged option's group to the next, in reading order,
 * instead of dnd-kit's default 25 px steps (which would take dozens of presses between panels).
 */
export const jumpToTargets: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const forward = NEXT.has(event.code);
  if (!forward && !PREVIOUS.has(event.code)) return undefined;
  event.preventDefault();
  const group = (context.active?.data.current as DragPayload | undefined)?.group;
  const targets: Array<{ id: UniqueIdentifier; top: number; left: number; width: number; height: number }> = [];
  for (const container of context.droppableContainers.getEnabled()) {
    if ((container.data.current as DropTarget | undefined)?.group !== group) continue;
    const rect = context.droppableRects.get(container.id) ?? container.rect.current;
    if (rect) targets.push({ id: container.id, ...rect });
  }
  if (targets.length === 0) return undefined;
  targets.sort((a, b) => a.top - b.top || a.left - b.left);
  const at = targets.findIndex((r) => r.id === context.over?.id);
  const index =
    at === -1 ? (forward ? 0 : targets.length - 1) : (at + (forward ? 1 : -1) + targets.length) % targets.length;
  const target = targets[index];
  const dragged = context.collisionRect;
  if (!target || !dragged) return currentCoordinates;
  return {
    x: target.left + target.width / 2 - dragged.width / 2,
    y: target.top + target.height / 2 - dragged.height / 2,
  };
};
