import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { onFreshDatabase } from "../../test/fresh-database";
import { DIALECTS } from "../../test/harness";
import { migrateToLatest } from "./migrate";

/** Three TRUE_FALSE_NOT_GIVEN (1–3), then a sentence completion naming its blanks (4, 5). */
const PART_1 = JSON.stringify({
  level: 1,
  questionSections: [
    { questionType: "TRUE_FALSE_NOT_GIVEN", questionNumber: 3, content: {} },
    { questionType: "SENTENCE_COMPLETION", questionNumber: 2, content: { blankNumbers: [4, 5] } },
  ],
});
const SHA = "1".repeat(64);

describe.each(DIALECTS)("migration 0018 on %s", (dialect) => {
  it("backfills each class's tallies from the papers of its live assignments only; and back", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      const db = handle.db;
      await migrateToLatest(db, dialect, "0017-assignments-and-marking");
      const ids: number[] = [];
      for (const email of ["teacher@example.com", "ann@example.com", "bob@example.com"]) {
        await sql`insert into users (email, password_hash, created_at) values (${email}, 'x', 1)`.execute(db);
        const row = await sql<{ id: number }>`select id from users where email = ${email}`.execute(db);
        ids.push(Number(row.rows[0]?.id));
      }
      const [teacher, ann, bob] = ids as [number, number, number];
      await sql`insert into classes (id, name, teacher_id, created_at) values ('CL-1', 'A', ${teacher}, 1)`.execute(db);
      await sql`insert into practice_snapshots (sha256, body, created_at) values (${SHA}, ${PART_1}, 1)`.execute(db);
      for (const [id, deletedAt] of [
        ["AS-live", null],
        ["AS-gone", 5],
      ] as const) {
        await sql`insert into assignments (id, class_id, kind, title, practice_ids, opens_at, due_at, created_at, deleted_at)
                  values (${id}, 'CL-1', 'passages', 't', 'p', 1, 2, 1, ${deletedAt})`.execute(db);
      }
      // Ann's paper for the live assignment, Bob's for it and for the withdrawn one, and Bob's own practice.
      const papers: [string, number, string | null, Record<string, boolean>][] = [
        ["s1", ann, "AS-live", { 1: true, 2: false, 3: true, 4: true, 5: false }],
        ["s2", bob, "AS-live", { 1: false, 2: false, 3: false, 4: true, 5: true }],
        ["s3", bob, "AS-gone", { 1: true, 2: true, 3: true, 4: true, 5: true }],
        ["s4", bob, null, { 1: true, 2: true, 3: true, 4: true, 5: true }],
      ];
      for (const [id, userId, assignmentId, table] of papers) {
        await sql`insert into attempts (test_taker_id, user_id, kind, practice_ids, snapshot_shas, titles, question_count, tokens_spent, started_at, status, saved_at, assignment_id)
                  values (${`TT-${id}`}, ${userId}, 'single', 'p', ${SHA}, 't', 5, 0, 1, 'submitted', 1, ${assignmentId})`.execute(
          db,
        );
        await sql`insert into submissions (id, user_id, test_taker_id, start_ts, elapsed_seconds, submitted_at, total_correct, question_count, band, payload_hash)
                  values (${id}, ${userId}, ${`TT-${id}`}, 1, 1, 1, 0, 5, 0, 'h')`.execute(db);
        await sql`insert into submission_passages (submission_id, position, practice_id, title, correct_count, question_count, standard_answers, user_answers, correct_table, highlights, snapshot_sha)
                  values (${id}, 0, 'p', 't', 0, 5, '{}', '{}', ${JSON.stringify(table)}, '[]', ${SHA})`.execute(db);
      }

      await migrateToLatest(db, dialect);

      const tallies = await db
        .selectFrom("class_tallies")
        .selectAll()
        .orderBy("user_id")
        .orderBy("question_type")
        .execute();
      expect(tallies.map((t) => [t.class_id, Number(t.user_id), t.question_type, t.correct, t.total])).toEqual([
        ["CL-1", ann, "SENTENCE_COMPLETION", 1, 2],
        ["CL-1", ann, "TRUE_FALSE_NOT_GIVEN", 2, 3],
        ["CL-1", bob, "SENTENCE_COMPLETION", 2, 2],
        ["CL-1", bob, "TRUE_FALSE_NOT_GIVEN", 0, 3],
      ]);

      // And back: the table is gone, the papers untouched.
      await migrateToLatest(db, dialect, "0017-assignments-and-marking");
      const tables = await db.introspection.getTables();
      expect(tables.map((t) => t.name)).not.toContain("class_tallies");
      const count = await sql<{ n: number }>`select count(*) as n from submission_passages`.execute(db);
      expect(Number(count.rows[0]?.n)).toBe(4);
    });
  });
});
