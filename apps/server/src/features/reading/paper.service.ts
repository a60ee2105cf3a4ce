import type { THighlightItem, TReadingPractice, TSubmissionRecord } from "@bandcraft/contract/reading";
import { elapsedSeconds } from "@bandcraft/domain/attempt-clock";
import { bandForScore } from "@bandcraft/domain/band";
import { gradePractice } from "@bandcraft/domain/grading/grade-practice";
import { keepHighlightsInBounds } from "@bandcraft/domain/highlight-bounds";
import { sectionQuestionNumbers } from "@bandcraft/domain/question-numbers";
import type { TAppDeps } from "../../deps";
import { badRequest } from "../../lib/app-error";
import { newId, sha256Hex } from "../../lib/tokens";
import { submitRateLimited } from "../quotas/quota-errors";
import { findSnapshot } from "../records/public";
import type { TAttemptRow } from "./attempts.repository";
import type { TStoredPassage } from "./submission.repository";

/** One passage of a paper: the learner's answers (question number → text) and highlight items. */
export interface TPaperPassage {
  answers: Record<string, string>;
  highlights: readonly THighlightItem[];
}

/** The attempt's passages in part order, and the versions given (their snapshots). */
export const attemptPracticeIds = (attempt: Pick<TAttemptRow, "practice_ids">) => attempt.practice_ids.split("|");
export const attemptShas = (attempt: Pick<TAttemptRow, "snapshot_shas">) => attempt.snapshot_shas.split("|");

export const nonBlank = (answers: Record<string, string>) =>
  Object.fromEntries(Object.entries(answers).filter(([, v]) => v.trim() !== ""));

/** The identity of a paper's answers: a repeat with the same answers is the same submission. */
export function payloadHash(practiceIds: readonly string[], passages: readonly TPaperPassage[]): string {
  const canonical = passages.map((p, i) => [
    practiceIds[i],
    Object.entries(nonBlank(p.answers))
      .map(([n, v]) => [Number(n), v.trim()] as const)
      .sort((a, b) => a[0] - b[0]),
  ]);
  return sha256Hex(JSON.stringify(canonical));
}

/** The versions an attempt was given, parsed (cached by SHA-256), in part order. */
export async function attemptPractices(deps: TAppDeps, attempt: TAttemptRow): Promise<TReadingPractice[]> {
  const practices: TReadingPractice[] = [];
  for (const sha of attemptShas(attempt)) {
    const practice = await findSnapshot(deps.db, sha);
    // Snapshots are never deleted while a submission or an attempt names them.
    if (!practice) throw new Error(`attempt ${attempt.test_taker_id} names a missing snapshot ${sha}`);
    practices.push(practice);
  }
  return practices;
}

/** Refuses (400) an answer for a number the passage does not have. */
export function checkAnswerNumbers(practice: TReadingPractice, answers: Record<string, string>): void {
  const numbers = new Set(sectionQuestionNumbers(practice).flat());
  const stray = Object.keys(answers).find((n) => !numbers.has(Number(n)));
  if (stray !== undefined) throw badRequest(`Question ${stray} is not part of practice ${practice.readingPracticeID}`);
}

/** One passage as a paper stores it: the answers graded against the version given (`snapshotSha`). */
export function gradedPassage(
  practice: TReadingPractice,
  snapshotSha: string | null,
  answers: Record<string, string>,
  highlights: THighlightItem[],
): TStoredPassage {
  const grade = gradePractice(practice, answers);
  return {
    practiceId: practice.readingPracticeID,
    title: practice.title,
    correctCount: grade.correctCnt,
    questionCount: grade.questionCnt,
    standardAnswers: grade.standardAnswers,
    userAnswers: grade.userAnswers,
    correctTable: grade.correctTable,
    highlights,
    snapshotSha,
    practice,
  };
}

/** A paper's marks over its passages, and the band they make. */
export function paperTotals(passages: readonly TStoredPassage[]) {
  const totalCorrect = passages.reduce((sum, p) => sum + p.correctCount, 0);
  const questionCount = passages.reduce((sum, p) => sum + p.questionCount, 0);
  return { totalCorrect, questionCount, band: bandForScore(totalCorrect, questionCount) };
}

/**
 * Grades an attempt's paper against the versions it was given and stores it (group-committed, with the
 * attempt marked submitted in the same transaction). The start and elapsed time are the server's: from
 * the attempt's start to now, capped at its deadline. Answers the record, or undefined when the attempt's
 * key was already taken (a repeat, or another process closing it first). A learner's submit beyond their
 * rate is a 429 that stores nothing: the attempt stays open with its saved state.
 */
export async function gradeAndStore(
  deps: TAppDeps,
  attempt: TAttemptRow,
  passages: readonly TPaperPassage[],
  closedByServer: boolean,
): Promise<TSubmissionRecord | undefined> {
  const practices = await attemptPractices(deps, attempt);
  const shas = attemptShas(attempt);
  const stored = practices.map((practice, i) => {
    const passage = passages[i] ?? { answers: {}, highlights: [] };
    // Stray ranges are dropped, never the paper.
    const highlights = keepHighlightsInBounds(practice, [...passage.highlights]);
    return gradedPassage(practice, shas[i] ?? null, nonBlank(passage.answers), highlights);
  });
  const now = deps.now();
  const { totalCorrect, questionCount, band } = paperTotals(stored);
  const elapsed = elapsedSeconds(attempt.started_at, now, attempt.deadline_at);
  const id = newId("sub_");
  const written = await deps.commits.submissions.submit({
    id,
    userId: attempt.user_id,
    testTakerId: attempt.test_taker_id,
    startTs: attempt.started_at,
    elapsedSeconds: elapsed,
    submittedAt: now,
    totalCorrect,
    questionCount,
    band,
    payloadHash: payloadHash(attemptPracticeIds(attempt), passages),
    closedByServer,
    passages: stored,
  });
  if (typeof written === "object") throw submitRateLimited(written.retryAfterMs, deps.config.submitsPerMinute);
  if (written === "taken") return undefined;
  return {
    submissionID: id,
    totalCorrectCnt: totalCorrect,
    band,
    elapsedTime: elapsed,
    SubmissionResults: stored.map((p) => ({
      readingPracticeID: p.practiceId,
      standardAnswers: p.standardAnswers,
      userAnswers: p.userAnswers,
      correctCnt: p.correctCount,
      correctTable: p.correctTable,
    })),
  };
}
