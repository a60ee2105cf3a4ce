import { type Kysely, sql } from "kysely";

/**
 * One row per (writing task, theme key), so the list filters by theme with an index on both databases
 * instead of pattern-matching the pipe-joined column (whose keys contain `_`, a LIKE wildcard).
 */
export const writingItemThemesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("writing_item_themes")
      .addColumn("theme_key", "text", (c) => c.notNull())
      .addColumn("item_id", "text", (c) => c.notNull().references("writing_items.id").onDelete("cascade"))
      .addPrimaryKeyConstraint("writing_item_themes_pk", ["theme_key", "item_id"])
      .execute();
    await db.schema.createIndex("writing_item_themes_item_idx").on("writing_item_themes").column("item_id").execute();
    const rows = await sql<{ id: string; themes: string }>`select id, themes from writing_items`.execute(db);
    for (const row of rows.rows) {
      for (const key of new Set(row.themes.split("|").filter((k) => k !== ""))) {
        await sql`insert into writing_item_themes (theme_key, item_id) values (${key}, ${row.id})`.execute(db);
      }
    }
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable("writing_item_themes").execute();
  },
};
