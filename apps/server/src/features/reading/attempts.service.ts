import { randomInt } from "node:crypto";
import type { TAttemptConflict, TAttemptState, TOpenAttemptSummary } from "@bandcraft/contract/attempts";
import type { TAttemptInfo, TSubmissionRecord } from "@bandcraft/contract/reading";
import { deadlineFor, isOverdue, SUBMIT_GRACE_MS } from "@bandcraft/domain/attempt-clock";
import { makeTestTakerId, SERVER_RANDOM_LENGTH } from "@bandcraft/domain/test-taker-id";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database";
import type { Dialect } from "../../db/dialects";
import type { AppDeps } from "../../deps";
import { AppError, notFound } from "../../lib/app-error";
import { GroupCommitter } from "../../lib/group-commit";
import type { AuthUser } from "../../plugins/auth";
import { lockLearners } from "../quotas/learner-usage.repository";
import { tooManyOpenAttempts } from "../quotas/quota-errors";
import { notEnoughTokens, readingSpend, spendInTransaction, type TokenSpend } from "../tokens/tokens.service";
import {
  type AttemptRow,
  abandonIdleAttempts,
  claimAttempt,
  findAttempt,
  insertAttempts,
  type NewAttempt,
  openAttemptCounts,
  openAttemptsOf,
  overdueAttempts,
  type StateChange,
  saveAttemptState,
  timeAllowanceOf,
} from "./attempts.repository";
import { attemptPractices, attemptShas, checkAnswerNumbers, gradeAndStore } from "./paper.service";
import { learnerForm } from "./practice-forms";
import type { GivenPractice } from "./reading.repository";
import { snapshotBodies } from "./reading.repository";
import { findSubmission } from "./submission.repository";

/** A refusal the client can act on: 409 with the reason beside errMsg. */
export const attemptConflict = (reason: TAttemptConflict, message: string) =>
  new AppError(409, message, {}, { reason });

const refusalOf = (attempt: AttemptRow): AppError | undefined => {
  if (attempt.status === "submitted")
    return attemptConflict("submitted", `Test ${attempt.test_taker_id} has been submitted; its results are ready`);
  if (attempt.status === "abandoned")
    return attemptConflict(
      "abandoned",
      `Test ${attempt.test_taker_id} was left unused for too long and has been closed; start a new test`,
    );
  return undefined;
};

const noSuchAttempt = (testTakerId: string) =>
  notFound(`No test of yours with the id ${testTakerId}: start a test first`);

/** The id's random part comes from the operating system's generator, so nobody can guess an attempt. */
const secureRandom = () => (randomInt(36) + 0.5) / 36;

type StartJob = { spend: TokenSpend | null; attempt: NewAttempt };
/** What became of a start: made, or refused for want of tokens or for too many tests in progress. */
type StartOutcome = "made" | "no-tokens" | "open-attempts";

/**
 * Checks each learner's open attempts against their limit and spends in order, then writes the attempts
 * made: a start, its cost and its place among the learner's open tests are one transaction. The learners'
 * usage rows are locked first, so two processes starting for one learner take turns (none goes past it).
 */
async function startInOrder(
  trx: Transaction<Database>,
  dialect: Dialect,
  limit: number,
  jobs: StartJob[],
): Promise<StartOutcome[]> {
  const userIds = [...new Set(jobs.map((job) => job.attempt.user_id))];
  const overdueBefore = Math.min(...jobs.map((job) => job.attempt.started_at)) - SUBMIT_GRACE_MS;
  if (limit > 0) await lockLearners(trx, dialect, userIds);
  const open = limit > 0 ? await openAttemptCounts(trx, userIds, overdueBefore) : new Map<number, number>();
  const outcomes: StartOutcome[] = [];
  for (const job of jobs) {
    const count = open.get(job.attempt.user_id) ?? 0;
    if (limit > 0 && count >= limit) outcomes.push("open-attempts");
    else if (job.spend && !(await spendInTransaction(trx, job.spend))) outcomes.push("no-tokens");
    else {
      outcomes.push("made");
      open.set(job.attempt.user_id, count + 1);
    }
  }
  await insertAttempts(
    trx,
    jobs.filter((_, i) => outcomes[i] === "made").map((job) => job.attempt),
  );
  return outcomes;
}

