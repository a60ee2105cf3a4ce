import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { formatCount } from "../../../components/bank-summary/bank-count";
import { useBankSummary } from "../../../components/bank-summary/bank-summary";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { formatDateTime } from "../../../lib/privilege-format";
import { openInEditor } from "../shell/edit-handover";
import { recentChangesQuery } from "./dashboard.api";
import styles from "./dashboard.module.css";

const STATS = ["passages", "questions", "completeTests", "writingTask1", "writingTask2"] as const;

/** The admin landing page: what the bank holds (as learners see it) and what changed in it last. */
export function DashboardView() {
  const { t, i18n } = useTranslation();
  const [, setParams] = useSearchParams();
  const bank = useBankSummary();
  const recent = useQuery(recentChangesQuery);
  const levelText = (level: number) =>
    level < 0
      ? t("admin.dashboard.retired")
      : level === 0
        ? t("admin.dashboard.unassigned")
        : t("admin.dashboard.part", { part: level });

  let changes = <Spinner label={t("admin.dashboard.loading")} />;
  if (recent.isError) changes = <p className={styles.muted}>{t("admin.dashboard.loadFailed")}</p>;
  else if (recent.data) {
    const { reading, writing } = recent.data;
    changes = (
      <div className={styles.columns}>
        <section className={styles.card} aria-labelledby="dashboard-tests">
          <h3 id="dashboard-tests" className={styles.sectionTitle}>
            {t("admin.dashboard.recentTests")}
          </h3>
          {reading.length === 0 ? <p className={styles.muted}>{t("admin.dashboard.none")}</p> : null}
          <ul className={styles.list} data-testid="dashboard-recent-tests">
            {reading.map((test) => (
              <li key={test.readingPracticeID} className={styles.item}>
                <div className={styles.itemMain}>
                  <span className={styles.itemTitle}>{test.title}</span>
                  <span className={styles.itemMeta}>
                    {levelText(test.level)} ·{" "}
                    {t("admin.dashboard.saved", { when: formatDateTime(test.updatedAt, i18n.language) })}
                  </span>
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t("admin.dashboard.editLabel", { title: test.title })}
                  onClick={() => openInEditor(test.readingPracticeID, () => setParams({ view: "reading-editor" }))}
                >
                  {t("admin.dashboard.edit")}
                </Button>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.card} aria-labelledby="dashboard-tasks">
          <h3 id="dashboard-tasks" className={styles.sectionTitle}>
            {t("admin.dashboard.recentTasks")}
          </h3>
          {writing.length === 0 ? <p className={styles.muted}>{t("admin.dashboard.none")}</p> : null}
          <ul className={styles.list} data-testid="dashboard-recent-tasks">
            {writing.map((task) => (
              <li key={task.writingPracticeID} className={styles.item}>
                <div className={styles.itemMain}>
                  <span className={styles.itemTitle}>{task.title}</span>
                  <span className={styles.itemMeta}>
                    {t("admin.dashboard.task", { part: task.part })} ·{" "}
                    {t("admin.dashboard.added", { when: formatDateTime(task.createdAt, i18n.language) })}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      </div>
    );
  }

  return (
    <section className={styles.view} aria-labelledby="dashboard-title" data-testid="admin-dashboard">
      <h2 id="dashboard-title" className={styles.heading}>
        {t("admin.nav.dashboard")}
      </h2>
      <section aria-labelledby="dashboard-bank">
        <h3 id="dashboard-bank" className={styles.sectionTitle}>
          {t("admin.dashboard.bank")}
        </h3>
        <ul className={styles.stats}>
          {STATS.map((key) => (
            <li key={key} className={styles.stat} data-testid={`dashboard-${key}`}>
              <span className={styles.statLabel}>{t(`admin.dashboard.stats.${key}`)}</span>
              <span className={styles.statValue}>{formatCount(bank?.[key], i18n.language)}</span>
            </li>
          ))}
        </ul>
      </section>
      {changes}
    </section>
  );
}
