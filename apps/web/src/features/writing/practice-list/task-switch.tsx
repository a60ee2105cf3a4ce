import { useTranslation } from "react-i18next";
import type { TPart } from "./list-filters";
import styles from "./practice-list.module.css";

const PARTS: readonly TPart[] = [1, 2];

/** The Task 1 / Task 2 switch: two toggle buttons, the current one pressed. */
export function TaskSwitch({ part, onChange }: { part: TPart; onChange: (part: TPart) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.taskSwitch}>
      <legend className="visually-hidden">{t("writingList.taskSwitch")}</legend>
      {PARTS.map((p) => (
        <button
          key={p}
          type="button"
          className={styles.taskButton}
          aria-pressed={part === p}
          onClick={() => onChange(p)}
          data-testid={`task-switch-${p}`}
        >
          {t("writingList.task", { part: p })}
        </button>
      ))}
    </fieldset>
  );
}
