import { useId } from "react";
import { useTranslation } from "react-i18next";
import page from "../../components/ui/page.module.css";
import { useSession } from "../../lib/session";
import "./assigned-work-i18n";
import { AssignedItem } from "./assigned-item";
import { asOf } from "./assigned-rules";
import styles from "./assigned-work.module.css";
import { useAssignedStart, useAssignedWork, useTickingNow } from "./use-assigned-work";

/**
 * "Assigned to you" on the learner's hub: the work their teachers set, due soonest first, each with the one
 * thing to do next. Shows nothing when signed out or with nothing assigned; a failed read is one quiet line
 * with Try again, so the hub never waits on it.
 */
export function AssignedToYou() {
  const { t } = useTranslation();
  const titleId = useId();
  const session = useSession();
  const query = useAssignedWork(session?.user.email ?? null);
  const starts = useAssignedStart();
  const now = useTickingNow();

  if (!session) return null;
  if (!query.data) {
    if (!query.isError) return null;
    return (
      <p className={styles.retryLine} data-testid="assigned-load-failed">
        <span>{t("learnerWork.loadFailed")}</span>
        <button
          type="button"
          className={styles.retry}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          data-testid="assigned-retry"
        >
          {t("learnerWork.retry")}
        </button>
      </p>
    );
  }
  const assignments = query.data.map((a) => asOf(a, now));
  // A refusal is still said when the list it refreshed is empty (the last assignment was withdrawn).
  if (assignments.length === 0 && !starts.error) return null;
  return (
    <section className={`${page.section} ${styles.section}`} aria-labelledby={titleId} data-testid="assigned-section">
      <div>
        <h2 id={titleId} className={styles.heading}>
          {t("learnerWork.title")}
        </h2>
        <p className={styles.intro}>{t("learnerWork.intro")}</p>
      </div>
      {starts.error ? (
        <div className={styles.error} role="alert" data-testid="assigned-error">
          <p>{starts.error}</p>
          <button type="button" className={styles.retry} onClick={starts.dismissError} data-testid="assigned-dismiss">
            {t("learnerWork.dismiss")}
          </button>
        </div>
      ) : null}
      {assignments.length > 0 ? (
        <ul className={styles.list}>
          {assignments.map((a) => (
            <AssignedItem
              key={a.assignmentID}
              assignment={a}
              now={now}
              starting={starts.startingID === a.assignmentID}
              busy={starts.startingID !== null}
              onStart={starts.start}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
