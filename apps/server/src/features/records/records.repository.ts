import type { Kysely } from "kysely";
import { compiledOnce } from "../../db/compiled-once";
import type { Database } from "../../db/database";
import { unpackPiece } from "../../lib/deflate-pieces";

/** How many submissions the learner has: the records list's total, kept on the account (migration 0008). */
const countRecords = compiledOnce((db: Kysely<Database>, userId: number) =>
  db.selectFrom("users").select("submission_count as n").where("id", "=", userId),
);

/**
 * One page of a learner's records, newest first (ties by id, so pages never overlap), each row with the
 * learner's total: one round trip instead of two, which PostgreSQL feels most.
 */
const recordsPage = compiledOnce((db: Kysely<Database>, userId: number, limit: number, offset: number) =>
  db
    .selectFrom("submissions")
    .select((eb) => [
      "record_deflate",
      eb.selectFrom("users").select("submission_count").where("users.id", "=", userId).as("total"),
    ])
    .where("user_id", "=", userId)
    .orderBy("submitted_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset),
);

/** One page of a learner's practice records, newest first, as their stored compressed pieces, with the total. */
export async function pageOfRecords(db: Kysely<Database>, userId: number, page: number, pageSize: number) {
  const rows = await recordsPage(db, userId, pageSize, (page - 1) * pageSize);
  // A page past the end has no row to carry the total.
  const total = rows[0] ? Number(rows[0].total) : Number((await countRecords(db, userId))[0]?.n ?? 0);
  // Every row has its piece (written with the paper; migrations 0006 and 0007 filled in the older ones).
  return { total, pieces: rows.flatMap((r) => (r.record_deflate ? [unpackPiece(r.record_deflate)] : [])) };
}

/** The caller's own graded passage of one submission, with the snapshot it was graded against. */
export async function findReviewedPassage(
  db: Kysely<Database>,
  userId: number,
  testTakerId: string,
  practiceId: string,
) {
  return db
    .selectFrom("submission_passages")
    .innerJoin("submissions", "submissions.id", "submission_passages.submission_id")
    .leftJoin("practice_snapshots", "practice_snapshots.sha256", "submission_passages.snapshot_sha")
    .select([
      "submission_passages.practice_id",
      "submission_passages.user_answers",
      "submission_passages.correct_table",
      "submission_passages.highlights",
      "practice_snapshots.body as snapshot",
    ])
    .where("submissions.user_id", "=", userId)
    .where("submissions.test_taker_id", "=", testTakerId)
    .where("submission_passages.practice_id", "=", practiceId)
    .executeTakeFirst();
}

/** Every graded passage of a learner with its snapshot key (for insight), and the complete tests' bands. */
export async function historyForInsight(db: Kysely<Database>, userId: number) {
  const passages = await db
    .selectFrom("submission_passages")
    .innerJoin("submissions", "submissions.id", "submission_passages.submission_id")
    .select(["submission_passages.snapshot_sha", "submission_passages.correct_table"])
    .where("submissions.user_id", "=", userId)
    .execute();
  const shas = [...new Set(passages.map((p) => p.snapshot_sha).filter((s): s is string => s !== null))];
  const snapshots =
    shas.length === 0
      ? []
      : await db.selectFrom("practice_snapshots").select(["sha256", "body"]).where("sha256", "in", shas).execute();
  const completeTests = await db
    .selectFrom("submissions")
    .innerJoin("submission_passages", "submission_passages.submission_id", "submissions.id")
    .select(["submissions.test_taker_id", "submissions.submitted_at", "submissions.band"])
    .where("submissions.user_id", "=", userId)
    .groupBy(["submissions.id", "submissions.test_taker_id", "submissions.submitted_at", "submissions.band"])
    .having((eb) => eb.fn.countAll(), ">", 1)
    .orderBy("submissions.submitted_at")
    .execute();
  return { passages, snapshots, completeTests };
}
