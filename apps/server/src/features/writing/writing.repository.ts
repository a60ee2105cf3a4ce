import type { TThemes, TWritingItem, TWritingPart } from "@bandcraft/contract/writing";
import type { Kysely, Selectable } from "kysely";
import type { TDatabase, TWritingItemsTable } from "../../db/database";

/** A task's pictures as a list (its `pic` is one URL, a list, or absent). */
export const picsOf = (item: TWritingItem): string[] =>
  item.pic === undefined ? [] : Array.isArray(item.pic) ? item.pic : [item.pic];

/** The task's columns as stored (its themes pipe-joined, its pictures a JSON list). */
export function writingItemRow(item: TWritingItem) {
  return {
    part: item.part,
    title: item.title ?? null,
    publish_time: item.publishTime,
    themes: item.theme.join("|"),
    content: item.content,
    requirement: item.requirement ?? null,
    pics: JSON.stringify(picsOf(item)),
  };
}

/** Replaces a task's theme rows (one per key) that the list filters on. */
export async function replaceItemThemes(db: Kysely<TDatabase>, item: TWritingItem): Promise<void> {
  await db.deleteFrom("writing_item_themes").where("item_id", "=", item.writingPracticeID).execute();
  const keys = [...new Set(item.theme)];
  await db
    .insertInto("writing_item_themes")
    .values(keys.map((key) => ({ theme_key: key, item_id: item.writingPracticeID })))
    .execute();
}

/**
 * Inserts or replaces a writing task, with one theme row per key for the list's filter. A task deleted
 * before comes back: importing the bank's file of it again is the operator's choice to restore it.
 */
export async function upsertWritingItem(db: Kysely<TDatabase>, item: TWritingItem, now: number): Promise<void> {
  const row = { ...writingItemRow(item), deleted_at: null };
  await db
    .insertInto("writing_items")
    .values({ ...row, id: item.writingPracticeID, created_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
  await replaceItemThemes(db, item);
}

/** A stored row in the contract's shape: one picture as a string, several as a list. */
export function writingItemOf(row: Selectable<TWritingItemsTable>): TWritingItem {
  const pics = JSON.parse(row.pics) as string[];
  return {
    writingPracticeID: row.id,
    part: row.part as TWritingPart,
    ...(row.title !== null && { title: row.title }),
    publishTime: row.publish_time,
    theme: row.themes.split("|"),
    content: row.content,
    ...(row.requirement !== null && { requirement: row.requirement }),
    ...(pics.length === 1 ? { pic: pics[0] } : pics.length > 1 ? { pic: pics } : {}),
  };
}

/** Every writing task of the bank, by id (the content export; a deleted task is no longer content). */
export async function allWritingItems(db: Kysely<TDatabase>): Promise<TWritingItem[]> {
  const rows = await db.selectFrom("writing_items").selectAll().where("deleted_at", "is", null).orderBy("id").execute();
  return rows.map(writingItemOf);
}

export type TWritingListQuery = { part: TWritingPart; themes: readonly string[]; page: number; pageSize: number };

/** A task by its id, deleted or not, with whether it was deleted; undefined when there is none. */
export async function findWritingItem(
  db: Kysely<TDatabase>,
  id: string,
): Promise<{ item: TWritingItem; deleted: boolean } | undefined> {
  const row = await db.selectFrom("writing_items").selectAll().where("id", "=", id).executeTakeFirst();
  return row && { item: writingItemOf(row), deleted: row.deleted_at !== null };
}

/** One page of a task's items (deleted ones left out) carrying every given theme key, newest first (ties by id, so pages are stable). */
export async function listWritingItems(db: Kysely<TDatabase>, query: TWritingListQuery): Promise<TWritingItem[]> {
  const keys = [...new Set(query.themes)];
  let select = db
    .selectFrom("writing_items")
    .selectAll()
    .where("part", "=", query.part)
    .where("deleted_at", "is", null);
  if (keys.length > 0) {
    select = select.where("id", "in", (eb) =>
      eb
        .selectFrom("writing_item_themes")
        .select("item_id")
        .where("theme_key", "in", keys)
        .groupBy("item_id")
        .having((h) => h.fn.countAll(), "=", keys.length),
    );
  }
  const rows = await select
    .orderBy("publish_time", "desc")
    .orderBy("id", "desc")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return rows.map(writingItemOf);
}

/** Replaces the themes catalogue (three groups, in file order). */
export async function replaceThemes(db: Kysely<TDatabase>, themes: TThemes): Promise<void> {
  await db.deleteFrom("writing_themes").execute();
  const rows = (Object.keys(themes) as (keyof TThemes)[]).flatMap((group) =>
    themes[group].map((entry, position) => ({
      group_name: group,
      key: entry.key,
      name_en: entry.name.en,
      name_cn: entry.name.cn ?? null,
      name_jp: entry.name.jp ?? null,
      position,
    })),
  );
  if (rows.length > 0) await db.insertInto("writing_themes").values(rows).execute();
}

/** The themes catalogue in its three groups, in stored order; undefined when none was imported. */
export async function readThemes(db: Kysely<TDatabase>): Promise<TThemes | undefined> {
  const rows = await db.selectFrom("writing_themes").selectAll().orderBy("group_name").orderBy("position").execute();
  if (rows.length === 0) return undefined;
  const themes: TThemes = { TaskOneTypes: [], TaskTwoTypes: [], TaskTwoThemes: [] };
  for (const row of rows) {
    const group = themes[row.group_name as keyof TThemes];
    if (!group) continue;
    group.push({
      key: row.key,
      name: {
        en: row.name_en,
        ...(row.name_cn !== null && { cn: row.name_cn }),
        ...(row.name_jp !== null && { jp: row.name_jp }),
      },
    });
  }
  return themes;
}
