import type { TAssignmentSummary } from "@bandcraft/contract/assignments";
import type { TLearnerResult } from "@bandcraft/contract/results";
import { RAW_SCORE_MAX } from "@bandcraft/domain/band";
import type { TAssignmentRow, TAttemptRow, TEssayRow, TMemberRow } from "./results.repository";

/**
 * The one computation of a learner's results row, shared by an assignment's results and the class's export so
 * the two always agree. Pure: the rows were read by results.repository.ts.
 */

/** The passages of a reading assignment, in part order (its stored "|"-joined list). */
export const practiceIdsOf = (assignment: Pick<TAssignmentRow, "practice_ids">): string[] =>
  assignment.practice_ids ? assignment.practice_ids.split("|") : [];

// Numeric: "Pupil 2" before "Pupil 10", as a teacher reads a register.
const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Learners in the table's order: by name (learners without one after those with), then by e-mail. */
export function inTableOrder<T extends Pick<TMemberRow, "email" | "name">>(members: readonly T[]): T[] {
  return [...members].sort((a, b) => {
    if ((a.name === null) !== (b.name === null)) return a.name === null ? 1 : -1;
    return collator.compare(a.name ?? "", b.name ?? "") || (a.email < b.email ? -1 : a.email > b.email ? 1 : 0);
  });
}

/** What the assignment's content is: its titles in part order and, for reading, its questions in all. */
export interface TAssignmentContent {
  titles: string[];
  questionCount: number;
}

const EMPTY: Omit<TLearnerResult, "email" | "name" | "status" | "late" | "questionCount"> = {
  closedByServer: false,
  testTakerID: null,
  score: null,
  band: null,
  timeSeconds: null,
  startedAt: null,
  submittedAt: null,
  essayID: null,
  essayStatus: null,
  overallBand: null,
};

/** A reading row: not started (no attempt, or an abandoned one), in progress, or submitted with its paper. */
function readingRow(
  member: TMemberRow,
  attempt: TAttemptRow | undefined,
  dueAt: number,
  now: number,
  questions: number,
): TLearnerResult {
  const who = { email: member.email, name: member.name };
  if (!attempt || attempt.status === "abandoned") {
    return { ...EMPTY, ...who, status: "not-started", late: now > dueAt, questionCount: questions };
  }
  const started = { testTakerID: attempt.testTakerId, startedAt: Number(attempt.startedAt) };
  if (attempt.submittedAt === null || attempt.totalCorrect === null || attempt.questionCount === null) {
    const questionCount = attempt.attemptQuestionCount;
    return { ...EMPTY, ...who, ...started, status: "in-progress", late: now > dueAt, questionCount };
  }
  const submittedAt = Number(attempt.submittedAt);
  return {
    ...EMPTY,
    ...who,
    ...started,
    status: "submitted",
    late: submittedAt > dueAt,
    closedByServer: attempt.closedByServer === 1,
    score: attempt.totalCorrect,
    questionCount: attempt.questionCount,
    // A band means something only for a complete test's 40 questions.
    band: attempt.questionCount === RAW_SCORE_MAX ? attempt.band : null,
    timeSeconds: attempt.elapsedSeconds,
    submittedAt,
  };
}

/** A writing row: the essay sent for the assignment (and its overall band once returned), or nothing yet. */
function writingRow(member: TMemberRow, essay: TEssayRow | undefined, dueAt: number, now: number): TLearnerResult {
  const who = { email: member.email, name: member.name, questionCount: 0 };
  if (!essay || essay.sentAt === null) return { ...EMPTY, ...who, status: "not-started", late: now > dueAt };
  const sentAt = Number(essay.sentAt);
  const returned = essay.returnedAt !== null;
  return {
    ...EMPTY,
    ...who,
    status: "submitted",
    late: sentAt > dueAt,
    timeSeconds: essay.timeSpent,
    submittedAt: sentAt,
    essayID: essay.id,
    essayStatus: returned ? "returned" : "sent",
    overallBand: returned ? essay.overall : null,
  };
}

/**
 * Each member's row for one assignment, in the order given (the table's: see inTableOrder). `work` holds this
 * assignment's attempts and essays by learner (the latest essay sent, should there be two).
 */
export function learnerResults(
  assignment: TAssignmentRow,
  content: TAssignmentContent,
  members: readonly TMemberRow[],
  work: { attempts: ReadonlyMap<number, TAttemptRow>; essays: ReadonlyMap<number, TEssayRow> },
  now: number,
): TLearnerResult[] {
  const dueAt = Number(assignment.due_at);
  return members.map((member) =>
    assignment.kind === "writing"
      ? writingRow(member, work.essays.get(member.userId), dueAt, now)
      : readingRow(member, work.attempts.get(member.userId), dueAt, now, content.questionCount),
  );
}

/** Rows of many assignments grouped once by assignment, then by learner (a later row of a learner wins). */
export function byAssignmentAndLearner<T extends { assignmentId: string | null; userId: number }>(
  rows: readonly T[],
): Map<string, Map<number, T>> {
  const grouped = new Map<string, Map<number, T>>();
  for (const row of rows) {
    if (row.assignmentId === null) continue;
    const own = grouped.get(row.assignmentId) ?? new Map<number, T>();
    grouped.set(row.assignmentId, own.set(row.userId, row));
  }
  return grouped;
}

/** The assignment as its list shows it, its counts taken from the rows just computed. */
export function summaryOf(
  assignment: TAssignmentRow,
  content: TAssignmentContent,
  learners: readonly TLearnerResult[],
): TAssignmentSummary {
  return {
    assignmentID: assignment.id,
    classID: assignment.class_id,
    className: assignment.className,
    kind: assignment.kind,
    title: assignment.title,
    contentTitles: content.titles,
    opensAt: Number(assignment.opens_at),
    dueAt: Number(assignment.due_at),
    timeLimitMinutes: assignment.time_limit_minutes,
    createdAt: Number(assignment.created_at),
    learnerCount: learners.length,
    submittedCount: learners.filter((l) => l.status === "submitted").length,
  };
}
