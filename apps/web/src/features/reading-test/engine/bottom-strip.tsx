import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./test-screen.module.css";
import { isAnswered, type TAnswers } from "./use-answers";

type TProps = {
  numbers: readonly number[];
  answers: TAnswers;
  onJump: (questionNumber: number) => void;
  /** The submit control at the right end. */
  submit: ReactNode;
};

/** Numbered question buttons, green with "(Completed)" once answered, grey otherwise (reading §2.9). */
export function BottomStrip({ numbers, answers, onJump, submit }: TProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.strip} aria-label={t("readingTest.strip.label")} data-testid="bottom-strip">
      <ol className={styles.stripList}>
        {numbers.map((n) => {
          const answered = isAnswered(answers, n);
          const label = answered
            ? t("readingTest.strip.completed", { number: n })
            : t("readingTest.strip.question", { number: n });
          return (
            <li key={n}>
              <button
                type="button"
                className={styles.stripButton}
                data-answered={answered ? "true" : "false"}
                data-testid={`strip-question-${n}`}
                title={label}
                aria-label={label}
                onClick={() => onJump(n)}
              >
                {n}
              </button>
            </li>
          );
        })}
      </ol>
      <div className={styles.stripSubmit}>{submit}</div>
    </nav>
  );
}
