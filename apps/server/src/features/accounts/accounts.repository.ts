import type { Kysely } from "kysely";
import type { Database } from "../../db/database";

/** Plain queries over users, sessions and privileges; callers pass `db` (or a transaction). */
export const findUserByEmail = (db: Kysely<Database>, email: string) =>
  db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

export async function insertUser(db: Kysely<Database>, email: string, passwordHash: string, now: number) {
  const row = await db
    .insertInto("users")
    .values({ email, password_hash: passwordHash, created_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export const updatePasswordHash = (db: Kysely<Database>, userId: number, passwordHash: string) =>
  db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();

export const revokeSession = (db: Kysely<Database>, sessionId: number, now: number) =>
  db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .execute();

export const revokeAllSessions = (db: Kysely<Database>, userId: number, now: number) =>
  db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .execute();

export const listPrivileges = (db: Kysely<Database>, userId: number) =>
  db.selectFrom("user_privileges").selectAll().where("user_id", "=", userId).orderBy("privilege_id").execute();

/** Grants or re-dates one privilege (an upsert, so grants never duplicate). */
export const upsertPrivilege = (
  db: Kysely<Database>,
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

export const deletePrivilege = (db: Kysely<Database>, userId: number, privilegeId: number) =>
  db.deleteFrom("user_privileges").where("user_id", "=", userId).where("privilege_id", "=", privilegeId).execute();

export const countActiveAdmins = async (db: Kysely<Database>, now: number) => {
  const row = await db
    .selectFrom("user_privileges")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("privilege_id", "=", 1)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const findTokenBalance = (db: Kysely<Database>, userId: number, entityType: string) =>
  db
    .selectFrom("token_balances")
    .select(["available", "day_key"])
    .where("user_id", "=", userId)
    .where("entity_type", "=", entityType)
    .executeTakeFirst();
