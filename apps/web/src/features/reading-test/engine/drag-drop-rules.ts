import type { Collision, CollisionDetection, SensorContext, UniqueIdentifier } from "@dnd-kit/core";
import { pointerWithin, rectIntersection } from "@dnd-kit/core";

/** What a draggable carries: its group, the answer value, and the slot it was taken from (if any). */
export interface TDragPayload {
  group: string;
  value: string;
  label: string;
  fromQuestion?: number;
}

/** What a drop target is: a question slot of a group, or the group's option pool. */
export type TDropTarget = { group: string; kind: "slot"; questionNumber: number } | { group: string; kind: "pool" };

/** The state a group exposes to the provider so it can apply the drop rules. */
export interface TDropGroupHandlers {
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
 * The answer changes one drop makes: a slot's answer is replaced; moving from another slot
 * clears that slot; without repeats the value leaves every other slot; a drop on the pool (target
 * null) clears the slot it came from.
 */
export function dropUpdates(
  group: Pick<TDropGroupHandlers, "answers" | "slotNumbers" | "allowRepeats">,
  payload: Pick<TDragPayload, "value" | "fromQuestion">,
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
  const group = (args.active.data.current as TDragPayload | undefined)?.group;
  const droppableContainers = args.droppableContainers.filter(
    (c) => (c.data.current as TDropTarget | undefined)?.group === group,
  );
  const scoped = { ...args, droppableContainers };
  const byPointer: Collision[] = args.pointerCoordinates ? pointerWithin(scoped) : [];
  return byPointer.length > 0 ? byPointer : rectIntersection(scoped);
};

const inDocumentOrder = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

/**
 * The drop target after (or before) the one the drag is over, among the dragged option's group, in
 * document order: passage slots first, then the question panel; it wraps around. The target is
 * scrolled into view, since a heading's slot may sit far down the other panel.
 */
export function stepTarget(context: SensorContext, forward: boolean): DOMRect | undefined {
  const group = (context.active?.data.current as TDragPayload | undefined)?.group;
  const targets: Array<{ id: UniqueIdentifier; node: HTMLElement }> = [];
  for (const container of context.droppableContainers.getEnabled()) {
    const node = container.node.current;
    if (node && (container.data.current as TDropTarget | undefined)?.group === group) {
      targets.push({ id: container.id, node });
    }
  }
  if (targets.length === 0) return undefined;
  targets.sort((a, b) => inDocumentOrder(a.node, b.node));
  const at = targets.findIndex((target) => target.id === context.over?.id);
  const index =
    at === -1 ? (forward ? 0 : targets.length - 1) : (at + (forward ? 1 : -1) + targets.length) % targets.length;
  const node = targets[index]?.node;
  if (!node) return undefined;
  node.scrollIntoView({ block: "nearest", inline: "nearest" });
  return node.getBoundingClientRect();
}
