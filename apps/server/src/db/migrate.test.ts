import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { insertAccounts, onFreshDatabase } from "../../test/fresh-database";
import { DIALECTS } from "../../test/harness";
import { sha256Hex } from "../lib/tokens";
import { openDatabase } from "./dialects";
import { migrateToLatest } from "./migrate";
import { pieceText, unpackPiece } from "./migrations/frozen";

describe("migration 0003 on a database from before it", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-migrate-"));
  const handle = openDatabase({ dataDir });
  afterAll(async () => {
    await handle.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("gives existing practices their learner form, body hash and snapshot", async () => {
    await migrateToLatest(handle.db, "sqlite", "0002-practice-snapshots");
    const body = JSON.stringify({
      readingPracticeID: "old-1",
      title: "Old",
      answers: { question_1: "A" },
      explanations: {},
    });
    await sql`insert into reading_practices (id, title, level, page_type, test_group, question_count, question_types, body, created_at, updated_at)
              values ('old-1', 'Old', 1, 'ActualTest', null, 1, 'MULTIPLE_CHOICE', ${body}, 1, 1)`.execute(handle.db);
    await migrateToLatest(handle.db, "sqlite");
    const row = await handle.db
      .selectFrom("reading_practices")
      .select(["learner_body", "body_sha"])
      .where("id", "=", "old-1")
      .executeTakeFirstOrThrow();
    // The learner's form is the body without its key and explanations; since 0010 it names no version
    // (the attempt keeps the version given), so at the latest schema it is exactly this.
    expect(JSON.parse(row.learner_body ?? "{}")).toEqual({ readingPracticeID: "old-1", title: "Old" });
    expect(row.body_sha).toBe(sha256Hex(body));
    const snapshot = await handle.db
      .selectFrom("practice_snapshots")
      .select("body")
      .where("sha256", "=", row.body_sha ?? "")
      .executeTakeFirstOrThrow();
    expect(snapshot.body).toBe(body);
  });
});

describe.each(DIALECTS)("migration 0004 on %s", (dialect) => {
  it("gives existing writing tasks one theme row per key", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      await migrateToLatest(handle.db, dialect, "0003-practice-forms");
      for (const [id, themes] of [
        ["old-a", "opinion|technology"],
        ["old-b", "bar_chart"],
      ]) {
        await sql`insert into writing_items (id, part, title, publish_time, themes, content, requirement, pics, created_at)
                  values (${id}, 2, null, 1, ${themes}, 'x', null, '[]', 1)`.execute(handle.db);
      }
      await migrateToLatest(handle.db, dialect);
      const rows = await handle.db
        .selectFrom("writing_item_themes")
        .selectAll()
        .orderBy("item_id")
        .orderBy("theme_key")
        .execute();
      expect(rows).toEqual([
        { item_id: "old-a", theme_key: "opinion" },
        { item_id: "old-a", theme_key: "technology" },
        { item_id: "old-b", theme_key: "bar_chart" },
      ]);
    });
  });
});

describe.each(DIALECTS)("migration 0006 on %s", (dialect) => {
  it("writes the practice record of submissions stored before it", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      await migrateToLatest(handle.db, dialect, "0005-learner-versions");
      const [userId] = await insertAccounts(handle, ["old@example.com"]);
      await sql`insert into submissions (id, user_id, test_taker_id, start_ts, elapsed_seconds, submitted_at, total_correct, question_count, band, payload_hash)
                values ('sub_old', ${userId}, 'TT-OLD', 1000, 60, 2000, 1, 2, 0, 'h')`.execute(handle.db);
      await sql`insert into submission_passages (submission_id, position, practice_id, title, correct_count, question_count, standard_answers, user_answers, correct_table, highlights, snapshot_sha)
                values ('sub_old', 0, 'p-1', 'Old "passage"', 1, 2, '{"1":"A","2":"B"}', '{"1":"A"}', '{"1":true,"2":false}', '[]', null)`.execute(
        handle.db,
      );
      await migrateToLatest(handle.db, dialect, "0006-record-json");
      const row = (await sql<{ record_json: string }>`select record_json from submissions`.execute(handle.db)).rows[0];
      expect(JSON.parse(row?.record_json ?? "")).toEqual({
        testTakerID: "TT-OLD",
        startTimeStamp: 1000,
        elapsedTime: 60,
        totalAccuracy: 0.5,
        totalCorrectCnt: 1,
        questionCnt: 2,
        readingPracticeInfo: [
          {
            id: "p-1",
            title: 'Old "passage"',
            correctCnt: 1,
            accuracy: 0.5,
            standardAnswers: { "1": "A", "2": "B" },
            userAnswers: { "1": "A" },
            correctTable: { "1": true, "2": false },
          },
        ],
      });
    });
  });
});

