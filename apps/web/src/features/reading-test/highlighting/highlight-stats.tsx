import type { THighlightItem } from "@bandcraft/contract/reading";
import { useTranslation } from "react-i18next";
import { statsOf } from "./highlight-rules";
import styles from "./highlighting.module.css";

/**
 * Highlights without notes, notes, and the total, for the top bar; a press opens the notes panel. Takes the
 * items rather than the context: the bar sits outside the per-part provider, and the complete test counts all
 * parts. The button's name is the counts it shows; it says it opens a dialog. A hidden status repeats the
 * counts, so a screen reader hears a highlight or note being added (a button's content is never announced).
 */
export function HighlightStats({ items, onOpen }: { items: readonly THighlightItem[]; onOpen: () => void }) {
  const { t } = useTranslation();
  const stats = statsOf(items);
  const counts = [
    t("highlighting.stats.highlights", { count: stats.highlightCount }),
    t("highlighting.stats.notes", { count: stats.noteCount }),
    t("highlighting.stats.total", { count: stats.totalCount }),
  ];
  return (
    <span className={styles.statsBox}>
      <button
        type="button"
        className={`${styles.stats} ${styles.statsButton}`}
        aria-haspopup="dialog"
        title={t("highlighting.panel.open")}
        onClick={onOpen}
        data-testid="highlight-stats"
        data-highlights={stats.highlightCount}
        data-notes={stats.noteCount}
        data-total={stats.totalCount}
      >
        {counts.map((count) => (
          <span key={count}>{count}</span>
        ))}
      </button>
      <span role="status" className="visually-hidden" aria-label={t("highlighting.stats.label")}>
        {counts.join(", ")}
      </span>
    </span>
  );
}
