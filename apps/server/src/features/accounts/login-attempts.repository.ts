import type { TThrottleState } from "@bandcraft/domain/sign-in-throttle";
import { type Kysely, sql, type Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";
import { likeEscaped } from "../../db/like";

/**
 * A key's state, its row locked until the transaction ends (PostgreSQL; SQLite runs one transaction at a
 * time). With `create`, a missing row is first inserted empty, so two first attempts on a new key also
 * queue on one row; an existing row (a waiting key's) is only read.
 */
export async function lockedState(
  trx: Transaction<TDatabase>,
  dialect: TDialect,
  key: string,
  now: number,
  create: boolean,
): Promise<TThrottleState | undefined> {
  const read = async () => {
    const query = trx.selectFrom("login_attempts").select(["failures", "not_before"]).where("key", "=", key);
    const row = await (dialect === "postgres" ? query.forUpdate() : query).executeTakeFirst();
    return row ? { failures: row.failures, notBefore: row.not_before } : undefined;
  };
  const found = await read();
  if (found || !create) return found;
  await trx
    .insertInto("login_attempts")
    .values({ key, failures: 0, not_before: now })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  return read();
}

/** A key's state as stored, without a lock (what is only read, like a waiting address's row). */
export async function storedState(trx: Transaction<TDatabase>, key: string): Promise<TThrottleState | undefined> {
  const row = await trx
    .selectFrom("login_attempts")
    .select(["failures", "not_before"])
    .where("key", "=", key)
    .executeTakeFirst();
  return row ? { failures: row.failures, notBefore: row.not_before } : undefined;
}

/** Deletes up to `limit` keys starting with `prefix` whose `not_before` has passed (a "known" mark past its time). */
export async function deleteExpired(
  db: Kysely<TDatabase>,
  prefix: string,
  now: number,
  limit: number,
): Promise<number> {
  const expired = db
    .selectFrom("login_attempts")
    .select("key")
    .where("not_before", "<=", now)
    .where(sql<boolean>`key like ${`${likeEscaped(prefix)}%`} escape '!'`)
    .limit(limit);
  const result = await db.deleteFrom("login_attempts").where("key", "in", expired).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Writes a key's new state over its (locked) row; undefined deletes it. */
export async function storeState(
  trx: Transaction<TDatabase>,
  key: string,
  state: TThrottleState | undefined,
): Promise<void> {
  if (!state) {
    await trx.deleteFrom("login_attempts").where("key", "=", key).execute();
    return;
  }
  await trx
    .updateTable("login_attempts")
    .set({ failures: state.failures, not_before: state.notBefore })
    .where("key", "=", key)
    .execute();
}

/** Deletes one key; answers its state (none when there was no row). */
export async function deleteKey(db: Kysely<TDatabase>, key: string): Promise<TThrottleState[]> {
  const rows = await db
    .deleteFrom("login_attempts")
    .where("key", "=", key)
    .returning(["failures", "not_before"])
    .execute();
  return rows.map((r) => ({ failures: r.failures, notBefore: r.not_before }));
}

/** Deletes the keys starting with `prefix`; answers the deleted rows' states. */
export async function deleteByPrefix(db: Kysely<TDatabase>, prefix: string): Promise<TThrottleState[]> {
  const rows = await db
    .deleteFrom("login_attempts")
    .where(sql<boolean>`key like ${`${likeEscaped(prefix)}%`} escape '!'`)
    .returning(["failures", "not_before"])
    .execute();
  return rows.map((r) => ({ failures: r.failures, notBefore: r.not_before }));
}

/**
 * Deletes up to `limit` keys starting with `prefix` whose failures are all forgiven at `now` (the wait's end
 * plus one `forgiveEveryMs` per failure); answers how many went.
 */
export async function deleteForgotten(
  db: Kysely<TDatabase>,
  prefix: string,
  forgiveEveryMs: number,
  now: number,
  limit: number,
): Promise<number> {
  const forgotten = db
    .selectFrom("login_attempts")
    .select("key")
    // Every stored row has a failure, so this narrows the scan through the index first.
    .where("not_before", "<=", now - forgiveEveryMs)
    // In 64 bits: failures times an hour's milliseconds overflows PostgreSQL's integer.
    .where(sql<number>`not_before + cast(failures as bigint) * ${forgiveEveryMs}`, "<=", now)
    .where(sql<boolean>`key like ${`${likeEscaped(prefix)}%`} escape '!'`)
    .limit(limit);
  const result = await db.deleteFrom("login_attempts").where("key", "in", forgotten).executeTakeFirst();
  return Number(result.numDeletedRows);
}
