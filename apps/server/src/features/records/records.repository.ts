import type { TPracticeRecord } from "@bandcraft/contract/reading";
import { type Kysely, sql, type Transaction } from "kysely";
import type { TDatabase } from "../../db/database";

/** PostgreSQL's integer: no learner has 2^31 papers, so a page that far is past the end anyway. */
const INT_MAX = 2 ** 31 - 1;

const ratio = (correct: number, total: number) => (total > 0 ? correct / total : 0);

/**
 * Gives papers just stored their places at the end of their learners' histories (`seq`), in batch order,
 * moving each learner's count with them: two statements for the batch. Moving the counts first takes the
 * learners' rows' locks, so two processes storing papers of one learner at once (PostgreSQL) number them
 * one after the other, the second seeing the first's count.
 */
export async function placeInHistories(
  trx: Transaction<TDatabase>,
  papers: readonly { submissionId: string; userId: number }[],
): Promise<void> {
  const added = new Map<number, number>();
  for (const p of papers) added.set(p.userId, (added.get(p.userId) ?? 0) + 1);
  // CAST: PostgreSQL cannot tell a parameter's type in THEN from the parameter alone.
  const increments = sql.join(
    [...added].map(([userId, n]) => sql`when ${userId} then cast(${n} as integer)`),
    sql` `,
  );
  const counted = await trx
    .updateTable("users")
    .set({ submission_count: sql<number>`submission_count + case id ${increments} else 0 end` })
    .where("id", "in", [...added.keys()])
    .returning(["id", "submission_count"])
    .execute();
  // Each learner's next place: their count before this batch.
  const next = new Map(
    counted.map((row) => [Number(row.id), Number(row.submission_count) - (added.get(Number(row.id)) ?? 0)]),
  );
  const places = sql.join(
    papers.map((p) => {
      const seq = next.get(p.userId);
      if (seq === undefined) throw new Error(`No account ${p.userId} to store a paper for`);
      next.set(p.userId, seq + 1);
      return sql`when ${p.submissionId} then cast(${seq} as integer)`;
    }),
    sql` `,
  );
  await trx
    .updateTable("submissions")
    .set({ seq: sql<number>`case id ${places} end` })
    .where(
      "id",
      "in",
      papers.map((p) => p.submissionId),
    )
    .execute();
}

/**
 * One page of a learner's practice records, newest first, with their total: the only place a record's
 * fields are read (their shape is the contract's ZPracticeRecord). One statement: the account's count
 * places the page, a range of the (user_id, seq) index, so page 2,500 reads what page 1 reads; each
 * record's passages join in their order. The band is shown for complete tests only.
 */
export async function recordsPage(
  db: Kysely<TDatabase>,
  userId: number,
  page: number,
  pageSize: number,
): Promise<{ total: number; records: TPracticeRecord[] }> {
  const skip = Math.min((page - 1) * pageSize, INT_MAX - pageSize);
  const rows = await db
    .selectFrom("users")
    .innerJoin("submissions", (join) =>
      join
        .onRef("submissions.user_id", "=", "users.id")
        .on("submissions.seq", ">=", sql<number>`users.submission_count - ${skip + pageSize}`)
        .on("submissions.seq", "<", sql<number>`users.submission_count - ${skip}`),
    )
    .innerJoin("submission_passages", "submission_passages.submission_id", "submissions.id")
    .select([
      "users.submission_count as total",
      "submissions.id",
      "submissions.test_taker_id",
      "submissions.start_ts",
      "submissions.elapsed_seconds",
      "submissions.total_correct",
      "submissions.question_count",
      "submissions.band",
      "submissions.complete_test",
      "submission_passages.practice_id",
      "submission_passages.title",
      "submission_passages.correct_count",
      "submission_passages.question_count as passage_question_count",
      "submission_passages.standard_answers",
      "submission_passages.user_answers",
      "submission_passages.correct_table",
    ])
    .where("users.id", "=", userId)
    .orderBy("submissions.seq", "desc")
    .orderBy("submission_passages.position")
    .execute();
  const records: TPracticeRecord[] = [];
  let last: { id: string; record: TPracticeRecord } | undefined;
  for (const row of rows) {
    if (last?.id !== row.id) {
      const record: TPracticeRecord = {
        testTakerID: row.test_taker_id,
        startTimeStamp: Number(row.start_ts),
        elapsedTime: row.elapsed_seconds,
        totalAccuracy: ratio(row.total_correct, row.question_count),
        totalCorrectCnt: row.total_correct,
        questionCnt: row.question_count,
        ...(row.complete_test === 1 ? { band: row.band } : {}),
        readingPracticeInfo: [],
      };
      records.push(record);
      last = { id: row.id, record };
    }
    last.record.readingPracticeInfo.push({
      id: row.practice_id,
      title: row.title,
      correctCnt: row.correct_count,
      accuracy: ratio(row.correct_count, row.passage_question_count),
      standardAnswers: JSON.parse(row.standard_answers) as Record<string, string>,
      userAnswers: JSON.parse(row.user_answers) as Record<string, string>,
      correctTable: JSON.parse(row.correct_table) as Record<string, boolean>,
    });
  }
  // An empty page (a new account, or past the end) has no row to carry the total.
  const total = rows[0]?.total ?? (await historyLength(db, userId));
  return { total: Number(total), records };
}

/** How many papers the learner has: the count kept on the account. */
async function historyLength(db: Kysely<TDatabase>, userId: number): Promise<number> {
  const row = await db.selectFrom("users").select("submission_count").where("id", "=", userId).executeTakeFirst();
  return Number(row?.submission_count ?? 0);
}

/** The caller's own graded passage of one submission, with the snapshot it was graded against. */
export async function findReviewedPassage(
  db: Kysely<TDatabase>,
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
export async function latestCompleteTests(db: Kysely<TDatabase>, userId: number, limit: number) {
  return db
    .selectFrom("submissions")
    .select(["test_taker_id", "submitted_at", "band"])
    .where("user_id", "=", userId)
    .where("complete_test", "=", 1)
    .orderBy("submitted_at", "desc")
    .limit(limit)
    .execute();
}
