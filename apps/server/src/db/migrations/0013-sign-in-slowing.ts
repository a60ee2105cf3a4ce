import type { Kysely } from "kysely";

/**
 * Sign-in is slowed instead of locked: each key (an e-mail, or a client address bucket) keeps its failures
 * and the time before which it may not try again (`not_before`), in place of 0001's fixed 15-minute window.
 * The counters are short-lived state, not history, so the old rows are dropped rather than converted. The
 * index lets the periodic purge delete forgotten rows without reading the table.
 */
export const signInSlowingMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("login_attempts").execute();
    await db.schema
      .createTable("login_attempts")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("failures", "integer", (c) => c.notNull())
      .addColumn("not_before", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("login_attempts_not_before_idx").on("login_attempts").column("not_before").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("login_attempts").execute();
    await db.schema
      .createTable("login_attempts")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .addColumn("failures", "integer", (c) => c.notNull())
      .execute();
  },
};
