import type { TAssignmentSummary } from "@bandcraft/contract/assignments";
import type { TExportRow, TLearnerResult } from "@bandcraft/contract/results";
import { toCsv } from "./csv";

/**
 * The results CSV, one file shape for an assignment's download, a class's download and the command line
 * (`export-results`), so the three always agree. Column names are fixed English identifiers, not the screen's
 * words: a school's spreadsheet formulas keep working whatever language the teacher reads. Times are ISO 8601
 * in UTC; empty cells mean "none" (not started, not marked, no band for a paper other than a complete test).
 */
export const RESULTS_CSV_HEADER = [
  "class",
  "assignment",
  "kind",
  "due_at",
  "email",
  "name",
  "status",
  "late",
  "score",
  "questions",
  "band",
  "time_seconds",
  "started_at",
  "submitted_at",
  "writing_band",
] as const;

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

/** The CSV of result rows (each field made safe for spreadsheets by toCsv). */
export function resultsCsv(className: string, rows: readonly TExportRow[]): string {
  return toCsv(
    RESULTS_CSV_HEADER,
    rows.map((row) => [
      className,
      row.assignment,
      row.kind,
      iso(row.dueAt),
      row.email,
      row.name,
      row.status,
      row.late,
      row.score,
      row.kind === "writing" ? null : row.questionCount,
      row.band,
      row.timeSeconds,
      iso(row.startedAt),
      iso(row.submittedAt),
      row.overallBand,
    ]),
  );
}

/** An assignment's results table as export rows, in the table's order (what its CSV download holds). */
export function exportRowsOf(assignment: TAssignmentSummary, learners: readonly TLearnerResult[]): TExportRow[] {
  return learners.map((learner) => ({
    assignment: assignment.title,
    kind: assignment.kind,
    dueAt: assignment.dueAt,
    email: learner.email,
    name: learner.name,
    status: learner.status,
    late: learner.late,
    score: learner.score,
    questionCount: learner.questionCount,
    band: learner.band,
    timeSeconds: learner.timeSeconds,
    startedAt: learner.startedAt,
    submittedAt: learner.submittedAt,
    overallBand: learner.overallBand,
  }));
}
