import type { TSentEssay } from "@bandcraft/contract/marking";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { RefreshIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import tabStyles from "./essays-tab.module.css";
import { fetchSentEssays, sentEssaysKey } from "./marking.api";
import styles from "./marking.module.css";
import { failureText, formatBand, useMarkingFormat } from "./marking-text";

/** Newest first, as the server lists them (kept here too, so the order never depends on the server's). */
export const newestFirst = (essays: readonly TSentEssay[]) => [...essays].sort((a, b) => b.sentAt - a.sentAt);

/**
 * A class's Essays tab: the essays its learners sent, newest first, each opening its marking page. A table on
 * a tablet or a computer; on a phone each essay stacks into a small card (stacked-table).
 */
export function EssaysTab({ classID }: { classID: string }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: sentEssaysKey(classID),
    queryFn: ({ signal }) => fetchSentEssays(classID, signal),
  });
  return (
    <section className={tabStyles.tabSection} aria-labelledby="essays-tab-title">
      <div className={styles.sectionHead}>
        <h2 id="essays-tab-title" className={styles.sectionTitle}>
          {t("marking.essays.title")}
        </h2>
        {query.data ? (
          <span className={styles.muted} data-testid="essays-count">
            {t("marking.essays.count", { count: query.data.length })}
          </span>
        ) : null}
      </div>
      {query.isPending ? (
        <Spinner label={t("marking.essays.loading")} />
      ) : query.isError ? (
        <div className={tabStyles.inlineFailure} role="alert" data-testid="essays-error">
          <p>{failureText(query.error, t, t("marking.essays.failed"))}</p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {t("marking.retry")}
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        <p className={styles.empty} data-testid="essays-empty">
          {t("marking.essays.empty")}
        </p>
      ) : (
        <EssaysTable classID={classID} essays={newestFirst(query.data)} />
      )}
    </section>
  );
}

function EssaysTable({ classID, essays }: { classID: string; essays: TSentEssay[] }) {
  const { t } = useTranslation();
  const format = useMarkingFormat();
  const label = (key: "learner" | "task" | "words" | "sent" | "status" | "overall") =>
    t(`marking.essays.columns.${key}`);
  return (
    <table className={tabStyles.table} data-testid="essays-table">
      <thead>
        <tr>
          <th scope="col">{label("learner")}</th>
          <th scope="col">{label("task")}</th>
          <th scope="col">{label("words")}</th>
          <th scope="col">{label("sent")}</th>
          <th scope="col">{label("status")}</th>
          <th scope="col">{label("overall")}</th>
          <th scope="col">
            <span className="visually-hidden">{t("marking.essays.columns.actions")}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {essays.map((essay) => {
          const learner = format.learner(essay);
          const title = format.title(essay.taskTitle, essay.part);
          return (
            <tr key={essay.essayID} data-testid="essays-row" data-essay-id={essay.essayID}>
              <th scope="row">
                <span className={tabStyles.learnerName}>{learner}</span>
                {essay.name ? <span className={tabStyles.learnerEmail}>{essay.email}</span> : null}
              </th>
              <td data-label={label("task")}>
                <span className={tabStyles.taskCell}>
                  <span className={styles.partBadge}>{t("marking.essays.taskBadge", { part: essay.part })}</span>
                  <span>{title}</span>
                </span>
              </td>
              <td data-label={label("words")} className={tabStyles.number}>
                {essay.wordCount}
              </td>
              <td data-label={label("sent")}>
                <span className={tabStyles.sentCell}>
                  {format.date(essay.sentAt)}
                  {essay.late ? (
                    <span className={styles.lateBadge} data-testid="essays-late">
                      {t("marking.essays.late")}
                    </span>
                  ) : null}
                </span>
              </td>
              <td data-label={label("status")}>
                <span
                  className={essay.status === "returned" ? styles.returnedBadge : styles.sentBadge}
                  data-testid="essays-status"
                >
                  {t(`marking.essays.status.${essay.status}`)}
                </span>
              </td>
              <td data-label={label("overall")} className={tabStyles.number} data-testid="essays-overall">
                {formatBand(essay.overall)}
              </td>
              <td className={tabStyles.actionCell}>
                <Link
                  to={`/teach/classes/${classID}/essays/${essay.essayID}`}
                  className={tabStyles.openLink}
                  aria-label={t("marking.essays.openLabel", { learner, title })}
                  data-testid="essays-open"
                >
                  {essay.status === "returned" ? t("marking.essays.view") : t("marking.essays.mark")}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
