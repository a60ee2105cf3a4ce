import type { TThemes, TWritingItem } from "@bandcraft/contract/writing";
import type { Kysely } from "kysely";
import type { Database } from "../../db/database";

/** Inserts or replaces a writing task. */
export async function upsertWritingItem(db: Kysely<Database>, item: TWritingItem, now: number): Promise<void> {
  const pics = item.pic === undefined ? [] : Array.isArray(item.pic) ? item.pic : [item.pic];
  const row = {
    id: item.writingPracticeID,
    part: item.part,
    title: item.title ?? null,
    publish_time: item.publishTime,
    themes: item.theme.join("|"),
    content: item.content,
    requirement: item.requirement ?? null,
    pics: JSON.stringify(pics),
  };
  await db
    .insertInto("writing_items")
    .values({ ...row, created_at: now })
    .onConflict((oc) => oc.column("id").doUpdateSet(row))
    .execute();
}

/** Replaces the themes catalogue (three groups, in file order). */
export async function replaceThemes(db: Kysely<Database>, themes: TThemes): Promise<void> {
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
