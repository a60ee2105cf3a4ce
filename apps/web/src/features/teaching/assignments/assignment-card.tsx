import type { TAssignmentSummary } from "@bandcraft/contract/assignments";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { useTeachingFormat } from "../use-teaching-format";
import { numbered } from "./assignment-rules";
import { kindText, timeLimitText } from "./assignment-text";
import styles from "./assignments.module.css";

type TProps = {
  classID: string;
  assignment: TAssignmentSummary;
  /** Asks before withdrawing; absent for an archived class (read-only). */
  onWithdraw?: () => void;
};

/** The results page of an assignment. */
export const resultsPath = (classID: string, assignmentID: string) =>
  `/teach/classes/${classID}/assignments/${assignmentID}`;

/** One assignment: its title (opening its results), kind, content, times and how many have handed it in. */
export function AssignmentCard({ classID, assignment, onWithdraw }: TProps) {
  const { t } = useTranslation();
  const format = useTeachingFormat();
  const now = Date.now();
  const phase = assignment.opensAt > now ? "upcoming" : assignment.dueAt < now ? "past" : "open";
  const submitted = assignment.kind === "writing" ? "sent" : "submitted";
  return (
    <li className={styles.card} data-testid="assignment-row" data-assignment-id={assignment.assignmentID}>
      <div className={styles.cardTop}>
        <h3 className={styles.cardTitle}>
          <Link to={resultsPath(classID, assignment.assignmentID)} data-testid="assignment-open">
            {assignment.title}
          </Link>
        </h3>
        <span className={styles.kindBadge} data-testid="assignment-kind">
          {kindText(assignment.kind, t)}
        </span>
      </div>
      {assignment.contentTitles.length > 0 ? (
        <ol className={styles.contentTitles} data-testid="assignment-content">
          {numbered(assignment.contentTitles).map(({ part, title }) => (
            <li key={part}>{title}</li>
          ))}
        </ol>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t("assignments.list.opens")}</dt>
          <dd data-testid="assignment-opens-at">{format.dateTime(assignment.opensAt)}</dd>
        </div>
        <div>
          <dt>{t("assignments.list.due")}</dt>
          <dd data-testid="assignment-due-at">{format.dateTime(assignment.dueAt)}</dd>
        </div>
        {assignment.kind === "writing" ? null : (
          <div>
            <dt>{t("assignments.list.timeLimit")}</dt>
            <dd data-testid="assignment-time">{timeLimitText(assignment.timeLimitMinutes, t)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.cardFoot}>
        <span className={styles.count} data-testid="assignment-submitted">
          {t(`assignments.list.${submitted}`, { done: assignment.submittedCount, count: assignment.learnerCount })}
        </span>
        {phase === "open" ? null : (
          <span className={phase === "past" ? styles.pastBadge : styles.upcomingBadge} data-testid="assignment-phase">
            {t(`assignments.list.${phase}`)}
          </span>
        )}
      </div>
      <div className={styles.cardActions}>
        <Link
          to={resultsPath(classID, assignment.assignmentID)}
          className={styles.linkButton}
          aria-label={t("assignments.list.resultsLabel", { title: assignment.title })}
        >
          {t("assignments.list.results")}
        </Link>
        {onWithdraw ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={onWithdraw}
            aria-label={t("assignments.withdraw.label", { title: assignment.title })}
            data-testid="assignment-withdraw"
          >
            {t("assignments.withdraw.button")}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
