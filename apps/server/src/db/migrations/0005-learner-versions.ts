import { type Kysely, sql } from "kysely";
import { practiceFormsWithVersion as practiceForms } from "./frozen";

/**
 * The learner's form of each practice now names its version (the body's SHA-256), which comes back with
 * the submission: rewrite the stored forms of practices saved before.
 */
export const learnerVersionsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    const rows = await sql<{ id: string; body: string }>`select id, body from reading_practices`.execute(db);
    for (const row of rows.rows) {
      const { learnerBody } = practiceForms(row.body);
      await sql`update reading_practices set learner_body = ${learnerBody} where id = ${row.id}`.execute(db);
    }
  },
  async down(): Promise<void> {
    // The extra field is harmless to older code reading the learner form leniently; nothing to undo.
  },
};
