import type { TExplanation } from "@bandcraft/contract/reading";
import { useTranslation } from "react-i18next";
import { EyeIcon } from "../../components/ui/icons";
import styles from "./review.module.css";
import type { TReviewStatus } from "./review-rules";

export type TExplanationRow = { number: number; status: TReviewStatus; explanation: TExplanation };

type TProps = {
  sectionIndex: number;
  rows: readonly TExplanationRow[];
  /** The question whose quote is shown in the passage, if any. */
  active: number | null;
  /** The active quote could not be found in the passage text. */
  quoteMissing: boolean;
  onShow: (questionNumber: number) => void;
};

/**
 * Under a section's questions: for each question with an explanation, "Show in passage",
 * which marks the deciding quote in the passage, and the explanation's note beside the question.
 */
export function SectionExplanations({ sectionIndex, rows, active, quoteMissing, onShow }: TProps) {
  const { t } = useTranslation();
  if (rows.length === 0) return null;
  const titleId = `review-explain-${sectionIndex}`;
  return (
    <section className={styles.explain} aria-labelledby={titleId} data-testid={`review-explain-${sectionIndex}`}>
      <h3 id={titleId} className={styles.explainTitle}>
        {t("review.explain.title")}
      </h3>
      <ul className={styles.explainList}>
        {rows.map(({ number, status, explanation }) => {
          const open = active === number;
          const noteId = `review-note-${number}`;
          return (
            <li
              key={number}
              className={styles.explainRow}
              data-status={status}
              data-testid={`review-explain-q${number}`}
            >
              <div className={styles.explainHead}>
                <span className={styles.explainQuestion}>{t("review.explain.question", { number })}</span>
                <span className={styles.explainStatus} data-status={status}>
                  {t(`review.explain.status.${status}`)}
                </span>
                <button
                  type="button"
                  className={styles.showButton}
                  aria-pressed={open}
                  aria-label={t("review.explain.showLabel", { number })}
                  aria-describedby={open ? noteId : undefined}
                  onClick={() => onShow(number)}
                  data-testid={`show-in-passage-${number}`}
                >
                  <EyeIcon aria-hidden="true" />
                  {t("review.explain.show")}
                </button>
              </div>
              {open ? (
                <div id={noteId} className={styles.note} role="note" data-testid={`explanation-note-${number}`}>
                  {explanation.paragraph ? (
                    <span className={styles.noteParagraph}>
                      {t("review.explain.paragraph", { letter: explanation.paragraph })}
                    </span>
                  ) : null}
                  <p className={styles.noteText}>{explanation.note}</p>
                  {quoteMissing ? (
                    <p className={styles.noteMissing}>
                      {t("review.explain.notFound")} <q>{explanation.quote}</q>
                    </p>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
