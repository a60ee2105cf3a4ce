import type { THighlightItem, TReadingPractice, TSubmissionRecord } from "@bandcraft/contract/reading";
import type { Kysely, Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";
import { takeSubmitSlots } from "../quotas/learner-usage.repository";
import { storeRecords } from "../records/records.writer";
import { markSubmitted } from "./attempts.repository";

export interface TStoredPassage {
  practiceId: string;
  title: string;
  correctCount: number;
  questionCount: number;
  standardAnswers: Record<string, string>;
  userAnswers: Record<string, string>;
  correctTable: Record<string, boolean>;
  highlights: THighlightItem[];
  /** The practice_snapshots row (the passage and key as graded), kept for review. */
  snapshotSha: string | null;
  /** That version, parsed: the records tally the marks by its question types. */
  practice: TReadingPractice;
}

export interface TNewSubmission {
  id: string;
  userId: number;
  testTakerId: string;
  startTs: number;
  elapsedSeconds: number;
  submittedAt: number;
  totalCorrect: number;
  questionCount: number;
  band: number;
  payloadHash: string;
  /** The server submitted it at the deadline with the last saved state. */
  closedByServer: boolean;
  passages: TStoredPassage[];
}

/** What became of a submission: stored, its key already taken (not written), or refused for the learner's rate (wait ms). */
export type TStoreOutcome = "stored" | "taken" | { retryAfterMs: number };

/**
 * Stores submissions and their passages, in two multi-row statements whatever their number, then hands
 * the papers stored to the records (their places in their learners' lists, their marks in the tallies).
 * The unique (user, test-taker id) constraint reserves each idempotency key in the same statement (no
 * check-then-insert race); a submission whose key was already taken, earlier or by one
 * before it in the same batch, is not written ("taken"). Each learner's own submit then stored takes a
 * slot of their submit rate (the server's closes never ask; a repeat, stored by nobody, takes none, even
 * when two processes race on it): one refused is taken back out before anything else is written, and a
 * repeat of it in the same batch (its key "taken" by that row) is refused with the same wait. Runs
 * inside the caller's transaction.
 */
export async function insertSubmissions(
  trx: Transaction<TDatabase>,
  dialect: TDialect,
  batch: TNewSubmission[],
  submitsPerMinute?: number,
): Promise<TStoreOutcome[]> {
  const inserted = await trx
    .insertInto("submissions")
    .values(
      batch.map((s) => ({
        id: s.id,
        user_id: s.userId,
        test_taker_id: s.testTakerId,
        start_ts: s.startTs,
        elapsed_seconds: s.elapsedSeconds,
        submitted_at: s.submittedAt,
        total_correct: s.totalCorrect,
        question_count: s.questionCount,
        band: s.band,
        payload_hash: s.payloadHash,
        complete_test: s.passages.length > 1 ? 1 : 0,
      })),
    )
    .onConflict((oc) => oc.columns(["user_id", "test_taker_id"]).doNothing())
    .returning("id")
    .execute();
  const stored = new Set(inserted.map((row) => row.id));
  const refused = await refuseOverRate(trx, dialect, batch, stored, submitsPerMinute);
  const passageRows = batch
    .filter((s) => stored.has(s.id))
    .flatMap((s) =>
      s.passages.map((p, position) => ({
        submission_id: s.id,
        position,
        practice_id: p.practiceId,
        title: p.title,
        correct_count: p.correctCount,
        question_count: p.questionCount,
        standard_answers: JSON.stringify(p.standardAnswers),
        user_answers: JSON.stringify(p.userAnswers),
        correct_table: JSON.stringify(p.correctTable),
        highlights: JSON.stringify(p.highlights),
        snapshot_sha: p.snapshotSha,
      })),
    );
  if (passageRows.length > 0) await trx.insertInto("submission_passages").values(passageRows).execute();
  // Their attempts close with them, in the same transaction: a paper and its attempt never disagree.
  // (One statement for the batch: its papers were graded within milliseconds, the latest time stands for all.)
  for (const byServer of [false, true]) {
    const closing = batch.filter((s) => stored.has(s.id) && s.closedByServer === byServer);
    const at = Math.max(0, ...closing.map((s) => s.submittedAt));
    await markSubmitted(
      trx,
      closing.map((s) => s.testTakerId),
      at,
      byServer,
    );
  }
  // Each learner's records move with their papers, in the same transaction, in batch order.
  await storeRecords(
    trx,
    dialect,
    batch.filter((s) => stored.has(s.id)).map((s) => ({ submissionId: s.id, userId: s.userId, passages: s.passages })),
  );
  // A repeat of a refused submit in the same batch found its key taken by a row now deleted: nothing of
  // that attempt is stored, so it gets the same refusal (never "taken", which would look for a paper).
  const refusedKeys = new Map<string, number>();
  for (const s of batch) {
    const wait = refused.get(s.id);
    if (wait !== undefined) refusedKeys.set(attemptKey(s), wait);
  }
  return batch.map((s) => {
    const wait = refused.get(s.id) ?? (stored.has(s.id) ? undefined : refusedKeys.get(attemptKey(s)));
    if (wait !== undefined) return { retryAfterMs: wait };
    return stored.has(s.id) ? "stored" : "taken";
  });
}

const attemptKey = (s: TNewSubmission) => `${s.userId}:${s.testTakerId}`;

/**
 * Takes a rate slot for each learner's own submit just stored; deletes the rows of those refused (their
 * keys free again for the submit after the wait) and drops them from `stored`. Answers their waits by id.
 */
async function refuseOverRate(
  trx: Transaction<TDatabase>,
  dialect: TDialect,
  batch: TNewSubmission[],
  stored: Set<string>,
  submitsPerMinute: number | undefined,
): Promise<Map<string, number>> {
  const own = batch.filter((s) => stored.has(s.id) && !s.closedByServer);
  const waits = await takeSubmitSlots(
    trx,
    dialect,
    own.map((s) => ({ userId: s.userId, at: s.submittedAt })),
    submitsPerMinute,
  );
  const refused = new Map(own.flatMap((s, i) => (waits[i] === undefined ? [] : [[s.id, waits[i] as number] as const])));
  if (refused.size > 0) {
    await trx
      .deleteFrom("submissions")
      .where("id", "in", [...refused.keys()])
      .execute();
    for (const id of refused.keys()) stored.delete(id);
  }
  return refused;
}

/** A learner's submission by test-taker id, as the submit call returns it, with its payload hash and titles. */
export async function findSubmission(
  db: Kysely<TDatabase>,
  userId: number,
  testTakerId: string,
): Promise<{ record: TSubmissionRecord; payloadHash: string; titles: string[] } | undefined> {
  const row = await db
    .selectFrom("submissions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("test_taker_id", "=", testTakerId)
    .executeTakeFirst();
  if (!row) return undefined;
  const passages = await db
    .selectFrom("submission_passages")
    .selectAll()
    .where("submission_id", "=", row.id)
    .orderBy("position")
    .execute();
  return {
    payloadHash: row.payload_hash,
    titles: passages.map((p) => p.title),
    record: {
      submissionID: row.id,
      totalCorrectCnt: row.total_correct,
      band: row.band,
      elapsedTime: row.elapsed_seconds,
      SubmissionResults: passages.map((p) => ({
        readingPracticeID: p.practice_id,
        standardAnswers: JSON.parse(p.standard_answers) as Record<string, string>,
        userAnswers: JSON.parse(p.user_answers) as Record<string, string>,
        correctCnt: p.correct_count,
        correctTable: JSON.parse(p.correct_table) as Record<string, boolean>,
      })),
    },
  };
}
