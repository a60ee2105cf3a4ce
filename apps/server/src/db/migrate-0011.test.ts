import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { onFreshDatabase } from "../../test/fresh-database";
import { DIALECTS } from "../../test/harness";
import { migrateToLatest } from "./migrate";

/** Part 1: three TRUE_FALSE_NOT_GIVEN (1–3), then a sentence completion naming its blanks (4, 5). */
const PART_1 = JSON.stringify({
  level: 1,
  questionSections: [
    { questionType: "TRUE_FALSE_NOT_GIVEN", questionNumber: 3, content: {} },
    { questionType: "SENTENCE_COMPLETION", questionNumber: 2, content: { blankNumbers: [4, 5] } },
  ],
});
/** Part 2 numbered from 14: two multiple-choice questions. */
const PART_2 = JSON.stringify({
  level: 2,
  questionSections: [{ questionType: "MULTIPLE_CHOICE", questionNumber: 2, content: {} }],
});

describe.each(DIALECTS)("migration 0011 on %s", (dialect) => {
  it("backfills tallies, complete tests, essay excerpts and lengths, and learners' usage; and back", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      const db = handle.db;
      await migrateToLatest(db, dialect, "0010-server-attempts");
      const ids: number[] = [];
      for (const email of ["ann@example.com", "bob@example.com"]) {
        await sql`insert into users (email, password_hash, created_at) values (${email}, 'x', 1)`.execute(db);
        const row = await sql<{ id: number }>`select id from users where email = ${email}`.execute(db);
        ids.push(Number(row.rows[0]?.id));
      }
      const [ann, bob] = ids as [number, number];
      for (const [sha, body] of [
        ["1".repeat(64), PART_1],
        ["2".repeat(64), PART_2],
      ]) {
        await sql`insert into practice_snapshots (sha256, body, created_at) values (${sha}, ${body}, 1)`.execute(db);
      }
      const papers: [string, number, [string | null, Record<string, boolean>][]][] = [
        ["s1", ann, [["1".repeat(64), { 1: true, 2: false, 3: true, 4: true, 5: false }]]],
        [
          "s2",
          ann,
          [
            ["1".repeat(64), { 1: false, 2: false, 3: true, 4: false, 5: false, 9: true }],
            ["2".repeat(64), { 14: true, 15: true }],
          ],
        ],
        // From before snapshots: nothing to tell its types by.
        ["s3", bob, [[null, { 1: true }]]],
      ];
      for (const [id, userId, passages] of papers) {
        await sql`insert into submissions (id, user_id, test_taker_id, start_ts, elapsed_seconds, submitted_at, total_correct, question_count, band, payload_hash)
                  values (${id}, ${userId}, ${`TT-${id}`}, 1, 1, 1, 0, 0, 0, 'h')`.execute(db);
        for (const [position, [sha, table]] of passages.entries()) {
          await sql`insert into submission_passages (submission_id, position, practice_id, title, correct_count, question_count, standard_answers, user_answers, correct_table, highlights, snapshot_sha)
                    values (${id}, ${position}, 'p', 't', 0, 0, '{}', '{}', ${JSON.stringify(table)}, '[]', ${sha})`.execute(
            db,
          );
        }
      }
      const long = `  First line\n\n${"word ".repeat(60)}  `;
      for (const [id, text] of [
        ["e1", long],
        ["e2", "Short  essay, été."],
      ]) {
        await sql`insert into essays (id, user_id, writing_practice_id, part, text, word_count, time_spent, feedback, created_at)
                  values (${id}, ${ann}, 'w', 2, ${text}, 1, 1, null, 1)`.execute(db);
      }

      await migrateToLatest(db, dialect);

      const tallies = await db
        .selectFrom("question_tallies")
        .select(["user_id", "question_type", "correct", "total"])
        .orderBy("question_type")
        .execute();
      expect(tallies.map((t) => [Number(t.user_id), t.question_type, t.correct, t.total])).toEqual([
        [ann, "MULTIPLE_CHOICE", 2, 2],
        [ann, "SENTENCE_COMPLETION", 1, 4],
        [ann, "TRUE_FALSE_NOT_GIVEN", 3, 6],
      ]);
      const complete = await db.selectFrom("submissions").select(["id", "complete_test"]).orderBy("id").execute();
      expect(complete.map((s) => [s.id, s.complete_test])).toEqual([
        ["s1", 0],
        ["s2", 1],
        ["s3", 0],
      ]);
      const essays = await db.selectFrom("essays").select(["id", "excerpt", "text_chars"]).orderBy("id").execute();
      expect(essays).toEqual([
        { id: "e1", excerpt: `First line ${"word ".repeat(30).slice(0, 148)}…`, text_chars: long.length },
        { id: "e2", excerpt: "Short essay, été.", text_chars: 18 },
      ]);
      const usage = await db.selectFrom("learner_usage").selectAll().execute();
      expect(usage.map((u) => [Number(u.user_id), u.essay_count, Number(u.essay_chars), u.submit_log])).toEqual([
        [ann, 2, long.length + 18, ""],
      ]);
      expect(bob).toBeGreaterThan(ann);

      // And back: the tables and columns it added are gone, the history untouched.
      await migrateToLatest(db, dialect, "0010-server-attempts");
      const tables = await db.introspection.getTables();
      expect(tables.map((t) => t.name)).not.toContain("question_tallies");
      expect(tables.map((t) => t.name)).not.toContain("learner_usage");
      const essayColumns = tables.find((t) => t.name === "essays")?.columns.map((c) => c.name);
      expect(essayColumns).not.toContain("excerpt");
      const count = await sql<{ n: number }>`select count(*) as n from submission_passages`.execute(db);
      expect(Number(count.rows[0]?.n)).toBe(4);
    });
  });

  it("backfills every essay across several pages of 100", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      const db = handle.db;
      await migrateToLatest(db, dialect, "0010-server-attempts");
      await sql`insert into users (email, password_hash, created_at) values ('cat@example.com', 'x', 1)`.execute(db);
      const user = Number((await sql<{ id: number }>`select id from users`.execute(db)).rows[0]?.id);
      const count = 250;
      for (let i = 0; i < count; i++) {
        const text = `Essay ${i} ${"x".repeat(i)}`;
        await sql`insert into essays (id, user_id, writing_practice_id, part, text, word_count, time_spent, feedback, created_at)
                  values (${`e${String(i).padStart(3, "0")}`}, ${user}, 'w', 2, ${text}, 1, 1, null, 1)`.execute(db);
      }
      await migrateToLatest(db, dialect);
      const essays = await db.selectFrom("essays").select(["id", "excerpt", "text_chars"]).orderBy("id").execute();
      expect(essays).toHaveLength(count);
      for (const [i, essay] of essays.entries()) {
        expect(essay.text_chars).toBe(`Essay ${i} `.length + i);
        expect(essay.excerpt.startsWith(`Essay ${i}`)).toBe(true);
      }
      const usage = await db.selectFrom("learner_usage").select(["essay_count", "essay_chars"]).execute();
      const chars = essays.reduce((sum, e) => sum + e.text_chars, 0);
      expect(usage.map((u) => [u.essay_count, Number(u.essay_chars)])).toEqual([[count, chars]]);
    });
  });
});
