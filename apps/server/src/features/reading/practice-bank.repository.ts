import type { TAdminReadingListItem } from "@bandcraft/contract/admin";
import { type Kysely, sql } from "kysely";
import type { TDatabase } from "../../db/database";
import { listHasKey } from "../../db/list-column";

export type TAdminListQuery = {
  questionTypes: readonly string[];
  pageType?: string | undefined;
  level?: number | undefined;
  page: number;
  pageSize: number;
};

/** One page of the admin test list, newest first; deleted tests (level -1) only when asked for. */
export async function listPracticesForAdmin(
  db: Kysely<TDatabase>,
  query: TAdminListQuery,
): Promise<TAdminReadingListItem[]> {
  let select = db.selectFrom("reading_practices").select(["id", "title", "level", "question_count", "question_types"]);
  select = query.level === undefined ? select.where("level", ">=", 0) : select.where("level", "=", query.level);
  if (query.pageType !== undefined) select = select.where("page_type", "=", query.pageType);
  if (query.questionTypes.length > 0) {
    const types = query.questionTypes;
    select = select.where((eb) => eb.or(types.map((type) => listHasKey("question_types", type))));
  }
  const rows = await select
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return rows.map((row) => ({
    readingPracticeID: row.id,
    title: row.title,
    level: row.level,
    questionNumber: row.question_count,
    questionTypes: row.question_types === "" ? [] : row.question_types.split("|"),
  }));
}

/** The id of the test whose title best matches a partial, case-insensitive search: exact first, then shortest. */
export async function findPracticeIdByTitle(db: Kysely<TDatabase>, title: string): Promise<string | undefined> {
  const needle = title.trim().toLowerCase();
  const escaped = needle.replace(/[!%_]/g, (c) => `!${c}`);
  const row = await db
    .selectFrom("reading_practices")
    .select("id")
    .where(sql<boolean>`lower(title) like ${`%${escaped}%`} escape '!'`)
    .orderBy(sql`case when lower(title) = ${needle} then 0 else 1 end`)
    .orderBy(sql`length(title)`)
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/** Whether a practice with this id exists. */
export async function practiceExists(db: Kysely<TDatabase>, id: string): Promise<boolean> {
  const row = await db.selectFrom("reading_practices").select("id").where("id", "=", id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Deletes a practice for good. Learners' submissions keep their own snapshot of what they were graded
 * against, so records and reviews of it stay intact.
 */
export async function deletePractice(db: Kysely<TDatabase>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("reading_practices").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The passages that belong to a test group (retired ones left out), by group and part, for the editor's panel. */
export async function groupedPractices(db: Kysely<TDatabase>, pageType: string) {
  const rows = await db
    .selectFrom("reading_practices")
    .select(["id", "title", "level", "question_count", "test_group", "body"])
    .where("page_type", "=", pageType)
    .where("level", ">=", 0)
    .where("test_group", "is not", null)
    .orderBy("test_group")
    .orderBy("level")
    .orderBy("id")
    .execute();
  return rows.map((row) => {
    // The start number lives only in the stored body; an unreadable one leaves the part's default start.
    let startNumber: number | undefined;
    try {
      const parsed = JSON.parse(row.body) as { startNumber?: unknown };
      if (typeof parsed.startNumber === "number") startNumber = parsed.startNumber;
    } catch {
      startNumber = undefined;
    }
    return {
      testGroup: row.test_group ?? "",
      readingPracticeID: row.id,
      title: row.title,
      level: Number(row.level),
      questionCount: Number(row.question_count),
      ...(startNumber !== undefined && { startNumber }),
    };
  });
}
