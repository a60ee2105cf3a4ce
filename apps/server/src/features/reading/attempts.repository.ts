import { LEARNER_QUOTAS } from "@bandcraft/contract/quotas";
import { assignedDeadline, deadlineFor } from "@bandcraft/domain/attempt-clock";
import type { Kysely, Transaction } from "kysely";
import type { TAttemptsTable, TDatabase } from "../../db/database";

/** A new attempt's row, as the start writes it. */
export type TNewAttempt = Omit<
  TAttemptsTable,
  "closed_by_server" | "revision" | "state" | "submitted_at" | "answered_count" | "last_save_key"
>;

/** An attempt as read back. */
export type TAttemptRow = Omit<TAttemptsTable, "closed_by_server" | "revision" | "answered_count"> & {
  closed_by_server: number;
  revision: number;
  answered_count: number;
};

/** Inserts the attempts of one group-committed batch in one statement (inside the caller's transaction). */
export async function insertAttempts(trx: Transaction<TDatabase>, rows: TNewAttempt[]): Promise<void> {
  if (rows.length > 0) await trx.insertInto("attempts").values(rows).execute();
}

/** One of the caller's attempts; someone else's is as absent as one that never existed. */
export async function findAttempt(
  db: Kysely<TDatabase>,
  userId: number,
  testTakerId: string,
): Promise<TAttemptRow | undefined> {
  return db
    .selectFrom("attempts")
    .selectAll()
    .where("test_taker_id", "=", testTakerId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/**
 * Stores a new state if the attempt is still open and the caller names its current revision (a
 * compare-and-set: no read first, no lost update between two devices). Answers the new revision, or
 * undefined when nothing was written.
 */
/** One autosave: the state to store if the attempt is open and still at `revision`. */
export interface TStateChange {
  userId: number;
  testTakerId: string;
  revision: number;
  state: string;
  answered: number;
  saveKey: string | null;
  now: number;
}

export async function saveAttemptState(
  db: Kysely<TDatabase> | Transaction<TDatabase>,
  change: TStateChange,
): Promise<number | undefined> {
  const result = await db
    .updateTable("attempts")
    .set((eb) => ({
      state: change.state,
      answered_count: change.answered,
      last_save_key: change.saveKey,
      saved_at: change.now,
      revision: eb("revision", "+", 1),
    }))
    .where("test_taker_id", "=", change.testTakerId)
    .where("user_id", "=", change.userId)
    .where("status", "=", "open")
    .where("revision", "=", change.revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? change.revision + 1 : undefined;
}

/**
 * Moves an open attempt to a new revision (a device takes it over): older copies' saves become stale.
 * Answers the attempt as it stands after the move (its state and revision read in the same statement, so
 * a save landing meanwhile cannot make the revision told a stale one), or undefined when it is not open.
 */
export async function claimAttempt(
  db: Kysely<TDatabase>,
  userId: number,
  testTakerId: string,
  now: number,
): Promise<TAttemptRow | undefined> {
  return (
    db
      .updateTable("attempts")
      // The last save's key goes: a save that lost its answer before this claim is no longer the newest.
      .set((eb) => ({ saved_at: now, revision: eb("revision", "+", 1), last_save_key: null }))
      .where("test_taker_id", "=", testTakerId)
      .where("user_id", "=", userId)
      .where("status", "=", "open")
      .returningAll()
      .executeTakeFirst()
  );
}

/** How many open attempts the "Resume" list shows at most (newest first): all a learner may have. */
export const OPEN_ATTEMPTS_LISTED = LEARNER_QUOTAS.openAttempts;

/** What the "Resume" list shows of an open attempt (never its saved state: that is read when it is opened). */
export type TOpenAttemptSummaryRow = Pick<
  TAttemptRow,
  "test_taker_id" | "kind" | "started_at" | "deadline_at" | "titles" | "question_count" | "answered_count"
>;

/** The caller's open attempts, newest first, as the list shows them. */
export async function openAttemptsOf(db: Kysely<TDatabase>, userId: number): Promise<TOpenAttemptSummaryRow[]> {
  return db
    .selectFrom("attempts")
    .select(["test_taker_id", "kind", "started_at", "deadline_at", "titles", "question_count", "answered_count"])
    .where("user_id", "=", userId)
    .where("status", "=", "open")
    .orderBy("started_at", "desc")
    .limit(OPEN_ATTEMPTS_LISTED)
    .execute();
}

/** Open timed attempts whose deadline was before `before`, oldest deadline first (any, one learner's, or assigned). */
export async function overdueAttempts(
  db: Kysely<TDatabase>,
  before: number,
  limit: number,
  of: { userId?: number; assignmentIds?: readonly string[] } = {},
): Promise<TAttemptRow[]> {
  let query = db
    .selectFrom("attempts")
    .selectAll()
    .where("status", "=", "open")
    .where("deadline_at", "is not", null)
    .where("deadline_at", "<", before);
  if (of.userId !== undefined) query = query.where("user_id", "=", of.userId);
  if (of.assignmentIds !== undefined) query = query.where("assignment_id", "in", of.assignmentIds);
  return query.orderBy("deadline_at").limit(limit).execute();
}

/**
 * Open attempts of each learner that still count against their limit (timed ones past their deadline and
 * grace do not: the server closes those), counted in the caller's transaction, by learner.
 */
export async function openAttemptCounts(
  trx: Transaction<TDatabase>,
  userIds: readonly number[],
  overdueBefore: number,
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom("attempts")
    .select((eb) => ["user_id", eb.fn.countAll<number | string>().as("n")])
    .where("user_id", "in", userIds)
    .where("status", "=", "open")
    .where((eb) => eb.or([eb("deadline_at", "is", null), eb("deadline_at", ">=", overdueBefore)]))
    .groupBy("user_id")
    .execute();
  return new Map(rows.map((row) => [Number(row.user_id), Number(row.n)]));
}

/**
 * Abandons open untimed attempts untouched since `before`; answers how many. Their tokens stay spent, and
 * their saved state goes: an abandoned attempt is never opened, saved to or submitted again.
 */
export async function abandonIdleAttempts(db: Kysely<TDatabase>, before: number): Promise<number> {
  const result = await db
    .updateTable("attempts")
    .set({ status: "abandoned", state: null })
    .where("status", "=", "open")
    .where("deadline_at", "is", null)
    .where("saved_at", "<", before)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Marks attempts submitted, inside the transaction that stores their papers. Only attempts whose paper was
 * just stored come here, and the paper's unique (user, test-taker id) key lets one paper through per
 * attempt, so no status guard is needed. None is kept on purpose: SQLite without statistics read
 * `status = 'open'` through a status index (every open attempt of the table) instead of the key's few rows,
 * 9.4 ms a batch with 60,000 open attempts against 0.2 ms. The saved working state goes: the paper now holds
 * the answers and highlights, and a submitted attempt is never opened again.
 */
export async function markSubmitted(
  trx: Transaction<TDatabase>,
  testTakerIds: string[],
  now: number,
  byServer: boolean,
): Promise<void> {
  if (testTakerIds.length === 0) return;
  await trx
    .updateTable("attempts")
    .set({ status: "submitted", submitted_at: now, closed_by_server: byServer ? 1 : 0, state: null })
    .where("test_taker_id", "in", testTakerIds)
    .execute();
}

/** The time allowance of an account, in percent of the standard time (0 = untimed). */
export async function timeAllowanceOf(db: Kysely<TDatabase>, userId: number): Promise<number> {
  const row = await db.selectFrom("users").select("time_allowance").where("id", "=", userId).executeTakeFirst();
  return row?.time_allowance ?? 100;
}

/**
 * Gives a learner's open complete tests the deadline a new time allowance sets from their own start
 * (untimed: none); an assigned one keeps its teacher's limit (an untimed one stays untimed). Answers how many
 * moved.
 */
export async function moveOpenTestDeadlines(trx: Transaction<TDatabase>, userId: number, percent: number) {
  const running = await trx
    .selectFrom("attempts")
    .leftJoin("assignments", "assignments.id", "attempts.assignment_id")
    .select(["attempts.test_taker_id", "attempts.started_at", "attempts.assignment_id"])
    .select("assignments.time_limit_minutes")
    .where("attempts.user_id", "=", userId)
    .where("attempts.status", "=", "open")
    .where("attempts.kind", "=", "multi")
    .execute();
  for (const attempt of running) {
    const deadline =
      attempt.assignment_id === null
        ? deadlineFor("multi", attempt.started_at, percent)
        : assignedDeadline(attempt.started_at, attempt.time_limit_minutes, percent);
    await trx
      .updateTable("attempts")
      .set({ deadline_at: deadline })
      .where("test_taker_id", "=", attempt.test_taker_id)
      .where("status", "=", "open")
      .execute();
  }
  return running.length;
}
