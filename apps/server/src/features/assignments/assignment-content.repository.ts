import { type Kysely, sql } from "kysely";
import type { TDatabase } from "../../db/database";

/**
 * What assignments read of the bank: titles and counts, never a body or a key. A passage is live while its
 * row exists with a level of 0 or more (a soft delete sets -1); a writing task until deleted_at is set.
 */

/** The most tests, passages and writing tasks the catalogue lists of each (a bank holds far fewer). */
export const CATALOGUE_LIMIT = 1000;
const PART_LEVELS = [1, 2, 3];

export interface TBankPassage {
  id: string;
  title: string;
  level: number;
  questionCount: number;
}

export interface TBankWritingTask {
  id: string;
  title: string;
  part: 1 | 2;
}

const PASSAGE_COLUMNS = ["id", "title", "level", "question_count"] as const;
type TPassageRow = { id: string; title: string; level: number; question_count: number };
const passageOf = (row: TPassageRow): TBankPassage => ({
  id: row.id,
  title: row.title,
  level: Number(row.level),
  questionCount: Number(row.question_count),
});

/** Parts 1, 2 and 3 of each given test group (the first live passage of each level by id), by group. */
async function partsOfGroups(db: Kysely<TDatabase>, groups: readonly string[]): Promise<Map<string, TBankPassage[]>> {
  const byGroup = new Map<string, TBankPassage[]>();
  if (groups.length === 0) return byGroup;
  const rows = await db
    .selectFrom("reading_practices")
    .select([...PASSAGE_COLUMNS, "test_group"])
    .where("test_group", "in", groups)
    .where("level", "in", PART_LEVELS)
    .orderBy("test_group")
    .orderBy("level")
    .orderBy("id")
    .execute();
  for (const row of rows) {
    const parts = byGroup.get(row.test_group ?? "") ?? [];
    if (parts.at(-1)?.level !== Number(row.level)) parts.push(passageOf(row));
    byGroup.set(row.test_group ?? "", parts);
  }
  return byGroup;
}

/** The complete tests of the bank (a test group with live parts 1, 2 and 3, of any page type), by group name. */
export async function completeTests(db: Kysely<TDatabase>): Promise<{ testGroup: string; parts: TBankPassage[] }[]> {
  const rows = await db
    .selectFrom("reading_practices")
    .select("test_group")
    .where("level", "in", PART_LEVELS)
    .where("test_group", "is not", null)
    .groupBy("test_group")
    .having(sql`count(distinct level)`, "=", PART_LEVELS.length)
    .orderBy("test_group")
    .limit(CATALOGUE_LIMIT)
    .execute();
  const groups = rows.map((r) => r.test_group ?? "").filter((g) => g !== "");
  const parts = await partsOfGroups(db, groups);
  return groups.map((testGroup) => ({ testGroup, parts: parts.get(testGroup) ?? [] }));
}

/** Parts 1, 2 and 3 of one test group, in part order; undefined unless all three are live. */
export async function testParts(db: Kysely<TDatabase>, testGroup: string): Promise<TBankPassage[] | undefined> {
  const parts = (await partsOfGroups(db, [testGroup])).get(testGroup) ?? [];
  return parts.length === PART_LEVELS.length ? parts : undefined;
}

/** The live passages of the bank, by part and title. */
export async function livePassages(db: Kysely<TDatabase>): Promise<TBankPassage[]> {
  const rows = await db
    .selectFrom("reading_practices")
    .select(PASSAGE_COLUMNS)
    .where("level", ">=", 0)
    .orderBy("level")
    .orderBy("title")
    .orderBy("id")
    .limit(CATALOGUE_LIMIT)
    .execute();
  return rows.map(passageOf);
}

/** These passages as they stand in the bank; `liveOnly` leaves out deleted ones (a lost row is absent anyway). */
export async function passagesByIds(
  db: Kysely<TDatabase>,
  ids: readonly string[],
  liveOnly: boolean,
): Promise<Map<string, TBankPassage>> {
  if (ids.length === 0) return new Map();
  let query = db.selectFrom("reading_practices").select(PASSAGE_COLUMNS).where("id", "in", ids);
  if (liveOnly) query = query.where("level", ">=", 0);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.id, passageOf(r)]));
}

/** A task's title; an untitled task is called by its part, as the writing list calls it. */
const taskOf = (row: { id: string; part: number; title: string | null }): TBankWritingTask => ({
  id: row.id,
  part: row.part === 1 ? 1 : 2,
  title: row.title?.trim() || `Writing Task ${row.part}`,
});

/** The writing tasks of the bank (deleted ones left out), by part and id. */
export async function liveWritingTasks(db: Kysely<TDatabase>): Promise<TBankWritingTask[]> {
  const rows = await db
    .selectFrom("writing_items")
    .select(["id", "part", "title"])
    .where("deleted_at", "is", null)
    .orderBy("part")
    .orderBy("id")
    .limit(CATALOGUE_LIMIT)
    .execute();
  return rows.map(taskOf);
}

/** These writing tasks by id; `liveOnly` leaves out deleted ones. */
export async function writingTasksByIds(
  db: Kysely<TDatabase>,
  ids: readonly string[],
  liveOnly: boolean,
): Promise<Map<string, TBankWritingTask>> {
  if (ids.length === 0) return new Map();
  let query = db.selectFrom("writing_items").select(["id", "part", "title"]).where("id", "in", ids);
  if (liveOnly) query = query.where("deleted_at", "is", null);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.id, taskOf(r)]));
}
