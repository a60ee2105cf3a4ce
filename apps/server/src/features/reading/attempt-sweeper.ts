import type { FastifyBaseLogger } from "fastify";
import type { TAppDeps } from "../../deps";
import { runEvery } from "../../lib/run-every";
import { sweepAttempts } from "./attempt-close.service";

/** How often each server process looks for overdue attempts (a learner who comes back sooner gets theirs closed on the spot). */
export const SWEEP_INTERVAL_MS = 15_000;

/**
 * Runs the attempts sweep every SWEEP_INTERVAL_MS in this process; every process may run one (closing is
 * exactly once). Answers a stop function for a graceful shutdown.
 */
export function startAttemptSweeper(deps: TAppDeps, log: FastifyBaseLogger): () => void {
  const abandonAfterMs = deps.config.attemptAbandonHours * 3_600_000;
  return runEvery(
    SWEEP_INTERVAL_MS,
    async () => {
      const { closed, abandoned } = await sweepAttempts(deps, abandonAfterMs);
      if (closed + abandoned > 0) log.info({ closed, abandoned }, "attempts sweep");
    },
    (err) => log.error({ err }, "attempts sweep failed"),
  );
}