describe.each(DIALECTS)("migration 0007 on %s", (dialect) => {
  it("compresses the practice record of submissions stored before it, byte for byte the same text", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      await migrateToLatest(handle.db, dialect, "0006-record-json");
      const [userId] = await insertAccounts(handle, ["old@example.com"]);
      const records = ['{"testTakerID":"TT-A","title":"Ça — été"}', '{"testTakerID":"TT-B"}'];
      for (const [i, record] of records.entries()) {
        await sql`insert into submissions (id, user_id, test_taker_id, start_ts, elapsed_seconds, submitted_at, total_correct, question_count, band, payload_hash, record_json)
                  values (${`sub_${i}`}, ${userId}, ${`TT-${i}`}, 1000, 60, 2000, 1, 2, 0, 'h', ${record})`.execute(
          handle.db,
        );
      }
      await migrateToLatest(handle.db, dialect, "0007-record-deflate");
      const { rows } = await sql<{
        record_deflate: Uint8Array | null;
      }>`select record_deflate from submissions order by id`.execute(handle.db);
      const texts = rows.map((r) => pieceText(unpackPiece(r.record_deflate ?? new Uint8Array())));
      expect(texts).toEqual(records);
      // And back: the text is restored from the pieces, the old index with it.
      await migrateToLatest(handle.db, dialect, "0006-record-json");
      const back = await sql<{ record_json: string }>`select record_json from submissions order by id`.execute(
        handle.db,
      );
      expect(back.rows.map((r) => r.record_json)).toEqual(records);
    });
  });
});

describe.each(DIALECTS)("migration 0008 on %s", (dialect) => {
  it("counts each account's submissions stored before it", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      await migrateToLatest(handle.db, dialect, "0007-record-deflate");
      const ids = await insertAccounts(handle, ["two@example.com", "none@example.com"]);
      for (const i of [1, 2]) {
        await sql`insert into submissions (id, user_id, test_taker_id, start_ts, elapsed_seconds, submitted_at, total_correct, question_count, band, payload_hash)
                  values (${`sub_${i}`}, ${ids[0]}, ${`TT-${i}`}, 1000, 60, 2000, 1, 2, 0, 'h')`.execute(handle.db);
      }
      await migrateToLatest(handle.db, dialect, "0008-submission-count");
      const rows = await handle.db.selectFrom("users").select(["email", "submission_count"]).orderBy("email").execute();
      expect(rows).toEqual([
        { email: "none@example.com", submission_count: 0 },
        { email: "two@example.com", submission_count: 2 },
      ]);
    });
  });
});

describe.each(DIALECTS)("migration 0010 on %s", (dialect) => {
  it("strips the version from stored learner forms and adds the time allowance, and back", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      await migrateToLatest(handle.db, dialect, "0009-record-chunks");
      const [userId] = await insertAccounts(handle, ["old@example.com"]);
      const sha = "a".repeat(64);
      const form = { readingPracticeID: "old-1", title: "Old — été", sections: [{ q: 1 }] };
      // As 0005 left them: the learner's form names its version; a practice without forms stays as it is.
      for (const [id, learnerBody, bodySha] of [
        ["old-1", JSON.stringify({ ...form, version: sha }), sha],
        ["bare", null, null],
      ] as const) {
        await sql`insert into reading_practices (id, title, level, page_type, test_group, question_count, question_types, body, created_at, updated_at, learner_body, body_sha)
                  values (${id}, 'Old', 1, 'ActualTest', null, 1, 'MULTIPLE_CHOICE', '{}', 1, 1, ${learnerBody}, ${bodySha})`.execute(
          handle.db,
        );
      }
      const forms = async () =>
        (
          await sql<{
            id: string;
            learner_body: string | null;
          }>`select id, learner_body from reading_practices order by id`.execute(handle.db)
        ).rows.map((r) => [r.id, r.learner_body === null ? null : (JSON.parse(r.learner_body) as unknown)]);

      await migrateToLatest(handle.db, dialect, "0010-server-attempts");
      expect(await forms()).toEqual([
        ["bare", null],
        ["old-1", form],
      ]);
      const user = await sql<{
        time_allowance: number;
      }>`select time_allowance from users where id = ${userId}`.execute(handle.db);
      expect(user.rows.map((r) => Number(r.time_allowance))).toEqual([100]);

      // And back: the version is the body's SHA-256 again, as 0005 wrote it.
      await migrateToLatest(handle.db, dialect, "0009-record-chunks");
      expect(await forms()).toEqual([
        ["bare", null],
        ["old-1", { ...form, version: sha }],
      ]);
      const columns = (await handle.db.introspection.getTables()).find((t) => t.name === "users")?.columns;
      expect(columns?.map((c) => c.name)).not.toContain("time_allowance");
    });
  });
});
