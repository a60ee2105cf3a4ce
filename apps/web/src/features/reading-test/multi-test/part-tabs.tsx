import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { QuestionButtons } from "../engine/question-buttons";
import { isAnswered, type TAnswers } from "../engine/use-answers";
import styles from "./multi-test.module.css";

type TPart = { id: string; numbers: readonly number[]; answers: TAnswers; flags: readonly number[] };

type TProps = {
  parts: readonly TPart[];
  active: number;
  current: number | null;
  onPart: (part: number) => void;
  onJump: (questionNumber: number) => void;
  flag: ReactNode;
  submit: ReactNode;
};

/**
 * The complete test's bottom bar: one tab per part; the active one expands into its
 * numbered question buttons, the others show how many of their questions are answered.
 */
export function PartTabs({ parts, active, current, onPart, onJump, flag, submit }: TProps) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t("readingTest.strip.label")} data-testid="part-tabs">
      {flag}
      <ol className={styles.parts}>
        {parts.map((part, i) => {
          const answered = part.numbers.filter((n) => isAnswered(part.answers, n)).length;
          const isActive = i === active;
          return (
            <li
              key={part.id}
              className={styles.part}
              data-active={isActive ? "true" : "false"}
              data-testid={`part-tab-${i + 1}`}
            >
              <button
                type="button"
                className={styles.partButton}
                aria-current={isActive ? "step" : undefined}
                onClick={() => onPart(i)}
                data-testid={`part-tab-button-${i + 1}`}
              >
                <span className={styles.partName}>{t("readingTest.banner.part", { part: i + 1 })}</span>
                {isActive ? null : (
                  <span className={styles.partCount} data-testid={`part-count-${i + 1}`}>
                    {t("testAttempt.multi.answeredOf", { answered, total: part.numbers.length })}
                  </span>
                )}
              </button>
              {isActive ? (
                <QuestionButtons
                  numbers={part.numbers}
                  answers={part.answers}
                  flags={part.flags}
                  current={current}
                  onJump={onJump}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className={styles.submit}>{submit}</div>
    </nav>
  );
}
