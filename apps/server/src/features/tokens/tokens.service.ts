import { TOKEN_ENTITY_READING } from "@bandcraft/contract/accounts";
import { ADMIN_PRIVILEGE, READING_TEST_PRIVILEGE } from "@bandcraft/contract/privileges";
import { nextRefillTime, refillDayKey } from "@bandcraft/domain/token-refill";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/database";
import type { AppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import { GroupCommitter } from "../../lib/group-commit";
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

/** One learner's spend: `count` tokens of `entity` on the refill day `today`, `daily` a day. */
interface Spend {
  userId: number;
  entity: string;
  count: number;
  today: string;
  daily: number;
}

/**
 * Spends in order inside one transaction: each balance row is created or refilled for today, then
 * decremented only where enough remain, so a spend sees every spend before it and none overdraws.
 * Answers whether each spend was made.
 */
async function spendInOrder(trx: Transaction<Database>, spends: Spend[]): Promise<boolean[]> {
  const made: boolean[] = [];
  for (const { userId, entity, count, today, daily } of spends) {
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
    made.push(Number(spent.numUpdatedRows) === 1);
  }
  return made;
}

const spenders = new WeakMap<Kysely<Database>, GroupCommitter<Spend, boolean>>();

/**
 * Spends `count` reading tokens atomically, all or none, or throws 403 with the refill time when too few
 * remain. Spends arriving together share one transaction (group commit): with synchronous=FULL a spend
 * alone cost a whole fsync, with the event loop blocked on SQLite meanwhile.
 */
export async function spendReadingTokens(deps: AppDeps, user: AuthUser, count: number): Promise<void> {
  const now = deps.now();
  if (spendsNoTokens(user, now)) return;
  const { readingDailyTokens, refillTimeZone } = deps.config;
  let spender = spenders.get(deps.db);
  if (!spender) {
    spender = new GroupCommitter(deps.db, spendInOrder);
    spenders.set(deps.db, spender);
  }
  const made = await spender.submit({
    userId: user.id,
    entity: TOKEN_ENTITY_READING,
    count,
    today: refillDayKey(now, refillTimeZone),
    daily: readingDailyTokens,
  });
  if (!made) {
    const needed = count === 1 ? "a token" : `${count} tokens`;
    throw new AppError(
      403,
      `Not enough reading test tokens: this test needs ${needed}. Your daily tokens refill at ${refillText(nextRefillTime(now, refillTimeZone), refillTimeZone)}.`,
    );
  }
}
