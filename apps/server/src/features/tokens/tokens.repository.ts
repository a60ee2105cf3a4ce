import type { Kysely, Transaction } from "kysely";
import type { TDatabase } from "../../db/database";

/** An account's stored balance of one kind of token, with the refill day it was last set for. */
export const findTokenBalance = (db: Kysely<TDatabase>, userId: number, entityType: string) =>
  db
    .selectFrom("token_balances")
    .select(["available", "day_key"])
    .where("user_id", "=", userId)
    .where("entity_type", "=", entityType)
    .executeTakeFirst();

/**
 * Inside the caller's transaction: the balance row is created or refilled for `today`, then decremented
 * only where enough remain, so a spend sees every spend before it and none overdraws. Answers whether
 * the spend was made.
 */
export async function spendTokens(
  trx: Transaction<TDatabase>,
  spend: { userId: number; entity: string; count: number; today: string; daily: number },
): Promise<boolean> {
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
