import { type Kysely, sql } from "kysely";
import { practiceForms } from "./frozen";

/**
 * Each practice keeps, beside its body, the learner's form (no key) ready to send and the SHA-256
 * of its body, whose snapshot row a submission references: reads and submits then neither re-parse
 * nor re-serialise a passage.
 */
export const practiceFormsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("reading_practices").addColumn("learner_body", "text").execute();
    await db.schema.alterTable("reading_practices").addColumn("body_sha", "text").execute();
    const rows = await sql<{ id: string; body: string }>`select id, body from reading_practices`.execute(db);
    for (const row of rows.rows) {
      const forms = practiceForms(row.body);
      await sql`insert into practice_snapshots (sha256, body, created_at) values (${forms.sha}, ${row.body}, ${Date.now()}) on conflict (sha256) do nothing`.execute(
        db,
      );
      await sql`update reading_practices set learner_body = ${forms.learnerBody}, body_sha = ${forms.sha} where id = ${row.id}`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("reading_practices").dropColumn("body_sha").execute();
    await db.schema.alterTable("reading_practices").dropColumn("learner_body").execute();
  },
};
