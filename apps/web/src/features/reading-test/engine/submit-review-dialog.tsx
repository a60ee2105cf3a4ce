import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/ui/dialog";
import { CheckIcon } from "../../../components/ui/icons";
import { QuestionButtons } from "./question-buttons";
import styles from "./test-dialogs.module.css";
import { isAnswered, type TAnswers } from "./use-answers";

/** One part as the review lists it: its heading, its numbers, answers and flags. */
export type TReviewPart = { title: string; numbers: readonly number[]; answers: TAnswers; flags: readonly number[] };

type TProps = {
  open: boolean;
  parts: readonly TReviewPart[];
  onClose: () => void;
  /** Goes to a question: the dialog closes and the test shows it (its part first). */
  onJump: (part: number, questionNumber: number) => void;
  onSubmit: () => void;
};

/**
 * The review before submitting, as on the computer-delivered test: per part, what is answered, unanswered
 * and flagged, each question a link to it; then the confirmation. A mis-tap on Submit sends nothing.
 */
export function SubmitReviewDialog({ open, parts, onClose, onJump, onSubmit }: TProps) {
  const { t } = useTranslation();
  const unanswered = parts.reduce((sum, p) => sum + p.numbers.filter((n) => !isAnswered(p.answers, n)).length, 0);
  return (
    <ConfirmDialog
      open={open}
      title={t("testAttempt.review.title")}
      icon={<CheckIcon />}
      maxWidth={640}
      testId="submit-review"
      onCancel={onClose}
      cancelLabel={t("testAttempt.review.back")}
      cancelTestId="submit-review-back"
      onConfirm={onSubmit}
      confirmLabel={t("testAttempt.review.submit")}
      confirmTestId="submit-confirm"
    >
      <p>
        {t("common.twoSentences", {
          first:
            unanswered > 0
              ? t("testAttempt.review.unansweredWarning", { count: unanswered })
              : t("testAttempt.review.allAnswered"),
          second: t("testAttempt.review.final"),
        })}
      </p>
      <div className={styles.parts}>
        {parts.map((part, i) => {
          const answered = part.numbers.filter((n) => isAnswered(part.answers, n)).length;
          return (
            <section
              key={part.title}
              className={styles.part}
              aria-label={part.title}
              data-testid={`review-part-${i + 1}`}
            >
              <h3 className={styles.partTitle}>{part.title}</h3>
              <p className={styles.counts} data-testid={`review-counts-${i + 1}`}>
                {t("testAttempt.review.counts", {
                  answered,
                  unanswered: part.numbers.length - answered,
                  flagged: part.flags.length,
                })}
              </p>
              <QuestionButtons
                numbers={part.numbers}
                answers={part.answers}
                flags={part.flags}
                current={null}
                onJump={(n) => onJump(i, n)}
              />
            </section>
          );
        })}
      </div>
    </ConfirmDialog>
  );
}
