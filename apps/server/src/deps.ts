import type { Kysely } from "kysely";
import type { TAppConfig } from "./config";
import type { TDatabase } from "./db/database";
import type { TDialect } from "./db/dialects";
import { readingCommits, type TReadingCommits } from "./features/reading/reading-commits";
import { exportLimit, type TExportLimit } from "./features/results/export-limit";

/** What the process opens before anything else: the database, the config and a clock tests can move. */
export interface TCoreDeps {
  db: Kysely<TDatabase>;
  dialect: TDialect;
  config: TAppConfig;
  now: () => number;
}

/**
 * What every feature receives: the core, the group committers that share this database's writes, and the bound
 * on class exports.
 */
export interface TAppDeps extends TCoreDeps {
  commits: TReadingCommits;
  /** Class exports prepared at once (features/results/export-limit.ts). */
  exports: TExportLimit;
}

/**
 * The one place the app's dependencies are made (the server, the CLI and the test harness call it): the
 * group committers live as long as the database handle they write through, one set per handle, as a second
 * process would have its own.
 */
export function createAppDeps(core: TCoreDeps): TAppDeps {
  return { ...core, commits: readingCommits(core), exports: exportLimit() };
}
