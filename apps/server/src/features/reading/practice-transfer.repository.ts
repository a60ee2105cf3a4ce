import type { TReadingPractice } from "@bandcraft/contract/reading";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import { fromRow } from "./reading.repository";

/** Ids asked for in one query, well under either database's limit on bound parameters. */
const IDS_PER_QUERY = 500;

/** The stored practices (with their keys) after `afterId` in id order, `limit` of them: one page of the bank's download. */
export async function practicesAfter(
  db: Kysely<TDatabase>,
  afterId: string,
  limit: number,
): Promise<{ id: string; practice: TReadingPractice }[]> {
  const rows = await db
    .selectFrom("reading_practices")
    .select(["id", "body", "level"])
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, practice: fromRow(row) }));
}

/** The stored practices among these ids, by id. */
export async function practicesByIds(db: Kysely<TDatabase>, ids: string[]): Promise<Map<string, TReadingPractice>> {
  const found = new Map<string, TReadingPractice>();
  for (let i = 0; i < ids.length; i += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom("reading_practices")
      .select(["id", "body", "level"])
      .where("id", "in", ids.slice(i, i + IDS_PER_QUERY))
      .execute();
    for (const row of rows) found.set(row.id, fromRow(row));
  }
  return found;
}
