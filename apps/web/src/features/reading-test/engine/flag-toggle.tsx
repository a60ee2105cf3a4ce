import { useTranslation } from "react-i18next";
import styles from "./navigation.module.css";

type TProps = {
  /** The current question; none yet disables the toggle. */
  questionNumber: number | null;
  /** The part's flagged questions. */
  flags: readonly number[];
  onToggle: (questionNumber: number) => void;
};

/**
 * Flag for review (as in the computer-delivered exam): marks the current question so its navigation
 * button shows a circle. Flags are the learner's own reminders and are never graded or sent.
 */
export function FlagToggle({ questionNumber, flags, onToggle }: TProps) {
  const { t } = useTranslation();
  const disabled = questionNumber === null;
  const flagged = questionNumber !== null && flags.includes(questionNumber);
  return (
    <button
      type="button"
      className={styles.flagToggle}
      aria-pressed={flagged}
      disabled={disabled}
      onClick={() => questionNumber !== null && onToggle(questionNumber)}
      data-testid="flag-toggle"
      title={disabled ? t("testAttempt.flag.pick") : undefined}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path
          d="M3 15V2h8l-1.5 3L11 8H4"
          fill={flagged ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="1.5"
        />
      </svg>
      {disabled
        ? t("testAttempt.flag.label")
        : flagged
          ? t("testAttempt.flag.unflag", { number: questionNumber })
          : t("testAttempt.flag.flag", { number: questionNumber })}
    </button>
  );
}