const starters = new WeakMap<Kysely<Database>, GroupCommitter<StartJob, StartOutcome>>();

/** Each save in the batch is its own compare-and-set, so sharing a transaction changes no save's outcome. */
async function saveInOrder(trx: Transaction<Database>, changes: StateChange[]): Promise<(number | undefined)[]> {
  const revisions: (number | undefined)[] = [];
  for (const change of changes) revisions.push(await saveAttemptState(trx, change));
  return revisions;
}

const savers = new WeakMap<Kysely<Database>, GroupCommitter<StateChange, number | undefined>>();

/**
 * Autosaves arriving together share one transaction (one fsync with synchronous=FULL instead of one each):
 * the autosave bench went from 1,709 to 3,933 saves a second on SQLite, 486 to 250 µs of server CPU each.
 */
function storeState(deps: AppDeps, change: StateChange): Promise<number | undefined> {
  let saver = savers.get(deps.db);
  if (!saver) {
    saver = new GroupCommitter(deps.db, saveInOrder);
    savers.set(deps.db, saver);
  }
  return saver.submit(change);
}

/**
 * Creates the attempt of a start in the transaction that spends its tokens (one per passage, all or none;
 * starts arriving together share one transaction, as spends did), or throws 403 when too few remain.
 */
export async function startAttempt(
  deps: AppDeps,
  user: AuthUser,
  kind: "single" | "multi",
  practices: GivenPractice[],
): Promise<TAttemptInfo> {
  const now = deps.now();
  const allowance = kind === "multi" ? await timeAllowanceOf(deps.db, user.id) : 100;
  const deadline = deadlineFor(kind, now, allowance);
  const testTakerID = makeTestTakerId(kind, now, secureRandom, SERVER_RANDOM_LENGTH);
  const spend = readingSpend(deps, user, practices.length);
  let starter = starters.get(deps.db);
  if (!starter) {
    starter = new GroupCommitter(deps.db, (trx, jobs: StartJob[]) =>
      startInOrder(trx, deps.dialect, deps.config.openAttempts, jobs),
    );
    starters.set(deps.db, starter);
  }
  const outcome = await starter.submit({
    spend,
    attempt: {
      test_taker_id: testTakerID,
      user_id: user.id,
      kind,
      practice_ids: practices.map((p) => p.id).join("|"),
      snapshot_shas: practices.map((p) => p.sha).join("|"),
      titles: JSON.stringify(practices.map((p) => p.title)),
      question_count: practices.reduce((sum, p) => sum + p.questionCount, 0),
      tokens_spent: spend?.count ?? 0,
      started_at: now,
      deadline_at: deadline,
      status: "open",
      saved_at: now,
    },
  });
  if (outcome === "open-attempts") throw tooManyOpenAttempts(deps.config.openAttempts);
  if (outcome === "no-tokens") throw notEnoughTokens(deps, practices.length);
  return { testTakerID, kind, startedAt: now, deadline, serverTime: now, revision: 0 };
}

const infoOf = (attempt: AttemptRow, now: number, revision = attempt.revision): TAttemptInfo => ({
  testTakerID: attempt.test_taker_id,
  kind: attempt.kind,
  startedAt: attempt.started_at,
  deadline: attempt.deadline_at,
  serverTime: now,
  revision,
});

/** The saved state of an attempt, or one with nothing in it. */
function stateOf(attempt: AttemptRow): TAttemptState | null {
  return attempt.state ? (JSON.parse(attempt.state) as TAttemptState) : null;
}

/**
 * Submits an overdue attempt with its last saved state, as the learner left it. Exactly once: the
 * submission's unique key decides between processes racing to close it; the loser writes nothing.
 */
