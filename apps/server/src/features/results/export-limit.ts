import { concurrencyLimit } from "../../lib/concurrency-limit";
import { exportInFlight, exportsBusy } from "./results-errors";

/**
 * Class exports prepared at once per process, and how many more may wait. The largest class's export is 50,000
 * rows (15.8 MB) and about 0.9 s of the process's thread (bench/class-results.mjs): fifty at once took every
 * PostgreSQL connection of the pool and left other learners' calls refused (503). Waiting ones hold no connection.
 */
export const EXPORTS_AT_ONCE = 2;
export const EXPORTS_WAITING = 100;

export type TExportLimit = <T>(userId: number, task: () => Promise<T>) => Promise<T>;

/**
 * One per app (deps.ts), as a second process has its own. Each caller has one export in hand at a time (a
 * second is 429), so no one teacher can fill the line and keep everyone else's downloads out.
 */
export function exportLimit(): TExportLimit {
  const line = concurrencyLimit(EXPORTS_AT_ONCE, EXPORTS_WAITING, exportsBusy);
  const inHand = new Set<number>();
  return async (userId, task) => {
    if (inHand.has(userId)) throw exportInFlight();
    inHand.add(userId);
    try {
      return await line(task);
    } finally {
      inHand.delete(userId);
    }
  };
}
