import { randomInt } from "node:crypto";
import type { TSubmissionRecord, TSubmitRequest } from "@bandcraft/contract/reading";
import { bandForScore } from "@bandcraft/domain/band";
import { gradePractice } from "@bandcraft/domain/grading/grade-practice";
import { keepHighlightsInBounds } from "@bandcraft/domain/highlight-bounds";
import { sectionQuestionNumbers } from "@bandcraft/domain/question-numbers";
import type { AppDeps } from "../../deps";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import { newId, sha256Hex } from "../../lib/tokens";
import type { AuthUser } from "../../plugins/auth";
import { spendReadingTokens } from "../tokens/tokens.service";
import {
  candidateAt,
  completeTestGroups,
  countCandidates,
  findLearnerBody,
  findPracticeForGrading,
  findVersionForGrading,
  learnerBodiesAtLevel,
  type PracticeFilter,
} from "./reading.repository";
import { findSubmission, type StoredPassage, storeSubmission } from "./submission.repository";

/** Starts one named practice: spends a token, returns it without its key (as JSON text, ready to send). */
export async function startSingle(deps: AppDeps, user: AuthUser, practiceId: string): Promise<string> {
  // A soft-deleted practice (level -1) is gone for learners.
  const learnerBody = await findLearnerBody(deps.db, practiceId);
  if (!learnerBody) throw notFound(`No reading practice with the id ${practiceId}`);
  await spendReadingTokens(deps, user, 1);
  return learnerBody;
}

/** Starts a uniformly random practice matching the filters: spends a token, returns it without its key. */
export async function startRandom(deps: AppDeps, user: AuthUser, filter: PracticeFilter): Promise<string> {
  const count = await countCandidates(deps.db, filter);
  if (count === 0) throw notFound("No reading practice matches these filters");
  const learnerBody = await candidateAt(deps.db, filter, randomInt(count));
  if (!learnerBody) throw notFound("No reading practice matches these filters");
  await spendReadingTokens(deps, user, 1);
  return learnerBody;
}

const nonBlank = (answers: Record<string, string>) =>
  Object.fromEntries(Object.entries(answers).filter(([, v]) => v.trim() !== ""));

/** The identity of a submission's answers: a repeat with the same answers is the same submission. */
function payloadHash(body: TSubmitRequest): string {
  const canonical = body.readingPractices.map((p) => [
    p.readingPracticeID,
    Object.entries(nonBlank(p.answers))
      .map(([n, v]) => [Number(n), v.trim()] as const)
      .sort((a, b) => a[0] - b[0]),
  ]);
  return sha256Hex(JSON.stringify(canonical));
}

async function existingOrConflict(deps: AppDeps, user: AuthUser, body: TSubmitRequest, hash: string) {
  const existing = await findSubmission(deps.db, user.id, body.testTakerID);
  if (!existing) return undefined;
  if (existing.payloadHash !== hash) {
    throw conflict(`Test ${body.testTakerID} was already submitted with different answers`);
  }
  return existing.record;
}

/**
 * Grades and stores a submission, idempotent per (learner, testTakerID): a repeat returns the first
 * record; a repeat with different answers is refused with 409.
 */
export async function submit(deps: AppDeps, user: AuthUser, body: TSubmitRequest): Promise<TSubmissionRecord> {
  const hash = payloadHash(body);
  const ids = body.readingPractices.map((p) => p.readingPracticeID);
  if (new Set(ids).size !== ids.length) throw badRequest("Each readingPracticeID may appear only once in a submission");
  const passages: StoredPassage[] = [];
  for (const submitted of body.readingPractices) {
    // The version the learner was given, if it names one: an edit or delete since then changes nothing.
    const given = submitted.version
      ? await findVersionForGrading(deps.db, submitted.readingPracticeID, submitted.version)
      : undefined;
    const found = given ?? (await findPracticeForGrading(deps.db, submitted.readingPracticeID));
    if (!found) throw badRequest(`Unknown readingPracticeID: ${submitted.readingPracticeID}`);
    const { practice, sha } = found;
    const numbers = new Set(sectionQuestionNumbers(practice).flat());
    const stray = Object.keys(submitted.answers).find((n) => !numbers.has(Number(n)));
    if (stray !== undefined)
      throw badRequest(`Question ${stray} is not part of practice ${practice.readingPracticeID}`);
    const grade = gradePractice(practice, nonBlank(submitted.answers));
    passages.push({
      practiceId: practice.readingPracticeID,
      title: practice.title,
      correctCount: grade.correctCnt,
      questionCount: grade.questionCnt,
      standardAnswers: grade.standardAnswers,
      userAnswers: grade.userAnswers,
      correctTable: grade.correctTable,
      // Stray ranges are dropped, never the submission (issue 5).
      highlights: keepHighlightsInBounds(practice, submitted.highlights.items),
      snapshotSha: sha,
    });
  }
  const totalCorrect = passages.reduce((sum, p) => sum + p.correctCount, 0);
  const questionCount = passages.reduce((sum, p) => sum + p.questionCount, 0);
  const band = bandForScore(totalCorrect, questionCount);
  const id = newId("sub_");
  // Grade first, then let the unique key decide: one round trip for a new paper, no check-then-insert.
  const stored = await storeSubmission(deps, {
    id,
    userId: user.id,
    testTakerId: body.testTakerID,
    startTs: body.startTimeStamp,
    elapsedSeconds: body.elapsedTime,
    submittedAt: deps.now(),
    totalCorrect,
    questionCount,
    band,
    payloadHash: hash,
    passages,
  });
  if (!stored) {
    // The key was taken (a retry, or a concurrent duplicate): answer with the first record, or 409.
    const first = await existingOrConflict(deps, user, body, hash);
    if (first) return first;
    throw new Error("submission key taken but no submission found");
  }
  return {
    submissionID: id,
    totalCorrectCnt: totalCorrect,
    band,
    elapsedTime: body.elapsedTime,
    SubmissionResults: passages.map((p) => ({
      readingPracticeID: p.practiceId,
      standardAnswers: p.standardAnswers,
      userAnswers: p.userAnswers,
      correctCnt: p.correctCount,
      correctTable: p.correctTable,
    })),
  };
}

const pickOne = <T>(items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : items[randomInt(items.length)];

/**
 * Starts a complete test: parts 1, 2 and 3 of one random complete test (a testGroup) when the bank
 * has one, else one random passage of each part. Spends three tokens, all or none.
 */
export async function startPack(deps: AppDeps, user: AuthUser, pageType: string): Promise<string[]> {
  const group = pickOne(await completeTestGroups(deps.db, pageType));
  const parts: string[] = [];
  for (const level of [1, 2, 3]) {
    const learnerBody = pickOne(await learnerBodiesAtLevel(deps.db, pageType, level, group));
    if (!learnerBody)
      throw notFound(`No ${pageType} practice for part ${level}: a complete test needs all three parts`);
    parts.push(learnerBody);
  }
  await spendReadingTokens(deps, user, parts.length);
  return parts;
}