export async function closeAttempt(deps: AppDeps, attempt: AttemptRow): Promise<TSubmissionRecord | undefined> {
  const state = stateOf(attempt);
  const parts = attemptShas(attempt).length;
  const passages = Array.from({ length: parts }, (_, i) => ({
    answers: state?.answers[i] ?? {},
    highlights: state?.highlights[i] ?? [],
  }));
  return gradeAndStore(deps, attempt, passages, true);
}

/** Closes the attempt if it is open and overdue; answers it as it now stands. */
async function settled(deps: AppDeps, attempt: AttemptRow): Promise<AttemptRow> {
  if (attempt.status !== "open" || !isOverdue(attempt.deadline_at, deps.now())) return attempt;
  await closeAttempt(deps, attempt);
  return (await findAttempt(deps.db, attempt.user_id, attempt.test_taker_id)) ?? attempt;
}

/** One of the caller's attempts, closed first if its time ran out; 404 when it is not theirs. */
export async function settledAttempt(deps: AppDeps, user: AuthUser, testTakerId: string): Promise<AttemptRow> {
  const attempt = await findAttempt(deps.db, user.id, testTakerId);
  if (!attempt) throw noSuchAttempt(testTakerId);
  return settled(deps, attempt);
}

const answeredIn = (state: TAttemptState) =>
  state.answers.reduce((sum, part) => sum + Object.values(part).filter((v) => v.trim() !== "").length, 0);

/**
 * Autosave: stores the state if the attempt is open, in time, and the caller holds its current revision;
 * answers the next revision. A stale revision (the attempt moved to another device or tab) is a 409, never
 * merged: the newer copy wins, and the older one is told to step aside.
 */
export async function saveAttempt(
  deps: AppDeps,
  user: AuthUser,
  body: { testTakerID: string; revision: number; state: TAttemptState; saveKey?: string; unackedSaveKey?: string },
) {
  const attempt = await settledAttempt(deps, user, body.testTakerID);
  const refusal = refusalOf(attempt);
  if (refusal) throw refusal;
  const { state } = body;
  const parts = attemptShas(attempt).length;
  if (state.answers.length !== parts || state.highlights.length !== parts || state.flags.length !== parts) {
    throw new AppError(400, `Invalid request: state: this test has ${parts} part${parts === 1 ? "" : "s"}`);
  }
  if (state.currentPart >= parts) throw new AppError(400, "Invalid request: state.currentPart: no such part");
  const practices = await attemptPractices(deps, attempt);
  for (const [i, practice] of practices.entries()) checkAnswerNumbers(practice, state.answers[i] ?? {});
  const now = deps.now();
  const change = {
    userId: user.id,
    testTakerId: attempt.test_taker_id,
    revision: body.revision,
    state: JSON.stringify(state),
    answered: answeredIn(state),
    saveKey: body.saveKey ?? null,
    now,
  };
  let revision = await storeState(deps, change);
  if (revision === undefined) {
    const current = await findAttempt(deps.db, user.id, attempt.test_taker_id);
    const changed = current && refusalOf(current);
    if (changed) throw changed;
    // The caller's last save landed but its answer was lost: this one goes on top of it, not refused.
    const ownLostSave =
      current !== undefined &&
      body.unackedSaveKey !== undefined &&
      current.last_save_key === body.unackedSaveKey &&
      current.revision === body.revision + 1;
    if (ownLostSave) revision = await storeState(deps, { ...change, revision: current.revision });
  }
  if (revision === undefined) {
    throw attemptConflict(
      "stale",
      "This test was continued on another device or tab; this copy is out of date and was not saved",
    );
  }
  return { revision, savedAt: now, serverTime: now };
}

/**
 * Continues an open attempt on this device: the passages as given (from their snapshots, so an edit since
 * changes nothing), the last saved state, and a new revision that makes any other copy stale.
 */
