import { useTranslation } from "react-i18next";
import type { TQuestionReview } from "../../engine/question-type-module";
import { answerOf, answerStatus, formatKey } from "./review";
import styles from "./shared.module.css";

const SYMBOL = { correct: "✓", incorrect: "✗", unanswered: "?" } as const;

interface TReviewAnswerProps {
  questionNumber: number;
  answers: Readonly<Record<number, string>>;
  review: TQuestionReview;
  /** Turns a stored value (e.g. a word-bank letter) into what the learner saw; defaults to the value. */
  display?: (value: string) => string;
}

/**
 * One answer in review: the learner's answer in a box coloured by its mark, a tick, cross or question
 * mark with a spoken status, and the key whenever the answer is not correct (review mode).
 */
export function ReviewAnswer({ questionNumber, answers, review, display = (v) => v }: TReviewAnswerProps) {
  const { t } = useTranslation();
  const status = answerStatus(review, answers, questionNumber);
  const answer = answerOf(answers, questionNumber);
  const key = review.standardAnswers[questionNumber];
  const keyText = key ? formatKey(key.includes("|") ? key : display(key)) : "";
  return (
    <span className={styles.review} data-status={status} data-testid={`review-${questionNumber}`}>
      <span className={styles.reviewBox}>
        <span className="visually-hidden">{t("questionTypes.common.yourAnswer")}: </span>
        {answer ? display(answer) : <em className={styles.muted}>{t("questionTypes.common.unanswered")}</em>}
      </span>
      <span className={styles.reviewSymbol} aria-hidden="true">
        {SYMBOL[status]}
      </span>
      <span className="visually-hidden">{t(`questionTypes.common.${status}`)}</span>
      {status !== "correct" && keyText ? (
        <span className={styles.reviewKey}>
          {t("questionTypes.common.correctAnswer")}: <strong>{keyText}</strong>
        </span>
      ) : null}
    </span>
  );
}

/** The answer's review on a line of its own under a question: only in review. */
export function ReviewLine({
  className,
  review,
  ...answer
}: Omit<TReviewAnswerProps, "review"> & { review: TQuestionReview | undefined; className?: string }) {
  if (!review) return null;
  return (
    <div className={className}>
      <ReviewAnswer review={review} {...answer} />
    </div>
  );
}
