import { useDroppable } from "@dnd-kit/core";
import { type ReactNode, useCallback } from "react";
import { useTranslation } from "react-i18next";
import styles from "./drag-drop.module.css";
import { useDragDrop } from "./drag-drop-context";
import { useHeldFocus } from "./drag-drop-focus";
import type { TDropTarget } from "./drag-drop-rules";

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(" ");

export interface TOptionPoolProps {
  group: string;
  /** Accessible name of the options, e.g. "List of headings"; defaults to "the list of options". */
  label?: string;
  children: ReactNode;
  className?: string;
}

/** The group's options; dropping a slot's answer here (or "Return" after picking it) clears the slot. */
export function OptionPool({ group, label, children, className }: TOptionPoolProps) {
  const { t } = useTranslation();
  const { picked, pick, place, announce } = useDragDrop();
  const target: TDropTarget = { group, kind: "pool" };
  const { setNodeRef, isOver } = useDroppable({ id: `${group}:pool`, data: target });
  // The return button goes once used: the focus moves to the option it returned.
  const { box, hold } = useHeldFocus<HTMLDivElement>();
  const poolRef = useCallback(
    (el: HTMLDivElement | null) => {
      setNodeRef(el);
      box.current = el;
    },
    [setNodeRef, box],
  );
  const returning = picked?.group === group && picked.fromQuestion !== undefined ? picked : null;
  const putBack = () => {
    if (!returning) return;
    const label = returning.label;
    hold((el) => el.querySelector<HTMLElement>(`[role=button][aria-label="${CSS.escape(label)}"]`));
    place(returning, null);
    pick(null);
    announce(t("readingTest.dragDrop.cleared", { number: returning.fromQuestion ?? "" }));
  };
  return (
    <div ref={poolRef} className={cx(styles.pool, isOver && styles.over, className)}>
      <fieldset aria-label={label ?? t("readingTest.dragDrop.poolLabel")} className={styles.poolOptions}>
        {children}
      </fieldset>
      {returning ? (
        <button type="button" className={styles.returnButton} onClick={putBack}>
          {t("readingTest.dragDrop.returnToPool", { label: returning.label })}
        </button>
      ) : null}
    </div>
  );
}