export async function openAttempt(deps: AppDeps, user: AuthUser, testTakerId: string) {
  const attempt = await settledAttempt(deps, user, testTakerId);
  const refusal = refusalOf(attempt);
  if (refusal) throw refusal;
  const now = deps.now();
  const claimed = await claimAttempt(deps.db, user.id, testTakerId, now);
  if (!claimed) {
    const current = await findAttempt(deps.db, user.id, testTakerId);
    throw (current && refusalOf(current)) ?? noSuchAttempt(testTakerId);
  }
  const shas = attemptShas(claimed);
  const bodies = await snapshotBodies(deps.db, shas);
  const readingPractice = shas.map((sha) => {
    const body = bodies.get(sha);
    if (!body) throw new Error(`attempt ${testTakerId} names a missing snapshot ${sha}`);
    return JSON.parse(learnerForm(body)) as unknown;
  });
  return { attempt: infoOf(claimed, now), readingPractice, state: stateOf(claimed) };
}

/** Where one of the caller's attempts stands (read only, after closing it if its time ran out). */
export async function attemptStatus(deps: AppDeps, user: AuthUser, testTakerId: string) {
  const attempt = await settledAttempt(deps, user, testTakerId);
  return {
    status: attempt.status,
    revision: attempt.revision,
    deadline: attempt.deadline_at,
    serverTime: deps.now(),
  };
}

/** The caller's open attempts, newest first, after closing any whose time ran out. */
export async function listOpenAttempts(deps: AppDeps, user: AuthUser): Promise<TOpenAttemptSummary[]> {
  const now = deps.now();
  for (const overdue of await overdueAttempts(deps.db, now - SUBMIT_GRACE_MS, 20, user.id)) {
    await closeAttempt(deps, overdue);
  }
  return (await openAttemptsOf(deps.db, user.id)).map((a) => ({
    testTakerID: a.test_taker_id,
    kind: a.kind,
    startedAt: a.started_at,
    deadline: a.deadline_at,
    serverTime: now,
    titles: JSON.parse(a.titles) as string[],
    questionCount: a.question_count,
    answeredCount: a.answered_count,
  }));
}

/** The graded record of one of the caller's tests, closing it first if its time ran out. */
export async function resultOf(deps: AppDeps, user: AuthUser, testTakerId: string) {
  const found = await findAttempt(deps.db, user.id, testTakerId);
  const attempt = found ? await settled(deps, found) : undefined;
  const paper = await findSubmission(deps.db, user.id, testTakerId);
  if (!paper) {
    if (attempt?.status === "open") throw attemptConflict("in-progress", `Test ${testTakerId} is still in progress`);
    throw notFound(`No results of yours for test ${testTakerId}`);
  }
  return {
    submissionRecord: paper.record,
    kind: (paper.record.SubmissionResults.length > 1 ? "multi" : "single") as "single" | "multi",
    closedByServer: attempt?.closed_by_server === 1,
    titles: paper.titles,
  };
}

/** How many overdue attempts one sweep closes at a time (they share group commits). */
const SWEEP_BATCH = 200;

/**
 * The server's sweep: submits every overdue timed attempt with its saved state, then abandons untimed
 * attempts untouched for `abandonAfterMs`. Safe on any number of processes at once (each close is
 * exactly once). Answers how many it closed and abandoned.
 */
export async function sweepAttempts(
  deps: AppDeps,
  abandonAfterMs: number,
): Promise<{ closed: number; abandoned: number }> {
  let closed = 0;
  for (;;) {
    const overdue = await overdueAttempts(deps.db, deps.now() - SUBMIT_GRACE_MS, SWEEP_BATCH);
    const results = await Promise.allSettled(overdue.map((attempt) => closeAttempt(deps, attempt)));
    const done = results.filter((r) => r.status === "fulfilled" && r.value !== undefined).length;
    closed += done;
    // A full batch means more may wait; a batch that closed nothing (each failed) is not retried in a loop.
    if (overdue.length < SWEEP_BATCH || done === 0) break;
  }
  const abandoned = await abandonIdleAttempts(deps.db, deps.now() - abandonAfterMs);
  return { closed, abandoned };
}
