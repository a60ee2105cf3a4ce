import { LEARNER_QUOTAS } from "@bandcraft/contract/quotas";
import { essayQuotaProblem, parseSubmitLog, submitLogText, takeSubmitSlot } from "@bandcraft/domain/learner-quotas";
import { type Kysely, sql, type Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";

/**
 * Learners' usage rows, made when missing and locked for the rest of the caller's transaction: PostgreSQL
 * locks them (FOR UPDATE), so two processes checking one learner's quota take turns; on SQLite the insert
 * first takes the database's write lock, which does the same.
 */
async function lockedUsage(trx: Transaction<TDatabase>, dialect: TDialect, userIds: readonly number[]) {
  await trx
    .insertInto("learner_usage")
    .values(userIds.map((userId) => ({ user_id: userId })))
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
  const query = trx
    .selectFrom("learner_usage")
    .select(["user_id", "essay_count", "essay_chars", "submit_log"])
    .where("user_id", "in", userIds);
  const rows = await (dialect === "postgres" ? query.forUpdate() : query).execute();
  return new Map(rows.map((row) => [Number(row.user_id), row]));
}

/** Locks the learners' usage rows for the rest of the caller's transaction (their checks then take turns). */
export async function lockLearners(trx: Transaction<TDatabase>, dialect: TDialect, userIds: readonly number[]) {
  if (userIds.length > 0) await lockedUsage(trx, dialect, [...new Set(userIds)]);
}

/**
 * Takes a submit slot for each learner's own submit, in order, inside the transaction that stores the papers:
 * answers undefined for a slot taken, or the milliseconds to wait for a refused one (nothing is written
 * for it). Two statements plus one update for the batch, whatever its size; none when `perMinute` is 0
 * (no limit).
 */
export async function takeSubmitSlots(
  trx: Transaction<TDatabase>,
  dialect: TDialect,
  claims: readonly { userId: number; at: number }[],
  perMinute: number = LEARNER_QUOTAS.submitsPerWindow,
): Promise<(number | undefined)[]> {
  if (claims.length === 0 || perMinute === 0) return claims.map(() => undefined);
  const limits = { ...LEARNER_QUOTAS, submitsPerWindow: perMinute };
  const usage = await lockedUsage(trx, dialect, [...new Set(claims.map((c) => c.userId))]);
  const logs = new Map<number, number[]>();
  const waits = claims.map(({ userId, at }) => {
    const slot = takeSubmitSlot(logs.get(userId) ?? parseSubmitLog(usage.get(userId)?.submit_log), at, limits);
    if (!slot.ok) return slot.retryAfterMs;
    logs.set(userId, slot.log);
    return undefined;
  });
  if (logs.size > 0) {
    // CAST: PostgreSQL cannot tell a parameter's type in THEN from the parameter alone.
    const cases = sql.join(
      [...logs].map(([userId, log]) => sql`when ${userId} then cast(${submitLogText(log)} as text)`),
      sql` `,
    );
    await trx
      .updateTable("learner_usage")
      .set({ submit_log: sql<string>`case user_id ${cases} else submit_log end` })
      .where("user_id", "in", [...logs.keys()])
      .execute();
  }
  return waits;
}

/**
 * Counts one more essay of `chars` characters against the learner's quota, inside the caller's transaction
 * (which then stores it); answers why it does not fit instead, counting nothing.
 */
export async function reserveEssay(trx: Transaction<TDatabase>, dialect: TDialect, userId: number, chars: number) {
  const row = (await lockedUsage(trx, dialect, [userId])).get(userId);
  const problem = essayQuotaProblem(
    { count: Number(row?.essay_count ?? 0), chars: Number(row?.essay_chars ?? 0) },
    chars,
  );
  if (problem) return problem;
  await trx
    .updateTable("learner_usage")
    .set((eb) => ({ essay_count: eb("essay_count", "+", 1), essay_chars: eb("essay_chars", "+", chars) }))
    .where("user_id", "=", userId)
    .execute();
  return undefined;
}

/** Gives back a deleted essay's place and characters (inside the transaction that deletes it). */
export async function releaseEssay(trx: Transaction<TDatabase>, userId: number, chars: number): Promise<void> {
  await trx
    .updateTable("learner_usage")
    .set((eb) => ({ essay_count: eb("essay_count", "-", 1), essay_chars: eb("essay_chars", "-", chars) }))
    .where("user_id", "=", userId)
    .execute();
}

/** How many essays a learner has saved (one primary-key read, not a count of their rows). */
export async function essayCountOf(db: Kysely<TDatabase>, userId: number): Promise<number> {
  const row = await db
    .selectFrom("learner_usage")
    .select("essay_count")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.essay_count ?? 0);
}
