import { ADMIN_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { PERMANENT_FROM_MS } from "@bandcraft/domain/privilege-status";
import type { Kysely, Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";
import { lowerContains } from "../../db/like";
import { oneTimeUntil } from "../../lib/one-time-password";

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

/**
 * Sets a password; `oneTimeUntil` marks it as a one-time password, to be replaced at the next sign-in and
 * refused after that time; null (the default) makes it the account's own.
 */
export const updatePasswordHash = (
  db: Kysely<TDatabase>,
  userId: number,
  passwordHash: string,
  oneTimeUntil: number | null = null,
) =>
  db
    .updateTable("users")
    .set({
      password_hash: passwordHash,
      must_change_password: oneTimeUntil === null ? 0 : 1,
      one_time_until: oneTimeUntil,
    })
    .where("id", "=", userId)
    .execute();

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

/** Administrators who can act: privilege 1 not expired, on an account that is not disabled. */
export const countActiveAdmins = async (db: Kysely<TDatabase>, now: number) => {
  const row = await db
    .selectFrom("user_privileges")
    .innerJoin("users", "users.id", "user_privileges.user_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("privilege_id", "=", ADMIN_PRIVILEGE)
    .where("expires_at", ">", now)
    .where("users.disabled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** One page of accounts, oldest first, optionally those whose e-mail contains `needle`, with the count of all. */
export async function listUsersPage(db: Kysely<TDatabase>, query: { needle: string; page: number; pageSize: number }) {
  let base = db.selectFrom("users");
  if (query.needle !== "") base = base.where(lowerContains("email", query.needle));
  const total = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const users = await base
    .select(["id", "email", "created_at", "time_allowance", "disabled_at", "must_change_password", "display_name"])
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

/** Disables an account from `at`, or (null) enables it again. */
export const setDisabledAt = (db: Kysely<TDatabase>, userId: number, at: number | null) =>
  db.updateTable("users").set({ disabled_at: at }).where("id", "=", userId).execute();

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

/** How many accounts hold privilege 1 with no expiry and are not disabled. */
export async function countPermanentAdmins(db: Kysely<TDatabase>): Promise<number> {
  const row = await db
    .selectFrom("user_privileges")
    .innerJoin("users", "users.id", "user_privileges.user_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("privilege_id", "=", ADMIN_PRIVILEGE)
    .where("expires_at", ">=", PERMANENT_FROM_MS)
    .where("users.disabled_at", "is", null)
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

/** The accounts with these e-mails (stored form), with their names: a class's add reads many at once. */
export async function findUsersByEmails(db: Kysely<TDatabase>, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return db.selectFrom("users").select(["id", "email", "display_name"]).where("email", "in", emails).execute();
}

/** Creates accounts holding one-time passwords (hashed by the caller), which they must replace at first sign-in. */
export async function insertOneTimeUsers(
  db: Kysely<TDatabase>,
  rows: readonly { email: string; passwordHash: string; displayName: string | null }[],
  now: number,
) {
  if (rows.length === 0) return [];
  return db
    .insertInto("users")
    .values(
      rows.map((r) => ({
        email: r.email,
        password_hash: r.passwordHash,
        display_name: r.displayName,
        must_change_password: 1,
        one_time_until: oneTimeUntil(now),
        created_at: now,
      })),
    )
    .returning(["id", "email"])
    .execute();
}
