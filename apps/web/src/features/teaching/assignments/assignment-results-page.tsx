import type { TAssignmentResults } from "@bandcraft/contract/results";
import { exportRowsOf, resultsCsv } from "@bandcraft/domain/results-csv";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Button } from "../../../components/ui/button";
import { ArrowLeftIcon, DownloadIcon, RefreshIcon } from "../../../components/ui/icons";
import page from "../../../components/ui/page.module.css";
import { Spinner } from "../../../components/ui/spinner";
import { saveCsv } from "../save-csv";
import { isNotFound } from "../use-class";
import { useTeachingFormat } from "../use-teaching-format";
import resultStyles from "./assignment-results.module.css";
import { assignmentFailure, resultsFileName } from "./assignment-rules";
import { assignmentFailureText, kindText, timeLimitText } from "./assignment-text";
import styles from "./assignments.module.css";
import "./assignments-i18n";
import { LearnerResultsTable } from "./learner-results-table";
import { QuestionResultsTable } from "./question-results-table";
import { useAssignmentResults } from "./use-assignments";

/** The class page's assignments tab, where this page's way back leads. */
export const assignmentsTabPath = (classID: string) => `/teach/classes/${classID}?section=assignments`;

/** /teach/classes/:classID/assignments/:assignmentID: every learner's row, the questions, and the CSV. */
export function AssignmentResultsPage() {
  const { t } = useTranslation();
  const { classID = "", assignmentID = "" } = useParams();
  const { valid, query } = useAssignmentResults(assignmentID);
  // An assignment of another class under this class's address is not this class's: the same "not found".
  const notFound =
    !valid ||
    (query.isError && isNotFound(query.error)) ||
    (query.isSuccess && query.data.assignment.classID !== classID);
  const title = query.data?.assignment.title;
  useEffect(() => {
    document.title = `${title ?? t("assignments.results.pageTitle")} · Bandcraft`;
  }, [t, title]);
  return (
    <div className={page.page}>
      <Link to={assignmentsTabPath(classID)} className={resultStyles.backLink} data-testid="results-back">
        <ArrowLeftIcon aria-hidden="true" />
        {t("assignments.results.back")}
      </Link>
      {notFound ? (
        <div className={styles.state} role="alert" data-testid="results-not-found">
          <p>{t("assignments.results.notFound")}</p>
        </div>
      ) : query.isPending ? (
        <div className={styles.state}>
          <Spinner label={t("assignments.results.loading")} />
        </div>
      ) : query.isError ? (
        <div className={styles.stateFailure} role="alert" data-testid="results-error">
          <p>{assignmentFailureText(assignmentFailure(query.error), t, t("assignments.results.failed"))}</p>
          <Button variant="secondary" icon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {t("teaching.classes.retry")}
          </Button>
        </div>
      ) : (
        <ResultsView classID={classID} results={query.data} />
      )}
    </div>
  );
}

function ResultsView({ classID, results }: { classID: string; results: TAssignmentResults }) {
  const { t } = useTranslation();
  const format = useTeachingFormat();
  const { assignment, learners, questions } = results;
  // The file holds the rows in the table's order: both are the server's list as it came.
  const download = () =>
    saveCsv(
      resultsCsv(assignment.className, exportRowsOf(assignment, learners)),
      resultsFileName(assignment.className, assignment.title),
    );
  return (
    <>
      <div className={resultStyles.head}>
        <div className={resultStyles.headText}>
          <h1 className={resultStyles.title} data-testid="results-title">
            {assignment.title}
          </h1>
          <p className={resultStyles.meta}>
            <span data-testid="results-class">{assignment.className}</span>
            <span data-testid="results-kind">{kindText(assignment.kind, t)}</span>
            <span data-testid="results-due">
              {t("assignments.results.due", { time: format.dateTime(assignment.dueAt) })}
            </span>
            {assignment.kind === "writing" ? null : (
              <span data-testid="results-time-limit">{timeLimitText(assignment.timeLimitMinutes, t)}</span>
            )}
            <span className={styles.count} data-testid="results-submitted">
              {t(`assignments.list.${assignment.kind === "writing" ? "sent" : "submitted"}`, {
                done: assignment.submittedCount,
                count: assignment.learnerCount,
              })}
            </span>
          </p>
          {assignment.contentTitles.length > 0 ? (
            <p className={resultStyles.meta}>{assignment.contentTitles.join(" · ")}</p>
          ) : null}
        </div>
        <Button
          variant="secondary"
          icon={<DownloadIcon />}
          onClick={download}
          disabled={learners.length === 0}
          data-testid="results-csv"
        >
          {t("assignments.results.csv")}
        </Button>
      </div>
      <LearnerResultsTable classID={classID} results={results} />
      {assignment.kind === "writing" ? null : <QuestionResultsTable questions={questions} />}
    </>
  );
}
