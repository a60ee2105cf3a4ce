import { type Kysely, sql } from "kysely";
import { deflatePiece, packPiece, type TDialect } from "./frozen";
import { fillRecordChunks, storedRecordJson } from "./stored-record-json";

/**
 * Each learner's practice records move from one piece per submission (`submissions.record_deflate`) to
 * chunks of RECORDS_PER_CHUNK pieces in submission order (`record_chunks`, frozen.ts), so a
 * records page reads one or two rows. Both ways, each record is rebuilt from its submission's
 * rows, and the count on the account is set from the records chunked, so the two agree from the start.
 */
export const recordChunksMigration = (dialect: TDialect) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("record_chunks")
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("seq", "integer", (c) => c.notNull())
      .addColumn("pieces", dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
      .addPrimaryKeyConstraint("record_chunks_pk", ["user_id", "seq"])
      .execute();
    // The pieces are deflated already: PostgreSQL need not try to compress them again on every append.
    if (dialect === "postgres")
      await sql`alter table record_chunks alter column pieces set storage external`.execute(db);
    // Rebuilt from each submission's rows rather than copied, so no submission can lack its record; the
    // rows come learner by learner, so one learner's pieces are held at a time.
    await sql`update users set submission_count = 0`.execute(db);
    await fillRecordChunks(db, async (userId, count) => {
      await sql`update users set submission_count = ${count} where id = ${userId}`.execute(db);
    });
    await db.schema.alterTable("submissions").dropColumn("record_deflate").execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("submissions")
      .addColumn("record_deflate", dialect === "postgres" ? "bytea" : "blob")
      .execute();
    for await (const { id, json } of storedRecordJson(db)) {
      const packed = packPiece(deflatePiece(json));
      await sql`update submissions set record_deflate = ${packed} where id = ${id}`.execute(db);
    }
    await db.schema.dropTable("record_chunks").execute();
  },
});
