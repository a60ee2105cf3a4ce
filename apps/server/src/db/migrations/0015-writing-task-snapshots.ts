import { type Kysely, sql } from "kysely";

/** Essays read at a time (ids and task ids only, never the text), so a large history is never held whole. */
const ESSAY_PAGE = 500;

/** A writing task row as 0015 found it. */
type TFrozenTaskRow = {
  id: string;
  part: number;
  title: string | null;
  publish_time: number | string;
  themes: string;
  content: string;
  requirement: string | null;
  pics: string;
};

/**
 * A task as the essays keep it, as 0015 wrote it: the task in the API's shape (one picture as a string,
 * several as a list, absent fields left out), as JSON text.
 */
function frozenTaskSnapshot(row: TFrozenTaskRow): string {
  const pics = JSON.parse(row.pics) as string[];
  return JSON.stringify({
    writingPracticeID: row.id,
    part: Number(row.part),
    ...(row.title !== null && { title: row.title }),
    publishTime: Number(row.publish_time),
    theme: row.themes.split("|"),
    content: row.content,
    ...(row.requirement !== null && { requirement: row.requirement }),
    ...(pics.length === 1 ? { pic: pics[0] } : pics.length > 1 ? { pic: pics } : {}),
  });
}

/**
 * Runs a batch of writes in one transaction. Kysely runs migrations in a transaction on PostgreSQL (the
 * writes join it) but not on SQLite, where each statement would otherwise commit (and fsync) alone.
 */
function inTransaction(db: Kysely<unknown>, writes: (trx: Kysely<unknown>) => Promise<void>): Promise<void> {
  return db.isTransaction ? writes(db) : db.transaction().execute(writes);
}

/**
 * The snapshots of the tasks a page of essays answers, added to `known` (task id → snapshot, or null for a task
 * that is gone): each task is read once for the whole backfill, and the bank holds far fewer tasks than essays.
 */
async function learnTasks(db: Kysely<unknown>, taskIds: string[], known: Map<string, string | null>): Promise<void> {
  const unknown = [...new Set(taskIds)].filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  const rows = await sql<TFrozenTaskRow>`
    select id, part, title, publish_time, themes, content, requirement, pics from writing_items
    where id in (${sql.join(unknown)})`.execute(db);
  for (const id of unknown) known.set(id, null);
  for (const row of rows.rows) known.set(row.id, frozenTaskSnapshot(row));
}

/** Every essay's task snapshot from its task as stored now, a page at a time (keyset on the id). */
async function backfillSnapshots(db: Kysely<unknown>): Promise<void> {
  const known = new Map<string, string | null>();
  let after = "";
  for (;;) {
    const page = await sql<{ id: string; writing_practice_id: string }>`
      select id, writing_practice_id from essays where id > ${after} order by id limit ${ESSAY_PAGE}`.execute(db);
    if (page.rows.length === 0) return;
    await learnTasks(
      db,
      page.rows.map((essay) => essay.writing_practice_id),
      known,
    );
    await inTransaction(db, async (trx) => {
      for (const essay of page.rows) {
        const snapshot = known.get(essay.writing_practice_id);
        // An essay whose task is already gone keeps none: there is nothing left to copy.
        if (snapshot) await sql`update essays set task_snapshot = ${snapshot} where id = ${essay.id}`.execute(trx);
      }
    });
    const last = page.rows[page.rows.length - 1];
    if (!last || page.rows.length < ESSAY_PAGE) return;
    after = last.id;
  }
}

/**
 * Writing tasks become editable: each essay keeps the task it was written against (`essays.task_snapshot`,
 * the task as JSON, backfilled from the tasks as they stand), so editing or deleting a task never changes an
 * essay; and a task is deleted by marking it (`writing_items.deleted_at`), so drafts under way stay valid.
 */
export const writingTaskSnapshotsMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("essays").addColumn("task_snapshot", "text").execute();
    await db.schema.alterTable("writing_items").addColumn("deleted_at", "bigint").execute();
    await backfillSnapshots(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("writing_items").dropColumn("deleted_at").execute();
    await db.schema.alterTable("essays").dropColumn("task_snapshot").execute();
  },
};
