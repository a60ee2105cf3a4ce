import type { TWritingItem, TWritingPart } from "@bandcraft/contract/writing";
import { type Kysely, sql } from "kysely";
import type { TDatabase } from "../../db/database";
import { replaceItemThemes, writingItemOf, writingItemRow } from "./writing.repository";

// The administrator's queries on the task bank: search, read, update and delete. Deleted tasks are never
// listed, read or changed here; their rows stay for the drafts under way (essays keep their own copy).

/** What the administrator's list asks: a text in the title or content, a part, a theme key, a page. */
export type TTaskSearch = { needle: string; part?: TWritingPart; theme?: string; page: number; pageSize: number };

/** One page of the bank's tasks matching the search, newest first (ties by id), with how many match in all. */
export async function searchWritingItems(
  db: Kysely<TDatabase>,
  search: TTaskSearch,
): Promise<{ items: TWritingItem[]; total: number }> {
  let base = db.selectFrom("writing_items").where("deleted_at", "is", null);
  if (search.part !== undefined) base = base.where("part", "=", search.part);
  if (search.theme !== undefined) {
    const theme = search.theme;
    base = base.where("id", "in", (eb) =>
      eb.selectFrom("writing_item_themes").select("item_id").where("theme_key", "=", theme),
    );
  }
  // `!` escapes LIKE's wildcards in what the administrator typed; both sides lower-cased, so any case matches.
  const escaped = search.needle.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
  if (escaped !== "") {
    const pattern = `%${escaped}%`;
    base = base.where(
      sql<boolean>`(lower(coalesce(title, '')) like ${pattern} escape '!' or lower(content) like ${pattern} escape '!')`,
    );
  }
  const total = await base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy("publish_time", "desc")
    .orderBy("id", "desc")
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize)
    .execute();
  return { items: rows.map(writingItemOf), total: Number(total.n) };
}

/** A task of the bank by its id; undefined when there is none or it was deleted. */
export async function findLiveWritingItem(db: Kysely<TDatabase>, id: string): Promise<TWritingItem | undefined> {
  const row = await db
    .selectFrom("writing_items")
    .selectAll()
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return row && writingItemOf(row);
}

/** Rewrites a task of the bank with its theme rows; false when there is none by its id or it was deleted. */
export async function updateLiveWritingItem(db: Kysely<TDatabase>, item: TWritingItem): Promise<boolean> {
  const updated = await db
    .updateTable("writing_items")
    .set(writingItemRow(item))
    .where("id", "=", item.writingPracticeID)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  await replaceItemThemes(db, item);
  return true;
}

/** Marks a task deleted; false when there is none by its id or it was deleted already. */
export async function markWritingItemDeleted(db: Kysely<TDatabase>, id: string, now: number): Promise<boolean> {
  const updated = await db
    .updateTable("writing_items")
    .set({ deleted_at: now })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
