import { type Kysely, sql } from "kysely";
import { storedRecordJson } from "./stored-record-json";

/**
 * Each submission keeps its practice record as JSON text (`record_json`), written with the paper, so the
 * records page reads 20 strings (budget). Fills it in for the submissions stored before.
 */
export const recordJsonMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("submissions").addColumn("record_json", "text").execute();
    for await (const { id, json } of storedRecordJson(db)) {
      await sql`update submissions set record_json = ${json} where id = ${id}`.execute(db);
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("submissions").dropColumn("record_json").execute();
  },
};
