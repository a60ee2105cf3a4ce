import type { TAssignmentResults, TLearnerResult } from "@bandcraft/contract/results";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useTeachingFormat } from "../use-teaching-format";
import { resultsPath } from "./assignment-card";
import resultStyles from "./assignment-results.module.css";
import { partsOf } from "./assignment-rules";
import styles from "./assignments.module.css";

type TProps = { classID: string; results: TAssignmentResults };

/** A learner's paper of one part, read-only (the learner named by e-mail in the address). */
export const reviewPath = (classID: string, assignmentID: string, practiceID: string, email: string) =>
  `${resultsPath(classID, assignmentID)}/review/${encodeURIComponent(practiceID)}?learner=${encodeURIComponent(email)}`;

const band = (value: number | null) => (value === null ? null : value.toFixed(1));

/** The status's words: reading's submitted, or writing's sent and returned. */
function statusText(row: TLearnerResult, writing: boolean, t: TFunction): string {
  if (writing && row.essayStatus) return t(`assignments.results.essay.${row.essayStatus}`);
  if (writing && row.status === "not-started") return t("assignments.results.essay.notSent");
  return t(`assignments.results.status.${row.status}`);
}

/**
 * Every learner of the class, in the server's order (the CSV's too): status and badges, then for reading the
 * score, band, time and a Review link for each part; for writing the essay, marked or not, and its band.
 */
export function LearnerResultsTable({ classID, results }: TProps) {
  const { t } = useTranslation();
  const format = useTeachingFormat();
  const { assignment, learners, questions } = results;
  const writing = assignment.kind === "writing";
  const parts = partsOf(questions);
  const none = <span className={styles.muted}>{t("assignments.results.none")}</span>;
  const col = (key: "learner" | "status" | "score" | "band" | "time" | "started" | "submitted" | "sent" | "paper") =>
    t(`assignments.results.columns.${key}`);
  return (
    <section className={styles.section} aria-labelledby="results-learners-title">
      <h2 id="results-learners-title" className={styles.sectionTitle}>
        {t("assignments.results.learners")}
      </h2>
      {learners.length === 0 ? (
        <p className={styles.empty} data-testid="results-empty">
          {t("assignments.results.noLearners")}
        </p>
      ) : (
        <table className={resultStyles.table} data-testid="results-table">
          <thead>
            <tr>
              <th scope="col">{col("learner")}</th>
              <th scope="col">{col("status")}</th>
              {writing ? null : <th scope="col">{col("score")}</th>}
              <th scope="col">{col("band")}</th>
              {writing ? null : <th scope="col">{col("time")}</th>}
              {writing ? null : <th scope="col">{col("started")}</th>}
              <th scope="col">{writing ? col("sent") : col("submitted")}</th>
              <th scope="col">{col("paper")}</th>
            </tr>
          </thead>
          <tbody>
            {learners.map((row) => {
              const who = row.name ?? row.email;
              const submitted = row.status === "submitted";
              return (
                <tr key={row.email} data-testid="results-row" data-email={row.email}>
                  <th scope="row" className={resultStyles.learnerCell}>
                    <span className={resultStyles.learner}>
                      {row.name ? <span className={resultStyles.learnerName}>{row.name}</span> : null}
                      <span className={row.name ? styles.muted : undefined}>{row.email}</span>
                    </span>
                  </th>
                  <td data-label={col("status")}>
                    <span className={resultStyles.badges}>
                      <span
                        className={resultStyles.status}
                        data-testid="results-status"
                        data-status={row.essayStatus ?? row.status}
                      >
                        {statusText(row, writing, t)}
                      </span>
                      {row.late ? (
                        <span className={styles.lateBadge} data-testid="results-late">
                          {t("assignments.results.late")}
                        </span>
                      ) : null}
                      {row.closedByServer ? (
                        <span className={styles.closedBadge} data-testid="results-closed">
                          {t("assignments.results.timeRanOut")}
                        </span>
                      ) : null}
                    </span>
                  </td>
                  {writing ? null : (
                    <td data-label={col("score")} data-testid="results-score">
                      {row.score === null
                        ? none
                        : t("assignments.results.score", { score: row.score, total: row.questionCount })}
                    </td>
                  )}
                  <td data-label={col("band")} data-testid="results-band">
                    {band(writing ? row.overallBand : row.band) ?? none}
                  </td>
                  {writing ? null : (
                    <td data-label={col("time")} data-testid="results-time">
                      {row.timeSeconds === null
                        ? none
                        : t("records.card.durationValue", {
                            minutes: Math.floor(row.timeSeconds / 60),
                            seconds: row.timeSeconds % 60,
                          })}
                    </td>
                  )}
                  {writing ? null : (
                    <td data-label={col("started")}>
                      {row.startedAt === null ? none : format.dateTime(row.startedAt)}
                    </td>
                  )}
                  <td data-label={writing ? col("sent") : col("submitted")} data-testid="results-submitted-at">
                    {row.submittedAt === null ? none : format.dateTime(row.submittedAt)}
                  </td>
                  <td data-label={col("paper")}>
                    {writing && row.essayID ? (
                      <Link
                        to={`/teach/classes/${classID}/essays/${encodeURIComponent(row.essayID)}`}
                        aria-label={t("assignments.results.essayLabel", { learner: who })}
                        data-testid="results-essay"
                      >
                        {row.essayStatus === "returned"
                          ? t("assignments.results.essay.open")
                          : t("assignments.results.essay.mark")}
                      </Link>
                    ) : !writing && submitted && parts.length > 0 ? (
                      <span className={resultStyles.reviewLinks}>
                        {parts.map(({ part, practiceID }) => (
                          <Link
                            key={part}
                            to={reviewPath(classID, assignment.assignmentID, practiceID, row.email)}
                            aria-label={t("assignments.results.reviewLabel", {
                              learner: who,
                              part,
                              title: assignment.contentTitles[part - 1] ?? "",
                            })}
                            data-testid="results-review"
                            data-part={part}
                          >
                            {parts.length === 1
                              ? t("assignments.results.review")
                              : t("assignments.results.part", { part })}
                          </Link>
                        ))}
                      </span>
                    ) : (
                      none
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
