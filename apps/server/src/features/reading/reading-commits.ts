import type { TCoreDeps } from "../../deps";
import { GroupCommitter } from "../../lib/group-commit";
import { startInOrder, type TStartJob, type TStartOutcome } from "./attempt-start.service";
import type { TStateChange } from "./attempts.repository";
import { saveInOrder } from "./attempts.service";
import { insertSubmissions, type TNewSubmission, type TStoreOutcome } from "./submission.repository";

/**
 * Reading's writes that arrive together and share one transaction, hence one fsync with SQLite's
 * synchronous=FULL (each caller is still answered only after its commit). Each is kept because a bench
 * figure needs it; docs/performance.md ("Group commit") has the runs with and without.
 */
export interface TReadingCommits {
  /** Starts and their token spends (the budget: a token-spending start ≥ 10 % of health, p99 < 50 ms). */
  starts: GroupCommitter<TStartJob, TStartOutcome>;
  /** Autosaves (the exam day at 10,000 takers on SQLite: autosave p99 2.2 s without, 21 ms with). */
  saves: GroupCommitter<TStateChange, number | undefined>;
  /** Submitted papers, in two multi-row statements per batch (submit p99 < 100 ms at 50 connections). */
  submissions: GroupCommitter<TNewSubmission, TStoreOutcome>;
}

export function readingCommits(core: TCoreDeps): TReadingCommits {
  return {
    starts: new GroupCommitter(core.db, (trx, jobs) => startInOrder(trx, core.dialect, core.config.openAttempts, jobs)),
    saves: new GroupCommitter(core.db, saveInOrder),
    submissions: new GroupCommitter(core.db, (trx, batch) =>
      insertSubmissions(trx, core.dialect, batch, core.config.submitsPerMinute),
    ),
  };
}
