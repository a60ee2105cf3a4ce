import { randomInt } from "node:crypto";
import type { TAttemptInfo } from "@bandcraft/contract/reading";
import { assignedDeadline, deadlineFor, SUBMIT_GRACE_MS } from "@bandcraft/domain/attempt-clock";
import { makeTestTakerId, SERVER_RANDOM_LENGTH } from "@bandcraft/domain/test-taker-id";
import type { Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";
import type { TAppDeps } from "../../deps";
import type { TAuthUser } from "../../plugins/auth";
import { lockLearners } from "../quotas/learner-usage.repository";
import { tooManyOpenAttempts } from "../quotas/quota-errors";
import { notEnoughTokens, readingSpend, spendInTransaction, type TTokenSpend } from "../tokens/tokens.service";
import { insertAttempts, openAttemptCounts, type TNewAttempt, timeAllowanceOf } from "./attempts.repository";
import type { TGivenPractice } from "./reading.repository";

/** The id's random part comes from the operating system's generator, so nobody can guess an attempt. */
const secureRandom = () => (randomInt(36) + 0.5) / 36;

export type TStartJob = { spend: TTokenSpend | null; attempt: TNewAttempt };
/** What became of a start: made, or refused for want of tokens or for too many tests in progress. */
export type TStartOutcome = "made" | "no-tokens" | "open-attempts";

/**
 * Checks each learner's open attempts against their limit and spends in order, then writes the attempts
 * made: a start, its cost and its place among the learner's open tests are one transaction. The learners'
 * usage rows are locked first, so two processes starting for one learner take turns (none goes past it).
 */
export async function startInOrder(
  trx: Transaction<TDatabase>,
  dialect: TDialect,
  limit: number,
  jobs: TStartJob[],
): Promise<TStartOutcome[]> {
  const userIds = [...new Set(jobs.map((job) => job.attempt.user_id))];
  const overdueBefore = Math.min(...jobs.map((job) => job.attempt.started_at)) - SUBMIT_GRACE_MS;
  if (limit > 0) await lockLearners(trx, dialect, userIds);
  const open = limit > 0 ? await openAttemptCounts(trx, userIds, overdueBefore) : new Map<number, number>();
  const outcomes: TStartOutcome[] = [];
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

/** A start a teacher assigned: it spends no tokens, its clock is the teacher's limit (null: untimed). */
export interface TAssignedStart {
  assignmentID: string;
  timeLimitMinutes: number | null;
}

/**
 * Creates the attempt of a start in the transaction that spends its tokens (one per passage, all or none;
 * starts arriving together share one transaction, as spends did), or throws 403 when too few remain. An
 * assigned start spends none and takes the assignment's limit times the learner's allowance; the open-tests
 * limit holds for it as for any start, and the (assignment, learner) unique index refuses a second one.
 */
export async function startAttempt(
  deps: TAppDeps,
  user: TAuthUser,
  kind: "single" | "multi",
  practices: TGivenPractice[],
  assigned?: TAssignedStart,
): Promise<TAttemptInfo> {
  const now = deps.now();
  const allowance = kind === "multi" ? await timeAllowanceOf(deps.db, user.id) : 100;
  const deadline = assigned
    ? assignedDeadline(now, assigned.timeLimitMinutes, allowance)
    : deadlineFor(kind, now, allowance);
  const testTakerID = makeTestTakerId(kind, now, secureRandom, SERVER_RANDOM_LENGTH);
  const spend = assigned ? null : readingSpend(deps, user, practices.length);
  const outcome = await deps.commits.starts.submit({
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
      assignment_id: assigned?.assignmentID ?? null,
    },
  });
  if (outcome === "open-attempts") throw tooManyOpenAttempts(deps.config.openAttempts);
  if (outcome === "no-tokens") throw notEnoughTokens(deps, practices.length);
  return { testTakerID, kind, startedAt: now, deadline, serverTime: now, revision: 0 };
}
