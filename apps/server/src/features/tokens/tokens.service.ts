import { TOKEN_ENTITY_READING } from "@bandcraft/contract/accounts";
import { ADMIN_PRIVILEGE, READING_TEST_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { currentBalance, nextRefillTime, refillDayKey } from "@bandcraft/domain/token-refill";
import type { Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TAppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { hasActivePrivilege, type TAuthUser } from "../../plugins/auth";
import { findTokenBalance, spendTokens } from "./tokens.repository";

/** Privilege 1 or an active privilege 3 takes tests without spending tokens. */
export function spendsNoTokens(user: TAuthUser, now: number): boolean {
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
export interface TTokenSpend {
  userId: number;
  entity: string;
  count: number;
  today: string;
  daily: number;
}

/** Spends inside the caller's transaction (see spendTokens); answers whether the spend was made. */
export function spendInTransaction(trx: Transaction<TDatabase>, spend: TTokenSpend): Promise<boolean> {
  return spendTokens(trx, spend);
}

/** The reading spend of `count` tokens for this user now, or null when the user spends none. */
export function readingSpend(deps: TAppDeps, user: TAuthUser, count: number): TTokenSpend | null {
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
export function notEnoughTokens(deps: TAppDeps, count: number): AppError {
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
export async function couldSpend(deps: TAppDeps, spend: TTokenSpend | null): Promise<boolean> {
  if (!spend) return true;
  const row = await findTokenBalance(deps.db, spend.userId, spend.entity);
  const available = row && row.day_key === spend.today ? row.available : spend.daily;
  return available >= spend.count;
}

/** The reading tokens a learner has now: the stored balance, or a full day's when it has not refilled yet. */
export async function readingTokensNow(deps: TAppDeps, userId: number): Promise<number> {
  const stored = await findTokenBalance(deps.db, userId, TOKEN_ENTITY_READING);
  const { readingDailyTokens, refillTimeZone } = deps.config;
  return currentBalance(
    stored ? { available: stored.available, dayKey: stored.day_key } : undefined,
    deps.now(),
    refillTimeZone,
    readingDailyTokens,
  );
}
