import { type Kysely, sql, type Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";
import { gradedVersions } from "./graded-versions";
import { paperTallies, type TTallies } from "./question-tallies";

/**
 * A class's heat map kept as a tally per learner and question type (`class_tallies`), so that a class's page reads
 * a row per learner and type, never every paper (bench/class-results.mjs: the largest class read 100,851 graded
 * passages, 28.8 MB of JSON, per request). An assigned paper adds to it when it is stored, in the same
 * transaction; withdrawing the assignment takes its papers out again, in the withdrawal's transaction.
 */

type TClassTallyRow = { class_id: string; user_id: number; question_type: string; correct: number; total: number };

/** Rows per statement: five parameters each, well under SQLite's 32,766. */
const ROWS_PER_STATEMENT = 1_000;

/** Sums the tallies per learner and type, scaled by `sign` (-1 takes them out). */
function rowsOf(classId: string, papers: readonly { userId: number; tallies: TTallies }[], sign: 1 | -1) {
  const sums = new Map<string, TClassTallyRow>();
  for (const { userId, tallies } of papers) {
    for (const [type, t] of Object.entries(tallies)) {
      if (!t) continue;
      const key = `${userId}|${type}`;
      const sum = sums.get(key) ?? { class_id: classId, user_id: userId, question_type: type, correct: 0, total: 0 };
      sum.correct += sign * t.correct;
      sum.total += sign * t.total;
      sums.set(key, sum);
    }
  }
  return [...sums.values()];
}

/**
 * Adds signed rows to the tallies, a few multi-row upserts whatever their number. In key order: PostgreSQL locks
 * an upsert's rows in the order given, and a submit batch and a withdrawal touching the same learners in two
 * orders would deadlock.
 */
async function move(trx: Transaction<TDatabase>, rows: readonly TClassTallyRow[]): Promise<void> {
  const key = (r: TClassTallyRow) => [r.class_id, String(r.user_id).padStart(20, "0"), r.question_type].join("|");
  const ordered = [...rows].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (let from = 0; from < ordered.length; from += ROWS_PER_STATEMENT) {
    await trx
      .insertInto("class_tallies")
      .values(ordered.slice(from, from + ROWS_PER_STATEMENT))
      .onConflict((oc) =>
        oc.columns(["class_id", "user_id", "question_type"]).doUpdateSet({
          correct: sql<number>`class_tallies.correct + excluded.correct`,
          total: sql<number>`class_tallies.total + excluded.total`,
        }),
      )
      .execute();
  }
}

/**
 * Adds the papers just stored that answer a live assignment to their class's tallies. On PostgreSQL the
 * assignment rows are share-locked: a withdrawal running beside this either waits for it (and then takes these
 * papers out) or went first (and they are not counted). SQLite runs one write transaction at a time.
 */
export async function addClassTallies(
  trx: Transaction<TDatabase>,
  dialect: TDialect,
  papers: readonly { submissionId: string; userId: number; tallies: TTallies }[],
): Promise<void> {
  if (papers.length === 0) return;
  const query = trx
    .selectFrom("submissions")
    .innerJoin("attempts", (join) =>
      join
        .onRef("attempts.user_id", "=", "submissions.user_id")
        .onRef("attempts.test_taker_id", "=", "submissions.test_taker_id"),
    )
    .innerJoin("assignments", "assignments.id", "attempts.assignment_id")
    .select(["submissions.id", "assignments.class_id as classId"])
    .where(
      "submissions.id",
      "in",
      papers.map((p) => p.submissionId),
    )
    .where("assignments.deleted_at", "is", null);
  const assigned = await (dialect === "postgres" ? query.forShare("assignments") : query).execute();
  if (assigned.length === 0) return;
  const classOf = new Map(assigned.map((row) => [row.id, row.classId]));
  const byClass = new Map<string, { userId: number; tallies: TTallies }[]>();
  for (const paper of papers) {
    const classId = classOf.get(paper.submissionId);
    if (classId !== undefined) byClass.set(classId, [...(byClass.get(classId) ?? []), paper]);
  }
  await move(
    trx,
    [...byClass].flatMap(([classId, own]) => rowsOf(classId, own, 1)),
  );
}

/**
 * Takes an assignment's papers out of its class's tallies, inside the transaction that withdraws it (after the
 * withdrawal's update, which on PostgreSQL waits for any paper being stored for it: see addClassTallies).
 */
export async function withdrawClassTallies(
  trx: Transaction<TDatabase>,
  classId: string,
  assignmentId: string,
): Promise<void> {
  const passages = await trx
    .selectFrom("submission_passages")
    .innerJoin("submissions", "submissions.id", "submission_passages.submission_id")
    .innerJoin("attempts", (join) =>
      join
        .onRef("attempts.user_id", "=", "submissions.user_id")
        .onRef("attempts.test_taker_id", "=", "submissions.test_taker_id"),
    )
    .select([
      "submissions.user_id as userId",
      "submission_passages.snapshot_sha as sha",
      "submission_passages.correct_table as correctTable",
    ])
    .where("attempts.assignment_id", "=", assignmentId)
    .execute();
  const versions = await gradedVersions(
    trx,
    passages.map((p) => p.sha),
  );
  const papers = passages.flatMap((p) => {
    const practice = p.sha === null ? undefined : versions.get(p.sha);
    if (!practice) return [];
    const correctTable = JSON.parse(p.correctTable) as Record<string, boolean>;
    return [{ userId: Number(p.userId), tallies: paperTallies([{ practice, correctTable }]) }];
  });
  await move(trx, rowsOf(classId, papers, -1));
  await trx.deleteFrom("class_tallies").where("class_id", "=", classId).where("total", "<=", 0).execute();
}

/** The tallies of these learners in the class (a dozen question types at most each), by learner. */
export async function classTallies(db: Kysely<TDatabase>, classId: string, userIds: readonly number[]) {
  const byLearner = new Map<number, { questionType: string; correct: number; total: number }[]>();
  if (userIds.length === 0) return byLearner;
  const rows = await db
    .selectFrom("class_tallies")
    .select(["user_id as userId", "question_type as questionType", "correct", "total"])
    .where("class_id", "=", classId)
    .where("user_id", "in", userIds)
    .execute();
  for (const { userId, questionType, correct, total } of rows) {
    const own = byLearner.get(Number(userId)) ?? [];
    own.push({ questionType, correct: Number(correct), total: Number(total) });
    byLearner.set(Number(userId), own);
  }
  return byLearner;
}

/** The question types the class's learners now have met (the heat map's columns, the same on every page). */
export async function classTypes(db: Kysely<TDatabase>, classId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("class_tallies")
    .innerJoin("class_members", (join) =>
      join
        .onRef("class_members.class_id", "=", "class_tallies.class_id")
        .onRef("class_members.user_id", "=", "class_tallies.user_id"),
    )
    .select("class_tallies.question_type as questionType")
    .distinct()
    .where("class_tallies.class_id", "=", classId)
    .execute();
  return rows.map((r) => r.questionType);
}
