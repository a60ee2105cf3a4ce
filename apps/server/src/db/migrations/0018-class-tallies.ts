import { type Kysely, sql } from "kysely";
import { questionTypesByNumber } from "./frozen";

/** Rows written per transaction while backfilling: one commit (one fsync on SQLite) per batch. */
const WRITE_BATCH = 500;
/** Graded passages read at a time (their correct tables are small), so a school's history is never held whole. */
const PAGE = 2_000;

type TTally = { correct: number; total: number };

/**
 * A class's pages read per learner, not per paper.
 *
 * - class_tallies: each learner's marks per question type over their papers for a class's live assignments
 *   (the class's heat map), moved when an assigned paper is stored and when an assignment is withdrawn, as
 *   question_tallies is for a learner's own insight. Backfilled from the papers already stored.
 * - attempts_assignment_status_idx: an assignment's handed-in count is one range of it, never a walk of every
 *   submitted attempt by status.
 */
export const classTalliesMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    // SQLite runs a migration outside a transaction: one stopped half-way is run again from the top.
    await db.schema
      .createTable("class_tallies")
      .ifNotExists()
      .addColumn("class_id", "text", (c) => c.notNull())
      .addColumn("user_id", "bigint", (c) => c.notNull())
      .addColumn("question_type", "text", (c) => c.notNull())
      .addColumn("correct", "integer", (c) => c.notNull())
      .addColumn("total", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("class_tallies_pk", ["class_id", "user_id", "question_type"])
      .execute();
    await db.schema.createIndex("class_tallies_user_idx").ifNotExists().on("class_tallies").column("user_id").execute();
    await sql`delete from class_tallies`.execute(db);
    await backfill(db);
    await db.schema
      .createIndex("attempts_assignment_status_idx")
      .ifNotExists()
      .on("attempts")
      .columns(["assignment_id", "status", "user_id"])
      .where("assignment_id", "is not", null)
      .execute();
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropIndex("attempts_assignment_status_idx").execute();
    await db.schema.dropTable("class_tallies").execute();
  },
};

type TPassage = { class_id: string; user_id: number; snapshot_sha: string | null; correct_table: string };

/** Every graded passage of a paper for a live assignment, a page at a time (keyset on the passage's key). */
async function* assignedPassages(db: Kysely<unknown>) {
  let after = { submissionId: "", position: -1 };
  for (;;) {
    const page = await sql<TPassage & { submission_id: string; position: number }>`
      select p.submission_id, p.position, a.class_id, s.user_id, p.snapshot_sha, p.correct_table
      from submission_passages p
      join submissions s on s.id = p.submission_id
      join attempts t on t.user_id = s.user_id and t.test_taker_id = s.test_taker_id
      join assignments a on a.id = t.assignment_id
      where a.deleted_at is null
        and (p.submission_id > ${after.submissionId} or (p.submission_id = ${after.submissionId} and p.position > ${after.position}))
      order by p.submission_id, p.position
      limit ${PAGE}`.execute(db);
    yield* page.rows;
    const last = page.rows[page.rows.length - 1];
    if (!last || page.rows.length < PAGE) return;
    after = { submissionId: last.submission_id, position: Number(last.position) };
  }
}

/** The tallies of every assigned paper of a live assignment, by class, learner and type. */
async function backfill(db: Kysely<unknown>): Promise<void> {
  const typesBySha = new Map<string, Map<number, string>>();
  const sums = new Map<string, TTally & { classId: string; userId: number; type: string }>();
  for await (const passage of assignedPassages(db)) {
    const sha = passage.snapshot_sha;
    if (sha === null) continue;
    if (!typesBySha.has(sha)) {
      const row = await sql<{ body: string }>`select body from practice_snapshots where sha256 = ${sha}`.execute(db);
      const body = row.rows[0]?.body;
      typesBySha.set(sha, body === undefined ? new Map() : questionTypesByNumber(body));
    }
    const types = typesBySha.get(sha) ?? new Map<number, string>();
    for (const [n, correct] of Object.entries(JSON.parse(passage.correct_table) as Record<string, boolean>)) {
      const type = types.get(Number(n));
      if (!type) continue;
      const key = `${passage.class_id}|${passage.user_id}|${type}`;
      const sum = sums.get(key) ?? {
        classId: passage.class_id,
        userId: Number(passage.user_id),
        type,
        correct: 0,
        total: 0,
      };
      sum.total += 1;
      if (correct) sum.correct += 1;
      sums.set(key, sum);
    }
  }
  const rows = [...sums.values()];
  for (let from = 0; from < rows.length; from += WRITE_BATCH) {
    const write = async (trx: Kysely<unknown>) => {
      for (const r of rows.slice(from, from + WRITE_BATCH)) {
        await sql`insert into class_tallies (class_id, user_id, question_type, correct, total)
                  values (${r.classId}, ${r.userId}, ${r.type}, ${r.correct}, ${r.total})`.execute(trx);
      }
    };
    // Kysely runs migrations in a transaction on PostgreSQL (the writes join it) but not on SQLite.
    await (db.isTransaction ? write(db) : db.transaction().execute(write));
  }
}
