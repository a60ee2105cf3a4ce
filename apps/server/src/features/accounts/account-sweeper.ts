import type { FastifyBaseLogger } from "fastify";
import type { TAppDeps } from "../../deps";
import { runEvery } from "../../lib/run-every";
import { purgeLoginAttempts } from "./login-throttle";
import { deleteDeadSessions } from "./sessions.repository";

/** How often each server process prunes account state (dead sessions, forgotten sign-in counters). */
export const ACCOUNT_SWEEP_INTERVAL_MS = 5 * 60_000;
/** Revoked sessions are kept this long (a just-ended session can still be looked into), then deleted. */
export const REVOKED_SESSION_KEEP_MS = 60 * 60_000;
/** Rows one delete statement removes; a sweep runs at most SWEEP_MAX_BATCHES of them. */
export const SWEEP_BATCH = 1_000;
export const SWEEP_MAX_BATCHES = 50;

export type TAccountSweep = { sessionsPruned: number; loginAttemptsPurged: number };

/**
 * One sweep: deletes expired sessions and ones revoked more than REVOKED_SESSION_KEEP_MS ago, then
 * sign-in counters that no longer count, in batches of SWEEP_BATCH and at most SWEEP_MAX_BATCHES of
 * them each, so one sweep's work is bounded whatever piled up; the next sweep goes on. Safe to run in
 * every process at once.
 */
export async function sweepAccounts(deps: TAppDeps): Promise<TAccountSweep> {
  const now = deps.now();
  let sessionsPruned = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
    const deleted = await deleteDeadSessions(deps.db, now, now - REVOKED_SESSION_KEEP_MS, SWEEP_BATCH);
    sessionsPruned += deleted;
    if (deleted < SWEEP_BATCH) break;
  }
  // Sign-in counters whose failures are all forgiven (login-throttle.ts), in the same bounded batches.
  let loginAttemptsPurged = 0;
  for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
    const deleted = await purgeLoginAttempts(deps.db, now, SWEEP_BATCH);
    loginAttemptsPurged += deleted;
    if (deleted < SWEEP_BATCH) break;
  }
  return { sessionsPruned, loginAttemptsPurged };
}

/** Runs sweepAccounts every ACCOUNT_SWEEP_INTERVAL_MS in this process; answers a stop function. */
export function startAccountSweeper(deps: TAppDeps, log: FastifyBaseLogger): () => void {
  return runEvery(
    ACCOUNT_SWEEP_INTERVAL_MS,
    async () => {
      const swept = await sweepAccounts(deps);
      if (swept.sessionsPruned + swept.loginAttemptsPurged > 0) log.info(swept, "accounts sweep");
    },
    (err) => log.error({ err }, "accounts sweep failed"),
  );
}
