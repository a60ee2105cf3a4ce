import { type Kysely, sql } from "kysely";
import type { TDialect } from "./frozen";
import { fillRecordChunks } from "./stored-record-json";

/**
 * The records list is read from the submissions themselves instead of a compressed copy kept per learner
 * (`record_chunks`, dropped). Each submission gets its place in its learner's history (`seq`: 0 for the
 * first, one more for each paper after, never a gap), so any page is one range of the (user_id, seq)
 * index, as cheap at page 2,500 as at page 1; the account's count (`users.submission_count`) says where
 * the range is. The old page index (user_id, submitted_at, id) served only the records list and goes.
 * Graded passages stored before snapshots existed are pointed at their practice's current version, so
 * a review always reads the snapshot and no longer falls back to the live practice.
 */
export const recordsFromSubmissionsMigration = (dialect: TDialect) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("submissions").addColumn("seq", "integer").execute();
    // Places in the order the learner submitted; the counts are set from the rows, so the two agree.
    await sql`update submissions set seq = ranked.n
              from (select id, row_number() over (partition by user_id order by submitted_at, id) - 1 as n
                    from submissions) as ranked
              where ranked.id = submissions.id`.execute(db);
    await sql`update users set submission_count = (select count(*) from submissions where submissions.user_id = users.id)`.execute(
      db,
    );
    await db.schema
      .createIndex("submissions_user_seq_idx")
      .on("submissions")
      .columns(["user_id", "seq"])
      .unique()
      .execute();
    await db.schema.dropIndex("submissions_user_page_idx").execute();
    await db.schema.dropTable("record_chunks").execute();
    await sql`update submission_passages set snapshot_sha = (select body_sha from reading_practices
              where reading_practices.id = submission_passages.practice_id)
              where snapshot_sha is null`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    // The snapshots named by up stay named: older code reads a named snapshot first, as it should.
    await db.schema
      .createTable("record_chunks")
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("pieces", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
      .addPrimaryKeyConstraint("record_chunks_pk", ["user_id", "seq"])
      .execute();
    if (dialect === "postgres")
      await sql`alter table record_chunks alter column pieces set storage external`.execute(db);
    // Each learner's records rebuilt from their submissions' rows (the counts on the accounts already agree).
    await fillRecordChunks(db);
    await db.schema
      .createIndex("submissions_user_page_idx")
      .on("submissions")
      .columns(["user_id", "submitted_at", "id"])
      .execute();
    await db.schema.dropIndex("submissions_user_seq_idx").execute();
    await db.schema.alterTable("submissions").dropColumn("seq").execute();
  },
});
