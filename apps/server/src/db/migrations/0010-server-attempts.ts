import { type Kysely, sql } from "kysely";

/** Sets or removes the `version` field of every stored learner form (JSON text), row by row. */
async function rewriteLearnerForms(db: Kysely<unknown>, withVersion: boolean): Promise<void> {
  const rows = await sql<{
    id: string;
    learner_body: string | null;
    body_sha: string | null;
  }>`select id, learner_body, body_sha from reading_practices`.execute(db);
  for (const row of rows.rows) {
    if (row.learner_body === null) continue;
    const { version: _version, ...form } = JSON.parse(row.learner_body) as Record<string, unknown>;
    const next = withVersion && row.body_sha ? { ...form, version: row.body_sha } : form;
    await sql`update reading_practices set learner_body = ${JSON.stringify(next)} where id = ${row.id}`.execute(db);
  }
}

/**
 * Attempts live on the server. The unused `attempts` table of 0001 is replaced by one row per
 * started test: its passages and the versions given, the server's start and deadline, status, and the
 * last autosaved state with its revision. Learner forms lose their `version` (the SHA-256 of the body
 * with its key, which let a short key be recovered by trying combinations): the attempt keeps the
 * versions instead. Each account gains its time allowance (percent of the standard time; 0 = untimed), and
 * writing drafts move to the server (`writing_drafts`).
 */
export const serverAttemptsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("attempts").execute();
    await db.schema
      .createTable("attempts")
      .addColumn("test_taker_id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("practice_ids", "text", (c) => c.notNull())
      .addColumn("snapshot_shas", "text", (c) => c.notNull())
      .addColumn("titles", "text", (c) => c.notNull())
      .addColumn("question_count", "integer", (c) => c.notNull())
      .addColumn("answered_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("tokens_spent", "integer", (c) => c.notNull())
      .addColumn("started_at", "bigint", (c) => c.notNull())
      .addColumn("deadline_at", "bigint")
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("closed_by_server", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("state", "text")
      .addColumn("last_save_key", "text")
      .addColumn("saved_at", "bigint", (c) => c.notNull())
      .addColumn("submitted_at", "bigint")
      .execute();
    await db.schema.createIndex("attempts_user_status_idx").on("attempts").columns(["user_id", "status"]).execute();
    // The overdue sweep and the abandon sweep each read one range of this index.
    await db.schema
      .createIndex("attempts_status_deadline_idx")
      .on("attempts")
      .columns(["status", "deadline_at"])
      .execute();
    await db.schema.createIndex("attempts_status_saved_idx").on("attempts").columns(["status", "saved_at"]).execute();
    await db.schema
      .alterTable("users")
      .addColumn("time_allowance", "integer", (c) => c.notNull().defaultTo(100))
      .execute();
    // An essay being written follows its learner to any device: one draft per learner and task.
    await db.schema
      .createTable("writing_drafts")
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("writing_practice_id", "text", (c) => c.notNull())
      .addColumn("part", "integer", (c) => c.notNull())
      .addColumn("text", "text", (c) => c.notNull())
      .addColumn("test_taker_id", "text", (c) => c.notNull())
      .addColumn("started_at", "bigint", (c) => c.notNull())
      .addColumn("timer_visible", "integer", (c) => c.notNull())
      .addColumn("revision", "integer", (c) => c.notNull())
      .addColumn("saved_at", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("writing_drafts_pk", ["user_id", "writing_practice_id"])
      .execute();
    await rewriteLearnerForms(db, false);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await rewriteLearnerForms(db, true);
    await db.schema.dropTable("writing_drafts").execute();
    await db.schema.alterTable("users").dropColumn("time_allowance").execute();
    await db.schema.dropTable("attempts").execute();
    await db.schema
      .createTable("attempts")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("test_taker_id", "text", (c) => c.notNull())
      .addColumn("practice_ids", "text", (c) => c.notNull())
      .addColumn("tokens_spent", "integer", (c) => c.notNull())
      .addColumn("started_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("attempts_user_idx").on("attempts").columns(["user_id", "started_at"]).execute();
  },
};
