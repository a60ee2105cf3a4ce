// A learner's work on a started attempt: autosave, continuing it on a device, its status, the Resume list
// and its result. Starting one is in attempt-start.service.ts; the server's close of overdue ones in
// attempt-close.service.ts.
import type { TAttemptState, TOpenAttemptSummary } from "@bandcraft/contract/attempts";
import type { TAttemptInfo, TLearnerPractice } from "@bandcraft/contract/reading";
import { SUBMIT_GRACE_MS } from "@bandcraft/domain/attempt-clock";
import type { Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TAppDeps } from "../../deps";
import { AppError, notFound } from "../../lib/app-error";
import type { TAuthUser } from "../../plugins/auth";
import { closeAttempt, savedStateOf, settled, settledAttempt } from "./attempt-close.service";
import { attemptConflict, noSuchAttempt, refusalOf } from "./attempt-errors";
import {
  claimAttempt,
  findAttempt,
  openAttemptsOf,
  overdueAttempts,
  saveAttemptState,
  type TAttemptRow,
  type TStateChange,
} from "./attempts.repository";
import { attemptPractices, attemptShas, checkAnswerNumbers } from "./paper.service";
import { learnerForm } from "./practice-forms";
import { snapshotBodies } from "./reading.repository";
import { findSubmission } from "./submission.repository";

/** Each save in the batch is its own compare-and-set, so sharing a transaction changes no save's outcome. */
export async function saveInOrder(
  trx: Transaction<TDatabase>,
  changes: TStateChange[],
): Promise<(number | undefined)[]> {
  const revisions: (number | undefined)[] = [];
  for (const change of changes) revisions.push(await saveAttemptState(trx, change));
  return revisions;
}

const infoOf = (attempt: TAttemptRow, now: number, revision = attempt.revision): TAttemptInfo => ({
  testTakerID: attempt.test_taker_id,
  kind: attempt.kind,
  startedAt: attempt.started_at,
  deadline: attempt.deadline_at,
  serverTime: now,
  revision,
});

const answeredIn = (state: TAttemptState) =>
  state.answers.reduce((sum, part) => sum + Object.values(part).filter((v) => v.trim() !== "").length, 0);

/**
 * Autosave: stores the state if the attempt is open, in time, and the caller holds its current revision;
 * answers the next revision. A stale revision (the attempt moved to another device or tab) is a 409, never
 * merged: the newer copy wins, and the older one is told to step aside.
 */
export async function saveAttempt(
  deps: TAppDeps,
  user: TAuthUser,
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
  let revision = await deps.commits.saves.submit(change);
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
    if (ownLostSave) revision = await deps.commits.saves.submit({ ...change, revision: current.revision });
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
export async function openAttempt(deps: TAppDeps, user: TAuthUser, testTakerId: string) {
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
    // Stored forms were checked when their passage was saved.
    return JSON.parse(learnerForm(body)) as TLearnerPractice;
  });
  return { attempt: infoOf(claimed, now), readingPractice, state: savedStateOf(claimed) };
}

/** Where one of the caller's attempts stands (read only, after closing it if its time ran out). */
export async function attemptStatus(deps: TAppDeps, user: TAuthUser, testTakerId: string) {
  const attempt = await settledAttempt(deps, user, testTakerId);
  return {
    status: attempt.status,
    revision: attempt.revision,
    deadline: attempt.deadline_at,
    serverTime: deps.now(),
  };
}

/** The caller's open attempts, newest first, after closing any whose time ran out. */
export async function listOpenAttempts(deps: TAppDeps, user: TAuthUser): Promise<TOpenAttemptSummary[]> {
  const now = deps.now();
  for (const overdue of await overdueAttempts(deps.db, now - SUBMIT_GRACE_MS, 20, { userId: user.id })) {
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
export async function resultOf(deps: TAppDeps, user: TAuthUser, testTakerId: string) {
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
