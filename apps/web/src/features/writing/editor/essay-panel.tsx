import { countWords } from "@bandcraft/domain/word-count";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./editor.module.css";
import { TASK_RULES } from "./task-rules";

type TProps = {
  part: 1 | 2;
  text: string;
  onText: (text: string) => void;
  /** Whether the last draft write worked: null before the first one. */
  saved: boolean | null;
};

/**
 * The right side of the split (writing §2): the essay with a live word count (words separated by
 * whitespace). Under the task's minimum the count turns to the warning colour and says so in words too.
 */
export function EssayPanel({ part, text, onText, saved }: TProps) {
  const { t } = useTranslation();
  const id = useId();
  const countId = useId();
  const words = countWords(text);
  const min = TASK_RULES[part].minWords;
  const below = words < min;
  return (
    <div className={styles.essay}>
      <label id={`${id}-label`} htmlFor={id} className={styles.essayLabel}>
        {t("writingEditor.essayLabel")}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        onChange={(e) => onText(e.target.value)}
        placeholder={t("writingEditor.essayPlaceholder")}
        aria-describedby={countId}
        spellCheck={false}
        autoCapitalize="sentences"
        data-testid="essay-input"
      />
      <div className={styles.essayFoot}>
        <p
          id={countId}
          className={below ? styles.countBelow : styles.count}
          data-below={below ? "true" : "false"}
          data-testid="word-count"
          data-count={words}
        >
          <span aria-hidden="true">
            {t("writingEditor.words", { count: words })}
            {below ? <span className={styles.belowTag}>{t("writingEditor.belowMinimum", { min })}</span> : null}
          </span>
          <span className="visually-hidden">
            {below
              ? t("writingEditor.belowMinimumLong", { count: words, min })
              : t("writingEditor.words", { count: words })}
          </span>
        </p>
        {saved === false ? (
          <p className={styles.notSaved} role="alert">
            {t("writingEditor.notSaved")}
          </p>
        ) : saved ? (
          <p className={styles.saved}>{t("writingEditor.saved")}</p>
        ) : null}
      </div>
    </div>
  );
}
