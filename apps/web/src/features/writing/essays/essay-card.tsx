import type { TEssaySummary } from "@bandcraft/contract/writing";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useEssayFormat } from "./essay-format";
import styles from "./essays.module.css";
import { CARD_FIGURE_IDS, SummaryFigures } from "./summary-figures";

type TProps = { essay: TEssaySummary; onOpenAsDraft: (essayID: string) => void; onDelete: (essayID: string) => void };

/** One saved essay in My essays: when, which task, the start of the text, its figures and what can be done. */
export function EssayCard({ essay, onOpenAsDraft, onDelete }: TProps) {
  const { t } = useTranslation();
  const format = useEssayFormat();
  const title = format.title(essay);
  const headingId = `essay-${essay.essayID}`;
  return (
    <li className={styles.card} data-testid="essay-card" data-essay-id={essay.essayID}>
      <article aria-labelledby={headingId}>
        <div className={styles.cardTop}>
          <span className={styles.badge}>{t("essays.taskBadge", { part: essay.part })}</span>
          <time className={styles.date} dateTime={new Date(essay.createdAt).toISOString()}>
            {format.date(essay.createdAt)}
          </time>
        </div>
        <h2 id={headingId} className={styles.cardTitle}>
          <Link to={`/writing/essays/${encodeURIComponent(essay.essayID)}`} data-testid="essay-open">
            {title}
          </Link>
        </h2>
        <p className={styles.excerpt} data-testid="essay-excerpt">
          {essay.excerpt}
        </p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t("essays.words")}</dt>
            <dd data-testid="essay-words">{essay.wordCount}</dd>
          </div>
          <div className={styles.figure}>
            <dt>{t("essays.timeSpent")}</dt>
            <dd>{format.duration(essay.timeSpent)}</dd>
          </div>
        </dl>
        {essay.feedbackSummary ? <SummaryFigures summary={essay.feedbackSummary} only={CARD_FIGURE_IDS} /> : null}
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.action}
            onClick={() => onOpenAsDraft(essay.essayID)}
            aria-label={t("essays.asDraftLabel", { title })}
            data-testid="essay-as-draft"
          >
            {t("essays.asDraft")}
          </button>
          <button
            type="button"
            className={styles.actionDanger}
            onClick={() => onDelete(essay.essayID)}
            aria-label={t("essays.deleteLabel", { title })}
            data-testid="essay-delete"
          >
            {t("essays.deleteButton")}
          </button>
        </div>
      </article>
    </li>
  );
}
