import type { THighlightItem } from "@bandcraft/contract/reading";
import { useTranslation } from "react-i18next";
import { statsOf } from "./highlight-rules";
import styles from "./highlighting.module.css";

/**
 * Highlights without notes, notes, and the total, for the top bar. Takes the items rather
 * than the context: the bar sits outside the per-part provider, and the complete test counts all parts.
 */
export function HighlightStats({ items }: { items: readonly THighlightItem[] }) {
  const { t } = useTranslation();
  const stats = statsOf(items);
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
