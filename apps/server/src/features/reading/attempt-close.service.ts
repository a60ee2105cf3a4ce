import type { TAttemptState } from "@bandcraft/contract/attempts";
import type { TSubmissionRecord } from "@bandcraft/contract/reading";
import { isOverdue, SUBMIT_GRACE_MS } from "@bandcraft/domain/attempt-clock";
import type { TAppDeps } from "../../deps";
import type { TAuthUser } from "../../plugins/auth";
import { noSuchAttempt } from "./attempt-errors";
import { abandonIdleAttempts, findAttempt, overdueAttempts, type TAttemptRow } from "./attempts.repository";
import { attemptShas, gradeAndStore } from "./paper.service";

/** The saved state of an attempt, or one with nothing in it. */
export function savedStateOf(attempt: TAttemptRow): TAttemptState | null {
  return attempt.state ? (JSON.parse(attempt.state) as TAttemptState) : null;
}

/**
 * Submits an overdue attempt with its last saved state, as the learner left it. Exactly once: the
 * submission's unique key decides between processes racing to close it; the loser writes nothing.
 */
export async function closeAttempt(deps: TAppDeps, attempt: TAttemptRow): Promise<TSubmissionRecord | undefined> {
  const state = savedStateOf(attempt);
  const parts = attemptShas(attempt).length;
  const passages = Array.from({ length: parts }, (_, i) => ({
    answers: state?.answers[i] ?? {},
    highlights: state?.highlights[i] ?? [],
  }));
  return gradeAndStore(deps, attempt, passages, true);
}

/** Closes the attempt if it is open and overdue; answers it as it now stands. */
export async function settled(deps: TAppDeps, attempt: TAttemptRow): Promise<TAttemptRow> {
  if (attempt.status !== "open" || !isOverdue(attempt.deadline_at, deps.now())) return attempt;
  await closeAttempt(deps, attempt);
  return (await findAttempt(deps.db, attempt.user_id, attempt.test_taker_id)) ?? attempt;
}

/** One of the caller's attempts, closed first if its time ran out; 404 when it is not theirs. */
export async function settledAttempt(deps: TAppDeps, user: TAuthUser, testTakerId: string): Promise<TAttemptRow> {
  const attempt = await findAttempt(deps.db, user.id, testTakerId);
  if (!attempt) throw noSuchAttempt(testTakerId);
  return settled(deps, attempt);
}

/** How many overdue attempts one sweep closes at a time (they share group commits). */
const SWEEP_BATCH = 200;

/**
 * The server's sweep: submits every overdue timed attempt with its saved state, then abandons untimed
 * attempts untouched for `abandonAfterMs`. Safe on any number of processes at once (each close is
 * exactly once). Answers how many it closed and abandoned.
 */
export async function sweepAttempts(
  deps: TAppDeps,
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

/**
 * Closes the overdue attempts of these assignments now, as the sweep would: a teacher's results then show a
 * paper whose time ran out as submitted, not as still running until the next sweep. All of them, in batches.
 */
export async function settleAssigned(deps: TAppDeps, assignmentIds: readonly string[]): Promise<void> {
  if (assignmentIds.length === 0) return;
  for (;;) {
    const overdue = await overdueAttempts(deps.db, deps.now() - SUBMIT_GRACE_MS, SWEEP_BATCH, { assignmentIds });
    const results = await Promise.allSettled(overdue.map((attempt) => closeAttempt(deps, attempt)));
    // As the sweep: a full batch may have more behind it; one that closed nothing is not tried again in a loop.
    const done = results.filter((r) => r.status === "fulfilled" && r.value !== undefined).length;
    if (overdue.length < SWEEP_BATCH || done === 0) return;
  }
}
