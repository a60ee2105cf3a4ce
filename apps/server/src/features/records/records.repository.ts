import type { Kysely } from "kysely";
import type { Database } from "../../db/database";

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

/**
 * A learner's latest complete tests (more than one passage), newest first, at most `limit`: one range of
 * the (user, complete_test, submitted_at) index read backwards.
 */
export async function latestCompleteTests(db: Kysely<Database>, userId: number, limit: number) {
  return db
    .selectFrom("submissions")
    .select(["test_taker_id", "submitted_at", "band"])
    .where("user_id", "=", userId)
    .where("complete_test", "=", 1)
    .orderBy("submitted_at", "desc")
    .limit(limit)
    .execute();
}
