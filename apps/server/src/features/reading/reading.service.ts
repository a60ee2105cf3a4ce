import { randomInt } from "node:crypto";
import type { TAttemptInfo, TSubmissionRecord, TSubmitRequest } from "@bandcraft/contract/reading";
import { clientTimeProblem } from "@bandcraft/domain/attempt-clock";
import type { TAppDeps } from "../../deps";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import type { TAuthUser } from "../../plugins/auth";
import { couldSpend, notEnoughTokens, readingSpend } from "../tokens/tokens.service";
import { settledAttempt } from "./attempt-close.service";
import { attemptConflict } from "./attempt-errors";
import { startAttempt } from "./attempt-start.service";
import type { TAttemptRow } from "./attempts.repository";
import {
  attemptPracticeIds,
  attemptPractices,
  checkAnswerNumbers,
  gradeAndStore,
  payloadHash,
  type TPaperPassage,
} from "./paper.service";
import {
  candidateAt,
  completeTestGroups,
  countCandidates,
  findGivenPractice,
  practicesAtLevel,
  type TGivenPractice,
  type TPracticeFilter,
} from "./reading.repository";
import { findSubmission } from "./submission.repository";

/** A started test: the learner forms to send (JSON text) and the attempt made for them. */
export interface TStarted {
  bodies: string[];
  attempt: TAttemptInfo;
}

async function start(deps: TAppDeps, user: TAuthUser, kind: "single" | "multi", given: TGivenPractice[]) {
  const attempt = await startAttempt(deps, user, kind, given);
  return { bodies: given.map((p) => p.learnerBody), attempt };
}

/**
 * The refusal when nothing matches a start: a 404 only for a caller who could have paid for it. Without
 * the tokens it is the same 403 a practice that exists gets, so who may not take a test cannot learn
 * which ids (or filters) exist. Read only on this path: a start that finds its practice pays as before.
 */
async function nothingToStart(deps: TAppDeps, user: TAuthUser, count: number, message: string): Promise<never> {
  if (!(await couldSpend(deps, readingSpend(deps, user, count)))) throw notEnoughTokens(deps, count);
  throw notFound(message);
}

/** Starts one named practice: one token, an attempt; the practice without its key. */
export async function startSingle(deps: TAppDeps, user: TAuthUser, practiceId: string): Promise<TStarted> {
  // A soft-deleted practice (level -1) is gone for learners.
  const given = await findGivenPractice(deps.db, practiceId);
  if (!given) return nothingToStart(deps, user, 1, `No reading practice with the id ${practiceId}`);
  return start(deps, user, "single", [given]);
}

/** Starts a uniformly random practice matching the filters: one token, an attempt. */
export async function startRandom(deps: TAppDeps, user: TAuthUser, filter: TPracticeFilter): Promise<TStarted> {
  const none = "No reading practice matches these filters";
  const count = await countCandidates(deps.db, filter);
  if (count === 0) return nothingToStart(deps, user, 1, none);
  const given = await candidateAt(deps.db, filter, randomInt(count));
  if (!given) return nothingToStart(deps, user, 1, none);
  return start(deps, user, "single", [given]);
}

const pickOne = <T>(items: readonly T[]): T | undefined =>
  items.length === 0 ? undefined : items[randomInt(items.length)];

/**
 * Starts a complete test: parts 1, 2 and 3 of one random complete test (a testGroup) when the bank
 * has one, else one random passage of each part. Three tokens, all or none, and one timed attempt.
 */
export async function startPack(deps: TAppDeps, user: TAuthUser, pageType: string): Promise<TStarted> {
  const group = pickOne(await completeTestGroups(deps.db, pageType));
  const parts: TGivenPractice[] = [];
  for (const level of [1, 2, 3]) {
    const given = pickOne(await practicesAtLevel(deps.db, pageType, level, group));
    if (!given) {
      const message = `No ${pageType} practice for part ${level}: a complete test needs all three parts`;
      return nothingToStart(deps, user, 3, message);
    }
    parts.push(given);
  }
  return start(deps, user, "multi", parts);
}

/** The submitted passages in the attempt's part order; 400 unless they are exactly the attempt's. */
function paperOf(attempt: TAttemptRow, body: TSubmitRequest): TPaperPassage[] {
  const ids = attemptPracticeIds(attempt);
  const byId = new Map(body.readingPractices.map((p) => [p.readingPracticeID, p]));
  const stray = body.readingPractices.find((p) => !ids.includes(p.readingPracticeID));
  if (stray) throw badRequest(`Passage ${stray.readingPracticeID} is not part of test ${attempt.test_taker_id}`);
  if (byId.size !== body.readingPractices.length)
    throw badRequest("Each readingPracticeID may appear only once in a submission");
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0) throw badRequest(`This submission must include passage ${missing.join(", ")}`);
  return ids.map((id) => {
    const p = byId.get(id);
    return { answers: p?.answers ?? {}, highlights: p?.highlights.items ?? [] };
  });
}

/** The stored record of an attempt's paper when a repeat is the same paper (or the server's close); else 409. */
async function existingPaper(
  deps: TAppDeps,
  user: TAuthUser,
  attempt: TAttemptRow,
  hash: string,
): Promise<{ record: TSubmissionRecord; closedByServer: boolean }> {
  const first = await findSubmission(deps.db, user.id, attempt.test_taker_id);
  // Not expected (a refused submit's repeat is refused too), but never a 500: nothing stands, so send it again.
  if (!first) throw conflict(`Test ${attempt.test_taker_id} was not stored: submit it again`);
  const current = await settledAttempt(deps, user, attempt.test_taker_id);
  // Time ran out and the server sent the saved answers: that is the paper, whatever came after.
  if (current.closed_by_server === 1) return { record: first.record, closedByServer: true };
  if (first.payloadHash !== hash)
    throw conflict(`Test ${attempt.test_taker_id} was already submitted with different answers`);
  return { record: first.record, closedByServer: false };
}

/**
 * Grades and stores the paper of one of the caller's open attempts, against the versions the attempt was
 * given, with the server's times. Idempotent: a repeat with the same answers returns the first record, with
 * different answers 409. Past the deadline and its grace, the server's close (with the last saved
 * answers) stands instead (settledAttempt closes it first). Anything else (no such attempt of the caller's, other passages, unbelievable
 * times) is refused and stores nothing.
 */
export async function submit(
  deps: TAppDeps,
  user: TAuthUser,
  body: TSubmitRequest,
): Promise<{ record: TSubmissionRecord; closedByServer: boolean }> {
  const attempt = await settledAttempt(deps, user, body.testTakerID);
  const now = deps.now();
  for (const field of ["startTimeStamp", "submissionTimestamp"] as const) {
    const problem = clientTimeProblem(field, body[field], attempt.started_at, now);
    if (problem) throw badRequest(`Invalid request: ${field}: ${problem}`);
  }
  if (attempt.status === "abandoned")
    throw attemptConflict(
      "abandoned",
      `Test ${attempt.test_taker_id} was left unused for too long and has been closed`,
    );
  const passages = paperOf(attempt, body);
  const hash = payloadHash(attemptPracticeIds(attempt), passages);
  if (attempt.status === "submitted") return existingPaper(deps, user, attempt, hash);
  const practices = await attemptPractices(deps, attempt);
  for (const [i, practice] of practices.entries()) checkAnswerNumbers(practice, passages[i]?.answers ?? {});
  const record = await gradeAndStore(deps, attempt, passages, false);
  // The key was taken meanwhile (a concurrent repeat, or the server's close): answer with what stands.
  return record ? { record, closedByServer: false } : existingPaper(deps, user, attempt, hash);
}
