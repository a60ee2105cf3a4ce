import { type Kysely, sql } from "kysely";
import type { Dialect } from "../dialects";
import { appendedChunks, deflatePiece, packPiece, type TDeflatePiece } from "./frozen";
import { storedRecordJson } from "./stored-record-json";

/**
 * Each learner's practice records move from one piece per submission (`submissions.record_deflate`) to
 * chunks of RECORDS_PER_CHUNK pieces in submission order (`record_chunks`, lib/piece-chunks.ts), so a
 * records page reads one or two rows. Both ways, each record is rebuilt from its submission's
 * rows, and the count on the account is set from the records chunked, so the two agree from the start.
 */
export const recordChunksMigration = (dialect: Dialect) => ({
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
    const writeLearner = async (userId: number, pieces: TDeflatePiece[]) => {
      for (const chunk of appendedChunks(0, pieces)) {
        await sql`insert into record_chunks (user_id, seq, pieces) values (${userId}, ${chunk.seq}, ${chunk.bytes})`.execute(
          db,
        );
      }
      await sql`update users set submission_count = ${pieces.length} where id = ${userId}`.execute(db);
    };
    let learner: { userId: number; pieces: TDeflatePiece[] } | undefined;
    for await (const { userId, json } of storedRecordJson(db)) {
      if (learner?.userId !== userId) {
        if (learner) await writeLearner(learner.userId, learner.pieces);
        learner = { userId, pieces: [] };
      }
      learner.pieces.push(deflatePiece(json));
    }
    if (learner) await writeLearner(learner.userId, learner.pieces);
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
