import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";

/** Session queries (sign-in, Settings → Sessions, the sweep); callers pass `db` or a transaction. */

export type TNewSession = {
  userId: number;
  tokenHash: string;
  publicId: string;
  userAgent: string | null;
  now: number;
  expiresAt: number;
};

export const insertSession = (db: Kysely<TDatabase>, s: TNewSession) =>
  db
    .insertInto("sessions")
    .values({
      user_id: s.userId,
      token_hash: s.tokenHash,
      public_id: s.publicId,
      user_agent: s.userAgent,
      created_at: s.now,
      last_used_at: s.now,
      expires_at: s.expiresAt,
      revoked_at: null,
    })
    .execute();

/**
 * Holds the account's row until the transaction ends, so two sign-ins of one account take turns at the
 * cap (PostgreSQL). SQLite needs nothing: its one connection runs one transaction at a time.
 */
export async function lockAccount(db: Kysely<TDatabase>, dialect: TDialect, userId: number): Promise<boolean> {
  const query = db.selectFrom("users").select("id").where("id", "=", userId);
  const rows = await (dialect === "postgres" ? query.forUpdate() : query).execute();
  return rows.length > 0;
}

/** Revokes the account's live sessions beyond the `keep` newest (by creation); answers how many. */
export async function revokeBeyondNewest(db: Kysely<TDatabase>, userId: number, keep: number, now: number) {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .where("id", "not in", (eb) =>
      eb
        .selectFrom("sessions")
        .select("id")
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null)
        .where("expires_at", ">", now)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(keep),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The account's live sessions, newest first (at most `limit`; the cap keeps them fewer). */
export const listLiveSessions = (db: Kysely<TDatabase>, userId: number, now: number, limit: number) =>
  db
    .selectFrom("sessions")
    .select(["id", "public_id", "user_agent", "created_at", "last_used_at"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();

/** Revokes one live session by its public id, only if it is the account's own; answers how many (0 or 1). */
export async function revokeOwnSession(db: Kysely<TDatabase>, userId: number, publicId: string, now: number) {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("public_id", "=", publicId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Revokes every live session of the account except `keepSessionId`; answers how many. */
export async function revokeOtherSessions(db: Kysely<TDatabase>, userId: number, keepSessionId: number, now: number) {
  const result = await db
    .updateTable("sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("id", "!=", keepSessionId)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Deletes up to `batch` dead sessions: expired ones, and ones revoked before `revokedBefore`. Each
 * delete is one bounded statement over an index, so a sweep never holds a long lock.
 */
export async function deleteDeadSessions(
  db: Kysely<TDatabase>,
  now: number,
  revokedBefore: number,
  batch: number,
): Promise<number> {
  const expired = await db
    .deleteFrom("sessions")
    .where("id", "in", (eb) => eb.selectFrom("sessions").select("id").where("expires_at", "<=", now).limit(batch))
    .executeTakeFirst();
  const left = batch - Number(expired.numDeletedRows);
  if (left <= 0) return batch;
  const revoked = await db
    .deleteFrom("sessions")
    .where("id", "in", (eb) =>
      eb.selectFrom("sessions").select("id").where("revoked_at", "<=", revokedBefore).limit(left),
    )
    .executeTakeFirst();
  return Number(expired.numDeletedRows) + Number(revoked.numDeletedRows);
}

/** One round trip: the session, its user and every privilege row (read per call, never cached). */
export function sessionWithPrivileges(db: Kysely<TDatabase>, tokenHash: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .leftJoin("user_privileges", "user_privileges.user_id", "users.id")
    .select([
      "sessions.id as sessionId",
      "sessions.expires_at",
      "sessions.revoked_at",
      "sessions.last_used_at",
      "users.id as userId",
      "users.email",
      "users.disabled_at",
      "users.must_change_password",
      "user_privileges.privilege_id",
      "user_privileges.expires_at as privilegeExpiresAt",
    ])
    .where("sessions.token_hash", "=", tokenHash)
    .orderBy("user_privileges.privilege_id")
    .execute();
}

/** Records that a session was used, only when its mark is older than `staleBefore` (one write per few minutes). */
export async function touchSession(db: Kysely<TDatabase>, sessionId: number, now: number, staleBefore: number) {
  await db
    .updateTable("sessions")
    .set({ last_used_at: now })
    .where("id", "=", sessionId)
    .where("last_used_at", "<", staleBefore)
    .execute();
}
