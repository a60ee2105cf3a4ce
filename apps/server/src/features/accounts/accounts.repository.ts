import { ADMIN_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { PERMANENT_FROM_MS } from "@bandcraft/domain/privilege-status";
import { type Kysely, sql, type Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";

/** Plain queries over users, sessions and privileges; callers pass `db` (or a transaction). */
export const findUserByEmail = (db: Kysely<TDatabase>, email: string) =>
  db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

export async function insertUser(db: Kysely<TDatabase>, email: string, passwordHash: string, now: number) {
  const row = await db
    .insertInto("users")
    .values({ email, password_hash: passwordHash, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updatePasswordHash = (db: Kysely<TDatabase>, userId: number, passwordHash: string) =>
  db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();

export const revokeSession = (db: Kysely<TDatabase>, sessionId: number, now: number) =>
  db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();

export const revokeAllSessions = (db: Kysely<TDatabase>, userId: number, now: number) =>
  db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();

export const listPrivileges = (db: Kysely<TDatabase>, userId: number) =>
  db.selectFrom("user_privileges").selectAll().where("user_id", "=", userId).orderBy("privilege_id").execute();

/** Grants or re-dates one privilege (an upsert, so grants never duplicate). */
export const upsertPrivilege = (
  db: Kysely<TDatabase>,
  row: { user_id: number; privilege_id: number; expires_at: number; granted_at: number; granted_by: string },
) =>
  db
    .insertInto("user_privileges")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["user_id", "privilege_id"]).doUpdateSet({
        expires_at: row.expires_at,
        granted_at: row.granted_at,
        granted_by: row.granted_by,
      }),
    )
    .execute();

export const deletePrivilege = (db: Kysely<TDatabase>, userId: number, privilegeId: number) =>
  db.deleteFrom("user_privileges").where("user_id", "=", userId).where("privilege_id", "=", privilegeId).execute();

export const countActiveAdmins = async (db: Kysely<TDatabase>, now: number) => {
  const row = await db
    .selectFrom("user_privileges")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("privilege_id", "=", ADMIN_PRIVILEGE)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** One page of accounts, oldest first, optionally those whose e-mail contains `needle`, with the count of all. */
export async function listUsersPage(db: Kysely<TDatabase>, query: { needle: string; page: number; pageSize: number }) {
  // `!` escapes LIKE's wildcards in what the administrator typed.
  const escaped = query.needle.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
  let base = db.selectFrom("users");
  if (escaped !== "") base = base.where(sql<boolean>`email like ${`%${escaped}%`} escape '!'`);
  const total = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const users = await base
    .select(["id", "email", "created_at", "time_allowance"])
    .orderBy("created_at")
    .orderBy("id")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  return { total: Number(total.n), users };
}

/** The privileges these accounts hold and that have not expired. */
export async function heldPrivileges(db: Kysely<TDatabase>, userIds: readonly number[], now: number) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom("user_privileges")
    .select(["user_id", "privilege_id"])
    .where("user_id", "in", userIds)
    .where("expires_at", ">", now)
    .orderBy("privilege_id")
    .execute();
}

/** Sets an account's time allowance (percent of the standard time; 0 untimed). */
export const setTimeAllowanceOf = (db: Kysely<TDatabase>, userId: number, percent: number) =>
  db.updateTable("users").set({ time_allowance: percent }).where("id", "=", userId).execute();

/**
 * Locks every administrator grant until the transaction ends, so two changes to privilege 1 are judged
 * one after the other: two administrators demoting each other at once cannot both pass a count made
 * before either committed. PostgreSQL row locks; SQLite runs one transaction at a time already.
 */
export async function lockAdministrators(trx: Transaction<TDatabase>, dialect: TDialect): Promise<void> {
  if (dialect !== "postgres") return;
  await trx
    .selectFrom("user_privileges")
    .select("user_id")
    .where("privilege_id", "=", ADMIN_PRIVILEGE)
    .forUpdate()
    .execute();
}

/** How many accounts hold privilege 1 with no expiry. */
export async function countPermanentAdmins(db: Kysely<TDatabase>): Promise<number> {
  const row = await db
    .selectFrom("user_privileges")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("privilege_id", "=", ADMIN_PRIVILEGE)
    .where("expires_at", ">=", PERMANENT_FROM_MS)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One privilege of an account (its expiry), or undefined when not held. */
export const findPrivilege = (db: Kysely<TDatabase>, userId: number, privilegeId: number) =>
  db
    .selectFrom("user_privileges")
    .select("expires_at")
    .where("user_id", "=", userId)
    .where("privilege_id", "=", privilegeId)
    .executeTakeFirst();
