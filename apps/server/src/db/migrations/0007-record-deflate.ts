import { type Kysely, sql } from "kysely";
import { deflatePiece, packPiece, pieceText, type TDialect, unpackPiece } from "./frozen";

const BATCH = 500;

/**
 * Each submission keeps its practice record compressed (`record_deflate`, the pieces of frozen.ts) instead of
 * as JSON text, so a records page is 20 stored pieces stitched into one deflate stream, with nothing
 * compressed per request. Dropping the text keeps a row under SQLite's overflow threshold
 * (about 1 KB on a 4 KB page), and the page index now covers the whole sort: newest first, ties by id.
 */
export const recordDeflateMigration = (dialect: TDialect) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("submissions")
      .addColumn("record_deflate", dialect === "postgres" ? "bytea" : "blob")
      .execute();
    let after = "";
    for (;;) {
      const batch = await sql<{ id: string; record_json: string }>`select id, record_json from submissions
        where id > ${after} and record_json is not null order by id limit ${BATCH}`.execute(db);
      for (const row of batch.rows) {
        const packed = packPiece(deflatePiece(row.record_json));
        await sql`update submissions set record_deflate = ${packed} where id = ${row.id}`.execute(db);
      }
      if (batch.rows.length < BATCH) break;
      after = batch.rows[batch.rows.length - 1]?.id ?? after;
    }
    await db.schema.alterTable("submissions").dropColumn("record_json").execute();
    await db.schema.dropIndex("submissions_user_idx").execute();
    await db.schema
      .createIndex("submissions_user_page_idx")
      .on("submissions")
      .columns(["user_id", "submitted_at", "id"])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("submissions").addColumn("record_json", "text").execute();
    const rows = await sql<{ id: string; record_deflate: Uint8Array }>`select id, record_deflate from submissions
      where record_deflate is not null`.execute(db);
    for (const row of rows.rows) {
      const text = pieceText(unpackPiece(row.record_deflate));
      await sql`update submissions set record_json = ${text} where id = ${row.id}`.execute(db);
    }
    await db.schema.alterTable("submissions").dropColumn("record_deflate").execute();
    await db.schema.dropIndex("submissions_user_page_idx").execute();
    await db.schema
      .createIndex("submissions_user_idx")
      .on("submissions")
      .columns(["user_id", "submitted_at"])
      .execute();
  },
});
