import { useTranslation } from "react-i18next";
import { percent, type TRecordStats } from "./record-rules";
import styles from "./records.module.css";

/** The four stat cards of the records page. */
export function StatCards({ stats, loaded }: { stats: TRecordStats; loaded: number }) {
  const { t } = useTranslation();
  const dash = "—";
  const cards = [
    { key: "totalTests", value: String(stats.totalTests) },
    { key: "averageAccuracy", value: stats.averageAccuracy === null ? dash : `${percent(stats.averageAccuracy)}%` },
    { key: "bestScore", value: stats.bestAccuracy === null ? dash : `${percent(stats.bestAccuracy)}%` },
    { key: "correctTotal", value: `${stats.correct}/${stats.questions}` },
  ] as const;
  return (
    <section aria-labelledby="records-stats">
      <h2 id="records-stats" className="visually-hidden">
        {t("records.stats.label")}
      </h2>
      <dl className={styles.stats}>
        {cards.map((c) => (
          <div key={c.key} className={styles.stat} data-testid={`stat-${c.key}`}>
            <dt className={styles.statLabel}>{t(`records.stats.${c.key}`)}</dt>
            <dd className={styles.statValue}>{c.value}</dd>
          </div>
        ))}
      </dl>
      {/* Only loaded records can be averaged; say so instead of passing a partial figure off as the whole. */}
      {loaded < stats.totalTests ? (
        <p className={styles.note}>{t("records.stats.loadedOnly", { count: loaded })}</p>
      ) : null}
    </section>
  );
}
