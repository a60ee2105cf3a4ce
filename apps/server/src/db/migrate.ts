import { type Kysely, type Migration, type MigrationProvider, Migrator } from "kysely";
import type { TDatabase } from "./database";
import type { TDialect } from "./dialects";
import { initialMigration } from "./migrations/0001-initial";
import { practiceSnapshotsMigration } from "./migrations/0002-practice-snapshots";
import { practiceFormsMigration } from "./migrations/0003-practice-forms";
import { writingItemThemesMigration } from "./migrations/0004-writing-item-themes";
import { learnerVersionsMigration } from "./migrations/0005-learner-versions";
import { recordJsonMigration } from "./migrations/0006-record-json";
import { recordDeflateMigration } from "./migrations/0007-record-deflate";
import { submissionCountMigration } from "./migrations/0008-submission-count";
import { recordChunksMigration } from "./migrations/0009-record-chunks";
import { serverAttemptsMigration } from "./migrations/0010-server-attempts";
import { boundedHistoryMigration } from "./migrations/0011-bounded-history";
import { sessionDevicesMigration } from "./migrations/0012-session-devices";
import { signInSlowingMigration } from "./migrations/0013-sign-in-slowing";
import { recordsFromSubmissionsMigration } from "./migrations/0014-records-from-submissions";
import { writingTaskSnapshotsMigration } from "./migrations/0015-writing-task-snapshots";
import { classesAndAccountsMigration } from "./migrations/0016-classes-and-accounts";
import { assignmentsAndMarkingMigration } from "./migrations/0017-assignments-and-marking";
import { classTalliesMigration } from "./migrations/0018-class-tallies";

/** Migrations live in code (not a folder scan) so the bundled server carries them. */
class CodeMigrationProvider implements MigrationProvider {
  constructor(private readonly dialect: TDialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      "0001-initial": initialMigration(this.dialect),
      "0002-practice-snapshots": practiceSnapshotsMigration,
      "0003-practice-forms": practiceFormsMigration,
      "0004-writing-item-themes": writingItemThemesMigration,
      "0005-learner-versions": learnerVersionsMigration,
      "0006-record-json": recordJsonMigration,
      "0007-record-deflate": recordDeflateMigration(this.dialect),
      "0008-submission-count": submissionCountMigration,
      "0009-record-chunks": recordChunksMigration(this.dialect),
      "0010-server-attempts": serverAttemptsMigration,
      "0011-bounded-history": boundedHistoryMigration,
      "0012-session-devices": sessionDevicesMigration(this.dialect),
      "0013-sign-in-slowing": signInSlowingMigration,
      "0014-records-from-submissions": recordsFromSubmissionsMigration(this.dialect),
      "0015-writing-task-snapshots": writingTaskSnapshotsMigration,
      "0016-classes-and-accounts": classesAndAccountsMigration,
      "0017-assignments-and-marking": assignmentsAndMarkingMigration,
      "0018-class-tallies": classTalliesMigration,
    };
  }
}

/**
 * Brings the schema up to date (or, for tests of a migration, up to and including `target`);
 * throws with the failing migration's name.
 */
export async function migrateToLatest(db: Kysely<TDatabase>, dialect: TDialect, target?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new CodeMigrationProvider(dialect) });
  const { error, results } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? "(unknown)"} failed: ${reason}`);
  }
}
