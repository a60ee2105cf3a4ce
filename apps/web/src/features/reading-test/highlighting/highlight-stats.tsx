import { useTranslation } from "react-i18next";
import { useHighlighting } from "./highlight-context";
import styles from "./highlighting.module.css";

/** Highlights without notes, notes, and the total (reading §4), for the top bar. */
export function HighlightStats() {
  const { t } = useTranslation();
  const { stats } = useHighlighting();
  return (
    <span
      className={styles.stats}
      role="status"
      aria-label={t("highlighting.stats.label")}
      data-testid="highlight-stats"
      data-highlights={stats.highlightCount}
      data-notes={stats.noteCount}
      data-total={stats.totalCount}
    >
      <span>{t("highlighting.stats.highlights", { count: stats.highlightCount })}</span>
      <span>{t("highlighting.stats.notes", { count: stats.noteCount })}</span>
      <span>{t("highlighting.stats.total", { count: stats.totalCount })}</span>
    </span>
  );
}
