import { TOKEN_ENTITY_READING } from "@bandcraft/contract/accounts";
import { ADMIN_PRIVILEGE, READING_TEST_PRIVILEGE } from "@bandcraft/contract/privileges";
import { nextRefillTime, refillDayKey } from "@bandcraft/domain/token-refill";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { type AuthUser, hasActivePrivilege } from "../../plugins/auth";

/** Privilege 1 or an active privilege 3 takes tests without spending tokens (DESIGN §5). */
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

/**
 * Spends `count` reading tokens atomically, all or none: the balance row is created or refilled for
 * today, then decremented only where enough remain, in one statement the database serialises, so
 * parallel starts never overdraw. Throws 403 with the refill time when too few remain.
 */
export async function spendReadingTokens(deps: AppDeps, user: AuthUser, count: number): Promise<void> {
  const now = deps.now();
  if (spendsNoTokens(user, now)) return;
  const { readingDailyTokens, refillTimeZone } = deps.config;
  const today = refillDayKey(now, refillTimeZone);
  const entity = TOKEN_ENTITY_READING;
  await deps.db
    .insertInto("token_balances")
    .values({ user_id: user.id, entity_type: entity, available: readingDailyTokens, day_key: today })
    .onConflict((oc) => oc.columns(["user_id", "entity_type"]).doNothing())
    .execute();
  // A balance from an earlier day is refilled; the day_key condition makes a second refill a no-op.
  await deps.db
    .updateTable("token_balances")
    .set({ available: readingDailyTokens, day_key: today })
    .where("user_id", "=", user.id)
    .where("entity_type", "=", entity)
    .where("day_key", "<>", today)
    .execute();
  const spent = await deps.db
    .updateTable("token_balances")
    .set((eb) => ({ available: eb("available", "-", count) }))
    .where("user_id", "=", user.id)
    .where("entity_type", "=", entity)
    .where("day_key", "=", today)
    .where("available", ">=", count)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) {
    const needed = count === 1 ? "a token" : `${count} tokens`;
    throw new AppError(
      403,
      `Not enough reading test tokens: this test needs ${needed}. Your daily tokens refill at ${refillText(nextRefillTime(now, refillTimeZone), refillTimeZone)}.`,
    );
  }
}
