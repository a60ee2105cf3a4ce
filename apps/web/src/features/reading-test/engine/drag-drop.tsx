import type { Announcements, DragEndEvent, DragStartEvent } from "@dnd-kit/core";
import { DndContext, DragOverlay, MeasuringStrategy, TouchSensor, useSensor, useSensors } from "@dnd-kit/core";
import type { ReactNode } from "react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./drag-drop.module.css";
import type { TDragDropApi } from "./drag-drop-context";
import { DragDropContext, useDragDrop } from "./drag-drop-context";
import { JumpKeyboardSensor } from "./drag-drop-keyboard";
import type { TDragPayload, TDropGroupHandlers, TDropTarget } from "./drag-drop-rules";
import { dropUpdates, groupCollisionDetection } from "./drag-drop-rules";
import { MouseAndPenSensor, POINTER_CONSTRAINT, TOUCH_CONSTRAINT } from "./drag-drop-sensors";

export type { TDropGroupHandlers as DropGroupHandlers } from "./drag-drop-rules";

const payloadOf = (data: unknown) => data as TDragPayload | undefined;

/** Wraps the test screen: pointer and keyboard dragging, click-to-place, and spoken announcements. */
export function DragDropProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const groups = useRef(new Map<string, TDropGroupHandlers>());
  const [picked, setPicked] = useState<TDragPayload | null>(null);
  const [dragging, setDragging] = useState<TDragPayload | null>(null);
  const [message, setMessage] = useState("");
  const sensors = useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: POINTER_CONSTRAINT }),
    useSensor(TouchSensor, { activationConstraint: TOUCH_CONSTRAINT }),
    // Space starts and ends a keyboard drag, arrows jump between targets; Enter alone is click-to-place.
    useSensor(JumpKeyboardSensor),
  );

  const place = useCallback((payload: TDragPayload, questionNumber: number | null) => {
    const group = groups.current.get(payload.group);
    if (!group) return;
    for (const [n, value] of dropUpdates(group, payload, questionNumber)) group.setAnswer(n, value);
  }, []);

  const register = useCallback((group: string, handlers: TDropGroupHandlers) => {
    groups.current.set(group, handlers);
    return () => {
      if (groups.current.get(group) === handlers) groups.current.delete(group);
    };
  }, []);

  const pick = useCallback(
    (payload: TDragPayload | null) => {
      setPicked(payload);
      setMessage(payload ? t("readingTest.dragDrop.picked", { label: payload.label }) : "");
    },
    [t],
  );

  // Escape drops a picked option anywhere on the page, as it cancels a drag.
  useEffect(() => {
    if (!picked) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === "Escape") pick(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [picked, pick]);

  const announcements = useMemo<Announcements>(() => {
    const label = (data: unknown) => payloadOf(data)?.label ?? "";
    const where = (data: unknown) => {
      const target = data as TDropTarget | undefined;
      if (!target) return "";
      return target.kind === "pool"
        ? t("readingTest.dragDrop.pool")
        : t("readingTest.dragDrop.question", { number: target.questionNumber });
    };
    return {
      onDragStart: ({ active }) => t("readingTest.dragDrop.start", { label: label(active.data.current) }),
      onDragOver: ({ active, over }) =>
        over
          ? t("readingTest.dragDrop.over", { label: label(active.data.current), target: where(over.data.current) })
          : t("readingTest.dragDrop.notOver", { label: label(active.data.current) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t("readingTest.dragDrop.dropped", { label: label(active.data.current), target: where(over.data.current) })
          : t("readingTest.dragDrop.cancelled", { label: label(active.data.current) }),
      onDragCancel: ({ active }) => t("readingTest.dragDrop.cancelled", { label: label(active.data.current) }),
    };
  }, [t]);

  const onDragStart = (event: DragStartEvent) => {
    setDragging(payloadOf(event.active.data.current) ?? null);
    setPicked(null);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const payload = payloadOf(active.data.current);
    const target = over?.data.current as TDropTarget | undefined;
    if (!payload || !target || target.group !== payload.group) return;
    place(payload, target.kind === "slot" ? target.questionNumber : null);
  };

  const api = useMemo<TDragDropApi>(
    () => ({ picked, pick, place, register, announce: setMessage }),
    [picked, pick, place, register],
  );

  return (
    <DragDropContext.Provider value={api}>
      <DndContext
        sensors={sensors}
        collisionDetection={groupCollisionDetection}
        // The two panels scroll on their own: re-measure targets while dragging so rects stay true.
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t("readingTest.dragDrop.instructions") },
        }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        {children}
        {/* The overlay floats above both panels, so a chip is not clipped by the scrolling passage. */}
        <DragOverlay dropAnimation={null}>
          {dragging ? <span className={`${styles.chip} ${styles.overlay}`}>{dragging.label}</span> : null}
        </DragOverlay>
      </DndContext>
      <div className="visually-hidden" aria-live="polite" data-testid="drag-drop-status">
        {message}
      </div>
    </DragDropContext.Provider>
  );
}

/** Lets a section receive drops: the provider applies the rules through these handlers. */
export function useDropGroup(group: string, handlers: TDropGroupHandlers): void {
  const { register } = useDragDrop();
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(
    () =>
      register(group, {
        get answers() {
          return latest.current.answers;
        },
        get slotNumbers() {
          return latest.current.slotNumbers;
        },
        get allowRepeats() {
          return latest.current.allowRepeats;
        },
        setAnswer: (n, v) => latest.current.setAnswer(n, v),
      }),
    [group, register],
  );
}

export { DraggableOption, DropSlot } from "./drag-drop-parts";
export { OptionPool } from "./drag-drop-pool";
