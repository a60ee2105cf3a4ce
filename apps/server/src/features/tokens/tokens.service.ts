import { TOKEN_ENTITY_READING } from "@bandcraft/contract/accounts";
import { ADMIN_PRIVILEGE, READING_TEST_PRIVILEGE } from "@bandcraft/contract/privileges";
import { nextRefillTime, refillDayKey } from "@bandcraft/domain/token-refill";
import type { Transaction } from "kysely";
import type { Database } from "../../db/database";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { type AuthUser, hasActivePrivilege } from "../../plugins/auth";

/** Privilege 1 or an active privilege 3 takes tests without spending tokens. */
export function spendsNoTokens(user: AuthUser, now: number): boolean {
  return hasActivePrivilege(user, ADMIN_PRIVILEGE, now) || hasActivePrivilege(user, READING_TEST_PRIVILEGE, now);
}

function refillText(at: number, timeZone: string): string {
  const when = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }).format(at);
  return `${when} (${timeZone})`;
}

/** One learner's spend: `count` tokens of `entity` on the refill day `today`, `daily` a day. */
export interface TokenSpend {
  userId: number;
  entity: string;
  count: number;
  today: string;
  daily: number;
}

/**
 * Spends inside the caller's transaction: the balance row is created or refilled for today, then
 * decremented only where enough remain, so a spend sees every spend before it and none overdraws.
 * Answers whether the spend was made.
 */
export async function spendInTransaction(trx: Transaction<Database>, spend: TokenSpend): Promise<boolean> {
  const { userId, entity, count, today, daily } = spend;
  await trx
    .insertInto("token_balances")
    .values({ user_id: userId, entity_type: entity, available: daily, day_key: today })
    .onConflict((oc) => oc.columns(["user_id", "entity_type"]).doNothing())
    .execute();
  // A balance from an earlier day is refilled; the day_key condition makes a second refill a no-op.
  await trx
    .updateTable("token_balances")
    .set({ available: daily, day_key: today })
    .where("user_id", "=", userId)
    .where("entity_type", "=", entity)
    .where("day_key", "<>", today)
    .execute();
  const spent = await trx
    .updateTable("token_balances")
    .set((eb) => ({ available: eb("available", "-", count) }))
    .where("user_id", "=", userId)
    .where("entity_type", "=", entity)
    .where("day_key", "=", today)
    .where("available", ">=", count)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

/** The reading spend of `count` tokens for this user now, or null when the user spends none. */
export function readingSpend(deps: AppDeps, user: AuthUser, count: number): TokenSpend | null {
  const now = deps.now();
  if (count === 0 || spendsNoTokens(user, now)) return null;
  const { readingDailyTokens, refillTimeZone } = deps.config;
  return {
    userId: user.id,
    entity: TOKEN_ENTITY_READING,
    count,
    today: refillDayKey(now, refillTimeZone),
    daily: readingDailyTokens,
  };
}

/**
 * The 403 of a spend that could not be made: how many were needed and when the tokens refill, in words
 * (errMsg, English) and as fields (`reason`, `needed`, `refillAt` in epoch ms) a client says in its language
 * and time zone.
 */
export function notEnoughTokens(deps: AppDeps, count: number): AppError {
  const { refillTimeZone } = deps.config;
  const refillAt = nextRefillTime(deps.now(), refillTimeZone);
  const needed = count === 1 ? "a token" : `${count} tokens`;
  return new AppError(
    403,
    `Not enough reading test tokens: this test needs ${needed}. Your daily tokens refill at ${refillText(refillAt, refillTimeZone)}.`,
    {},
    { reason: "no-tokens", needed: count, refillAt },
  );
}

/** Whether a spend could be made now (read only): today's balance, or a full day's when it has not refilled yet. */
export async function couldSpend(deps: AppDeps, spend: TokenSpend | null): Promise<boolean> {
  if (!spend) return true;
  const row = await deps.db
    .selectFrom("token_balances")
    .select(["available", "day_key"])
    .where("user_id", "=", spend.userId)
    .where("entity_type", "=", spend.entity)
    .executeTakeFirst();
  const available = row && row.day_key === spend.today ? row.available : spend.daily;
  return available >= spend.count;
}
