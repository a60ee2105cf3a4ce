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
