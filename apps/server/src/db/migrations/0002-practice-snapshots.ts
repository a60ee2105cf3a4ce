import type { Kysely } from "kysely";

/**
 * A submission keeps the passage and key it was graded against, so editing or deleting a practice
 * later changes no past review. Snapshots are content-addressed: a thousand submissions of one
 * unchanged passage share one row.
 */
export const practiceSnapshotsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("practice_snapshots")
      .addColumn("sha256", "text", (c) => c.primaryKey())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.alterTable("submission_passages").addColumn("snapshot_sha", "text").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("submission_passages").dropColumn("snapshot_sha").execute();
    await db.schema.dropTable("practice_snapshots").execute();
  },
};
