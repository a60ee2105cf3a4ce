import { ZWritingItem } from "@bandcraft/contract/writing";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { insertAccounts, onFreshDatabase } from "../../test/fresh-database";
import { DIALECTS } from "../../test/harness";
import { taskSnapshotText } from "../features/writing/essays.repository";
import { writingItemOf } from "../features/writing/writing.repository";
import type { TDatabaseHandle } from "./dialects";
import { migrateToLatest } from "./migrate";

const PIC = `/api/images/${"a".repeat(64)}.png`;

/** A Task 1 with a title, requirement and picture, and a Task 2 with none of them. */
async function insertTasks(handle: TDatabaseHandle): Promise<void> {
  await sql`insert into writing_items (id, part, title, publish_time, themes, content, requirement, pics, created_at)
            values ('chart', 1, 'Ferry passengers', 1795000000, 'bar_chart', 'The chart shows ferries.',
                    'Write at least 150 words.', ${JSON.stringify([PIC])}, 1)`.execute(handle.db);
  await sql`insert into writing_items (id, part, title, publish_time, themes, content, requirement, pics, created_at)
            values ('essay', 2, null, 1700000000, 'opinion|transport', 'Should cities ban cars?', null, '[]', 1)`.execute(
    handle.db,
  );
}

/** Essays of one learner, `count` of them, each on one of the tasks in turn, inserted in batches. */
async function insertEssays(handle: TDatabaseHandle, userId: number, tasks: string[], count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `e${String(i).padStart(4, "0")}`,
    user_id: userId,
    writing_practice_id: tasks[i % tasks.length] ?? "",
    part: 2,
    text: `Essay ${i}`,
    word_count: 2,
    time_spent: 1,
    feedback: null,
    created_at: 1,
  }));
  for (let from = 0; from < rows.length; from += 200) {
    await handle.db
      .insertInto("essays")
      .values(rows.slice(from, from + 200))
      .execute();
  }
}

const snapshots = async (handle: TDatabaseHandle) =>
  handle.db.selectFrom("essays").select(["id", "task_snapshot"]).orderBy("id").execute();

describe.each(DIALECTS)("migration 0015 on %s", (dialect) => {
  it("gives every essay a copy of its task as stored, none when its task is gone; and back", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      await migrateToLatest(handle.db, dialect, "0014-records-from-submissions");
      await insertTasks(handle);
      const [ann] = await insertAccounts(handle, ["ann@example.com"]);
      await insertEssays(handle, ann ?? 0, ["chart", "essay", "gone"], 3);

      await migrateToLatest(handle.db, dialect);

      const rows = await snapshots(handle);
      expect(rows.map((r) => r.id)).toEqual(["e0000", "e0001", "e0002"]);
      const [chart, essay, gone] = rows.map((r) => (r.task_snapshot === null ? null : JSON.parse(r.task_snapshot)));
      expect(chart).toEqual({
        writingPracticeID: "chart",
        part: 1,
        title: "Ferry passengers",
        publishTime: 1_795_000_000,
        theme: ["bar_chart"],
        content: "The chart shows ferries.",
        requirement: "Write at least 150 words.",
        pic: PIC,
      });
      expect(essay).toEqual({
        writingPracticeID: "essay",
        part: 2,
        publishTime: 1_700_000_000,
        theme: ["opinion", "transport"],
        content: "Should cities ban cars?",
      });
      expect(gone).toBeNull();
      // The copy is the one today's code writes for a new essay, and reads back as a task.
      const stored = await handle.db.selectFrom("writing_items").selectAll().orderBy("id").execute();
      expect(stored.map((row) => taskSnapshotText(writingItemOf(row)))).toEqual([
        rows[0]?.task_snapshot,
        rows[1]?.task_snapshot,
      ]);
      expect(ZWritingItem.safeParse(chart).success).toBe(true);
      // Nothing is deleted yet.
      expect(stored.map((row) => row.deleted_at)).toEqual([null, null]);

      await migrateToLatest(handle.db, dialect, "0014-records-from-submissions");
      const tables = await handle.db.introspection.getTables();
      expect(tables.find((t) => t.name === "essays")?.columns.map((c) => c.name)).not.toContain("task_snapshot");
      expect(tables.find((t) => t.name === "writing_items")?.columns.map((c) => c.name)).not.toContain("deleted_at");
      const count = await sql<{ n: number }>`select count(*) as n from essays`.execute(handle.db);
      expect(Number(count.rows[0]?.n)).toBe(3);
    });
  });

  it("backfills every essay across several pages of 500", async () => {
    await onFreshDatabase(dialect, async (handle) => {
      await migrateToLatest(handle.db, dialect, "0014-records-from-submissions");
      await insertTasks(handle);
      const [cat] = await insertAccounts(handle, ["cat@example.com"]);
      const count = 1_234;
      await insertEssays(handle, cat ?? 0, ["chart", "essay"], count);

      await migrateToLatest(handle.db, dialect);

      const rows = await snapshots(handle);
      expect(rows).toHaveLength(count);
      for (const [i, row] of rows.entries()) {
        expect(JSON.parse(row.task_snapshot ?? "null")?.writingPracticeID).toBe(i % 2 === 0 ? "chart" : "essay");
      }
    });
  });
});
