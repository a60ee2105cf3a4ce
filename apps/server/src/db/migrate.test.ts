import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./dialects";
import { migrateToLatest } from "./migrate";

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
    expect(JSON.parse(row.learner_body ?? "{}")).toEqual({ readingPracticeID: "old-1", title: "Old" });
    expect(row.body_sha).toMatch(/^[0-9a-f]{64}$/);
    const snapshot = await handle.db
      .selectFrom("practice_snapshots")
      .select("body")
      .where("sha256", "=", row.body_sha ?? "")
      .executeTakeFirstOrThrow();
    expect(snapshot.body).toBe(body);
  });
});
