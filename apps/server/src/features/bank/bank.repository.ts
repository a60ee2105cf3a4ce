import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";

/** Passages a learner can start (retired ones, level −1, left out) and the questions they hold. */
export async function countStartablePassages(db: Kysely<TDatabase>): Promise<{ passages: number; questions: number }> {
  const row = await db
    .selectFrom("reading_practices")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("passages"),
      eb.fn.sum<number | string | null>("question_count").as("questions"),
    ])
    .where("level", ">=", 0)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count and sum as text (bigint and numeric); SQLite as numbers.
  return { passages: Number(row.passages), questions: Number(row.questions ?? 0) };
}

/** Writing tasks by part (deleted ones left out). */
export async function countWritingTasks(db: Kysely<TDatabase>): Promise<{ task1: number; task2: number }> {
  const rows = await db
    .selectFrom("writing_items")
    .select((eb) => ["part", eb.fn.countAll<number | string>().as("n")])
    .where("deleted_at", "is", null)
    .groupBy("part")
    .execute();
  const of = (part: number) => Number(rows.find((r) => Number(r.part) === part)?.n ?? 0);
  return { task1: of(1), task2: of(2) };
}

/** The reading tests saved most recently, retired ones included (level −1). */
export function recentPractices(db: Kysely<TDatabase>, limit: number) {
  return db
    .selectFrom("reading_practices")
    .select(["id", "title", "level", "updated_at"])
    .orderBy("updated_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The writing tasks added most recently (deleted ones left out). */
export function recentWritingTasks(db: Kysely<TDatabase>, limit: number) {
  return db
    .selectFrom("writing_items")
    .select(["id", "part", "title", "content", "created_at"])
    .where("deleted_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}
