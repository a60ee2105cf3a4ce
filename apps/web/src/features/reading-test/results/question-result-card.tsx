import { displayAnswerKey } from "@bandcraft/domain/answer-key";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../../components/ui/icons";
import styles from "./results-screen.module.css";

type TProps = { number: number; userAnswer: string; standardAnswer: string; correct: boolean };

/** One question's mark: tick or cross, the learner's answer, and the key only when it was wrong. */
export function QuestionResultCard({ number, userAnswer, standardAnswer, correct }: TProps) {
  const { t } = useTranslation();
  const answered = userAnswer.trim() !== "";
  return (
    <li className={styles.card} data-correct={correct ? "true" : "false"} data-testid={`result-question-${number}`}>
      <div className={styles.cardHead}>
        <span className={styles.cardTitle}>{t("readingTest.results.question", { number })}</span>
        <span
          className={styles.mark}
          role="img"
          aria-label={correct ? t("readingTest.results.correct") : t("readingTest.results.incorrect")}
        >
          {correct ? <CheckIcon aria-hidden="true" /> : <span aria-hidden="true">✕</span>}
        </span>
      </div>
      <p className={styles.cardLine}>
        <span className={styles.muted}>{t("readingTest.results.yourAnswer")}</span>{" "}
        <span data-testid={`result-answer-${number}`} className={answered ? undefined : styles.noAnswer}>
          {answered ? userAnswer : t("readingTest.results.noAnswer")}
        </span>
      </p>
      {correct ? null : (
        <p className={styles.cardLine}>
          <span className={styles.muted}>{t("readingTest.results.correctAnswer")}</span>{" "}
          <span data-testid={`result-key-${number}`} className={styles.key}>
            {displayAnswerKey(standardAnswer)}
          </span>
        </p>
      )}
    </li>
  );
}
