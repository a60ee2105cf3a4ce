import { useDndContext, useDraggable, useDroppable } from "@dnd-kit/core";
import { type KeyboardEvent, type MouseEvent, type ReactNode, useCallback } from "react";
import { useTranslation } from "react-i18next";
import styles from "./drag-drop.module.css";
import { useDragDrop } from "./drag-drop-context";
import { useHeldFocus } from "./drag-drop-focus";
import type { TDragPayload, TDropTarget } from "./drag-drop-rules";

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(" ");

interface TChipProps {
  payload: TDragPayload;
  id: string;
  disabled?: boolean;
  /** Pressing the chip while another option is picked places that option here instead (slot chips). */
  onPress: () => void;
  className?: string;
  ariaLabel: string;
  children: ReactNode;
}

/** A draggable chip that is also a button: click or Enter picks it, Space starts a keyboard drag. */
function Chip({ payload, id, disabled, onPress, className, ariaLabel, children }: TChipProps) {
  const { active } = useDndContext();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, data: payload, disabled });
  const { picked } = useDragDrop();
  const isPicked =
    picked?.group === payload.group && picked.value === payload.value && picked.fromQuestion === payload.fromQuestion;
  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    listeners?.onKeyDown?.(event);
    if (event.key === "Enter" && !disabled && !active) {
      event.preventDefault();
      onPress();
    }
  };
  const onClick = (event: MouseEvent) => {
    if (disabled) return;
    event.stopPropagation();
    onPress();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <button> would turn the Space that starts a keyboard drag into a click
    <span
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      onKeyDown={onKeyDown}
      onClick={onClick}
      aria-label={ariaLabel}
      aria-disabled={disabled || undefined}
      aria-pressed={disabled ? undefined : isPicked}
      tabIndex={disabled ? -1 : 0}
      className={cx(styles.chip, isDragging && styles.dragging, isPicked && styles.picked, className)}
    >
      {children}
    </span>
  );
}

export interface TDraggableOptionProps {
  group: string;
  value: string;
  /** Accessible name and drag-overlay text, e.g. "B" or "iv The cost of delay". */
  label: string;
  /** Used with repeats not allowed: greyed, marked and not draggable. */
  disabled?: boolean;
  /** Richer visible content; defaults to the label. */
  children?: ReactNode;
}

/** An option chip in a pool: drag it onto a slot, or click/Enter it and then a slot. */
export function DraggableOption({ group, value, label, disabled, children }: TDraggableOptionProps) {
  const { t } = useTranslation();
  const { picked, pick } = useDragDrop();
  const isPicked = picked?.group === group && picked.value === value && picked.fromQuestion === undefined;
  const payload: TDragPayload = { group, value, label };
  return (
    <Chip
      id={`${group}:option:${value}`}
      payload={payload}
      disabled={disabled}
      onPress={() => pick(isPicked ? null : payload)}
      ariaLabel={disabled ? t("readingTest.dragDrop.optionUsed", { label }) : label}
      className={disabled ? styles.used : undefined}
    >
      {disabled ? (
        <span className={styles.usedMark} aria-hidden="true">
          ✓
        </span>
      ) : null}
      {children ?? label}
    </Chip>
  );
}

export type TSlotStatus = "correct" | "incorrect" | "unanswered";

export interface TDropSlotProps {
  group: string;
  questionNumber: number;
  /** The current answer ("" when unanswered). */
  value: string;
  /** How the current answer reads (e.g. "iv The cost of delay"); ignored when value is "". */
  label: string;
  /** Clears the slot; defaults to the group's rules (same as dropping the answer on the pool). */
  onClear?: () => void;
  readOnly?: boolean;
  /** Review colouring; the module still shows the key in words. */
  status?: TSlotStatus;
  /** What an empty slot shows; defaults to the question number. */
  placeholder?: ReactNode;
  /** Richer visible content for the answer; defaults to the label. */
  children?: ReactNode;
  id?: string;
  className?: string;
}

/** A question's answer slot: a drop target that shows the answer, can be cleared, and takes clicks. */
export function DropSlot(props: TDropSlotProps) {
  const { group, questionNumber: n, value, label, onClear, readOnly, status, placeholder, children, id } = props;
  const { t } = useTranslation();
  const { picked, pick, place, announce } = useDragDrop();
  const target: TDropTarget = { group, kind: "slot", questionNumber: n };
  const { setNodeRef, isOver } = useDroppable({ id: `${group}:slot:${n}`, data: target, disabled: readOnly });
  // Placing swaps the empty box for the answer's chip and clearing removes the × button: the focus stays here.
  const { box, hold } = useHeldFocus<HTMLSpanElement>();
  const slotRef = useCallback(
    (el: HTMLSpanElement | null) => {
      setNodeRef(el);
      box.current = el;
    },
    [setNodeRef, box],
  );
  const waiting = !readOnly && picked?.group === group && picked.fromQuestion !== n;
  const own: TDragPayload = { group, value, label, fromQuestion: n };

  const placePicked = () => {
    if (!picked || picked.group !== group) {
      announce(t("readingTest.dragDrop.pickFirst"));
      return;
    }
    hold();
    place(picked, n);
    pick(null);
    announce(t("readingTest.dragDrop.placed", { label: picked.label, number: n }));
  };
  const clear = () => {
    hold();
    if (onClear) onClear();
    else place(own, null);
    if (picked?.fromQuestion === n) pick(null);
    announce(t("readingTest.dragDrop.cleared", { number: n }));
  };

  let body: ReactNode;
  if (readOnly) {
    body = <span className={styles.answer}>{value ? (children ?? label) : (placeholder ?? n)}</span>;
  } else if (value) {
    body = (
      <>
        <Chip
          id={`${group}:slot:${n}:answer`}
          payload={own}
          onPress={() => (waiting ? placePicked() : pick(picked?.fromQuestion === n ? null : own))}
          ariaLabel={t("readingTest.dragDrop.slotAnswer", { number: n, label })}
          className={styles.inSlot}
        >
          {children ?? label}
        </Chip>
        <button
          type="button"
          className={styles.clear}
          onClick={clear}
          aria-label={t("readingTest.dragDrop.clear", { number: n })}
        >
          <span aria-hidden="true">×</span>
        </button>
      </>
    );
  } else {
    body = (
      <button
        type="button"
        className={styles.empty}
        onClick={placePicked}
        aria-label={
          waiting && picked
            ? t("readingTest.dragDrop.placeHere", { number: n, label: picked.label })
            : t("readingTest.dragDrop.emptySlot", { number: n })
        }
      >
        {placeholder ?? n}
      </button>
    );
  }
  return (
    <span
      ref={slotRef}
      id={id}
      data-status={status}
      data-testid={`drop-slot-${n}`}
      className={cx(
        styles.slot,
        value && styles.filled,
        isOver && styles.over,
        waiting && styles.waiting,
        status && styles[status],
        props.className,
      )}
    >
      {body}
    </span>
  );
}
