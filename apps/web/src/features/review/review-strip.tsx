import { useTranslation } from "react-i18next";
import { QuestionStrip, StripButton, StripList } from "../../components/exam-bar/exam-bar";
import styles from "./review.module.css";
import { formatPercent, type TReviewStatus, type TReviewSummary } from "./review-rules";

const SYMBOL: Record<TReviewStatus, string> = { correct: "✓", incorrect: "✗", unanswered: "?" };

type TProps = {
  numbers: readonly number[];
  statuses: Readonly<Record<number, TReviewStatus>>;
  summary: TReviewSummary;
  current: number | null;
  onJump: (questionNumber: number) => void;
};

/**
 * The review's strip: a button per question, green with a tick when correct, red with a
 * cross when wrong, grey with a question mark when not answered; then the summary, green at 70 % or more.
 */
export function ReviewStrip({ numbers, statuses, summary, current, onJump }: TProps) {
  const { t } = useTranslation();
  return (
    <QuestionStrip label={t("review.strip.label")} testId="review-strip">
      <StripList current={current}>
        {numbers.map((n) => {
          const status = statuses[n] ?? "unanswered";
          const label = t(`review.strip.${status}`, { number: n });
          return (
            <li key={n}>
              <StripButton
                className={styles.stripButton}
                data-status={status}
                aria-current={current === n ? "true" : undefined}
                data-testid={`review-strip-${n}`}
                title={label}
                aria-label={label}
                onClick={() => onJump(n)}
              >
                <span>{n}</span>
                <span className={styles.symbol} aria-hidden="true" data-testid={`review-symbol-${n}`}>
                  {SYMBOL[status]}
                </span>
              </StripButton>
            </li>
          );
        })}
      </StripList>
      <ReviewSummary summary={summary} />
    </QuestionStrip>
  );
}

/** Correct, Total and the percentage. */
export function ReviewSummary({ summary }: { summary: TReviewSummary }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.summary}
      aria-label={t("review.summary.label")}
      data-testid="review-summary"
      data-passed={summary.passed ? "true" : "false"}
    >
      <span className={styles.summaryItem}>
        <span className={styles.summaryLabel}>{t("review.summary.correct")}</span>
        <strong data-testid="review-summary-correct">{summary.correct}</strong>
      </span>
      <span className={styles.summaryItem}>
        <span className={styles.summaryLabel}>{t("review.summary.total")}</span>
        <strong data-testid="review-summary-total">{summary.total}</strong>
      </span>
      <strong className={styles.percent} data-testid="review-summary-percent">
        {t("review.summary.percent", { percent: formatPercent(summary.percent) })}
      </strong>
    </section>
  );
}
