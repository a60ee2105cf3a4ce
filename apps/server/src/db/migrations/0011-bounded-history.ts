import { type Kysely, sql } from "kysely";
import { essayExcerpt, questionTypesByNumber } from "./frozen";

/** Graded passages read at a time while backfilling (their correct tables are small), so a large history is never held whole. */
const PAGE = 2_000;
/** Essays read at a time: each carries its whole text (up to 200,000 characters), so a page is a few MB at most. */
const ESSAY_PAGE = 100;
/** Rows written per transaction: one commit (one fsync on SQLite) per batch, never one per row. */
const WRITE_BATCH = 500;

/**
 * Runs a batch of writes in one transaction. Kysely runs migrations in a transaction on PostgreSQL (the
 * writes join it) but not on SQLite, where each statement would otherwise commit (and fsync) alone.
 */
function inTransaction(db: Kysely<unknown>, writes: (trx: Kysely<unknown>) => Promise<void>): Promise<void> {
  return db.isTransaction ? writes(db) : db.transaction().execute(writes);
}

type TTally = { correct: number; total: number };

/** Every graded passage's learner, snapshot and correct table, a page at a time (keyset on the primary key). */
async function* gradedPassages(db: Kysely<unknown>) {
  let after = { submissionId: "", position: -1 };
  for (;;) {
    const page = await sql<{
      submission_id: string;
      position: number;
      user_id: number;
      snapshot_sha: string | null;
      correct_table: string;
    }>`
      select p.submission_id, p.position, s.user_id, p.snapshot_sha, p.correct_table
      from submission_passages p join submissions s on s.id = p.submission_id
      where p.submission_id > ${after.submissionId} or (p.submission_id = ${after.submissionId} and p.position > ${after.position})
      order by p.submission_id, p.position
      limit ${PAGE}`.execute(db);
    yield* page.rows;
    const last = page.rows[page.rows.length - 1];
    if (!last || page.rows.length < PAGE) return;
    after = { submissionId: last.submission_id, position: Number(last.position) };
  }
}

/** The tallies of every learner from their stored papers: each snapshot parsed once, the passages paged. */
async function backfillTallies(db: Kysely<unknown>): Promise<void> {
  const typesBySha = new Map<string, Map<number, string>>();
  const shas = await sql<{ snapshot_sha: string }>`
    select distinct snapshot_sha from submission_passages where snapshot_sha is not null`.execute(db);
  for (const { snapshot_sha: sha } of shas.rows) {
    const row = await sql<{ body: string }>`select body from practice_snapshots where sha256 = ${sha}`.execute(db);
    const body = row.rows[0]?.body;
    if (body !== undefined) typesBySha.set(sha, questionTypesByNumber(body));
  }
  const byLearner = new Map<number, Map<string, TTally>>();
  for await (const passage of gradedPassages(db)) {
    const types = passage.snapshot_sha ? typesBySha.get(passage.snapshot_sha) : undefined;
    if (!types) continue;
    const userId = Number(passage.user_id);
    const tallies = byLearner.get(userId) ?? new Map<string, TTally>();
    byLearner.set(userId, tallies);
    for (const [n, correct] of Object.entries(JSON.parse(passage.correct_table) as Record<string, boolean>)) {
      const type = types.get(Number(n));
      if (!type) continue;
      const tally = tallies.get(type) ?? { correct: 0, total: 0 };
      tally.total += 1;
      if (correct) tally.correct += 1;
      tallies.set(type, tally);
    }
  }
  const rows = [...byLearner].flatMap(([userId, tallies]) => [...tallies].map(([type, t]) => ({ userId, type, t })));
  for (let from = 0; from < rows.length; from += WRITE_BATCH) {
    await inTransaction(db, async (trx) => {
      for (const { userId, type, t } of rows.slice(from, from + WRITE_BATCH)) {
        await sql`insert into question_tallies (user_id, question_type, correct, total)
                  values (${userId}, ${type}, ${t.correct}, ${t.total})`.execute(trx);
      }
    });
  }
}

/** Each essay's excerpt and length, from its text, a page at a time, each page's updates one transaction. */
async function backfillEssays(db: Kysely<unknown>): Promise<void> {
  let after = "";
  for (;;) {
    const page = await sql<{ id: string; text: string }>`
      select id, text from essays where id > ${after} order by id limit ${ESSAY_PAGE}`.execute(db);
    if (page.rows.length === 0) return;
    await inTransaction(db, async (trx) => {
      for (const essay of page.rows) {
        await sql`update essays set excerpt = ${essayExcerpt(essay.text)}, text_chars = ${essay.text.length}
                  where id = ${essay.id}`.execute(trx);
      }
    });
    const last = page.rows[page.rows.length - 1];
    if (!last || page.rows.length < ESSAY_PAGE) return;
    after = last.id;
  }
}

/**
 * Work per request bounded by the request, never by a learner's history: accuracy per question type is
 * kept as a tally moved when a paper is stored (`question_tallies`), complete tests are marked so the
 * latest ones are one index range (`submissions.complete_test`), and each essay keeps its excerpt and
 * length, so the list reads no essay text. `learner_usage` holds what the per-learner quotas count
 * (essays, their size, recent submits). Everything is backfilled from the history already stored.
 */
export const boundedHistoryMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("submissions")
      .addColumn("complete_test", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`update submissions set complete_test = 1
              where (select count(*) from submission_passages p where p.submission_id = submissions.id) > 1`.execute(
      db,
    );
    await db.schema
      .createIndex("submissions_user_complete_idx")
      .on("submissions")
      .columns(["user_id", "complete_test", "submitted_at"])
      .execute();
    await db.schema
      .createTable("question_tallies")
      .addColumn("user_id", "bigint", (c) => c.notNull().references("users.id").onDelete("cascade"))
      .addColumn("question_type", "text", (c) => c.notNull())
      .addColumn("correct", "integer", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("question_tallies_pk", ["user_id", "question_type"])
      .execute();
    await backfillTallies(db);
    await db.schema
      .alterTable("essays")
      .addColumn("excerpt", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("essays")
      .addColumn("text_chars", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
    await backfillEssays(db);
    await db.schema
      .createTable("learner_usage")
      .addColumn("user_id", "bigint", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
      .addColumn("essay_count", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("essay_chars", "bigint", (c) => c.notNull().defaultTo(0))
      .addColumn("submit_log", "text", (c) => c.notNull().defaultTo(""))
      .execute();
    await sql`insert into learner_usage (user_id, essay_count, essay_chars)
              select user_id, count(*), sum(text_chars) from essays group by user_id`.execute(db);
    // The "Resume" list: a learner's open attempts, newest first, as one index range however many they left.
    await db.schema
      .createIndex("attempts_user_status_started_idx")
      .on("attempts")
      .columns(["user_id", "status", "started_at"])
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("attempts_user_status_started_idx").execute();
    await db.schema.dropTable("learner_usage").execute();
    await db.schema.alterTable("essays").dropColumn("text_chars").execute();
    await db.schema.alterTable("essays").dropColumn("excerpt").execute();
    await db.schema.dropTable("question_tallies").execute();
    await db.schema.dropIndex("submissions_user_complete_idx").execute();
    await db.schema.alterTable("submissions").dropColumn("complete_test").execute();
  },
};
