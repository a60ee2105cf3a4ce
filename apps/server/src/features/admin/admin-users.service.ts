import type { TUserSummary } from "@bandcraft/contract/admin";
import { ADMIN_PRIVILEGE } from "@bandcraft/contract/privileges";
import { deadlineFor } from "@bandcraft/domain/attempt-clock";
import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/database";
import type { Dialect } from "../../db/dialects";
import { badRequest, notFound } from "../../lib/app-error";
import { deletePrivilege, findUserByEmail, listPrivileges, upsertPrivilege } from "../accounts/accounts.repository";
import { signInWaits } from "../accounts/login-throttle";
import { normaliseEmail } from "../accounts/user-admin.service";
import { assertAdministratorsRemain, lockAdministrators } from "./admin-continuity";

export type TPrivilegeView = Record<string, { expiresAt: string; grantedAt: string; grantedBy: string }>;

async function userOf(db: Kysely<Database>, email: string) {
  const user = await findUserByEmail(db, normaliseEmail(email));
  if (!user) throw notFound(`No user with the e-mail ${email}`);
  return user;
}

/** A user's privileges as the spec shows them: id → {expiresAt, grantedAt, grantedBy}, epoch ms as text. */
export async function privilegesOf(db: Kysely<Database>, email: string): Promise<TPrivilegeView> {
  const user = await userOf(db, email);
  const rows = await listPrivileges(db, user.id);
  return Object.fromEntries(
    rows.map((r) => [
      String(r.privilege_id),
      { expiresAt: String(r.expires_at), grantedAt: String(r.granted_at), grantedBy: r.granted_by },
    ]),
  );
}

export type TPrivilegeChanges = {
  email: string;
  /** privilege id → new expiry (epoch ms). */
  updates: ReadonlyMap<number, number>;
  deletions: readonly number[];
  grantedBy: string;
};

/**
 * Applies an administrator's pending changes in one transaction: all or nothing. Refuses an expiry in
 * the past, one id both updated and removed, and any change to privilege 1 that would leave no active
 * administrator or none without an expiry (an install nobody can administer is only recoverable from
 * the command line). Changes to privilege 1 are judged one at a time.
 */
export async function applyPrivilegeChanges(
  db: Kysely<Database>,
  dialect: Dialect,
  changes: TPrivilegeChanges,
  now: number,
) {
  for (const [id, expiresAt] of changes.updates) {
    if (expiresAt <= now) throw badRequest(`The new expiry of privilege ${id} is in the past`);
    if (changes.deletions.includes(id)) throw badRequest(`Privilege ${id} is both updated and removed`);
  }
  const user = await userOf(db, changes.email);
  const touchesAdmin = changes.updates.has(ADMIN_PRIVILEGE) || changes.deletions.includes(ADMIN_PRIVILEGE);
  await db.transaction().execute(async (trx) => {
    if (touchesAdmin) await lockAdministrators(trx, dialect);
    for (const [id, expiresAt] of changes.updates) {
      await upsertPrivilege(trx, {
        user_id: user.id,
        privilege_id: id,
        expires_at: expiresAt,
        granted_at: now,
        granted_by: changes.grantedBy,
      });
    }
    for (const id of changes.deletions) await deletePrivilege(trx, user.id, id);
    if (touchesAdmin) await assertAdministratorsRemain(trx, now);
  });
}

/** One page of accounts (optionally those whose e-mail contains `query`), oldest first, with held privileges. */
export async function listUsers(
  db: Kysely<Database>,
  query: { text?: string | undefined; page: number; pageSize: number },
  now: number,
): Promise<{ users: TUserSummary[]; totalCnt: number }> {
  const needle = (query.text ?? "").toLowerCase().replace(/[!%_]/g, (c) => `!${c}`);
  let base = db.selectFrom("users");
  if (needle !== "") base = base.where(sql<boolean>`email like ${`%${needle}%`} escape '!'`);
  const total = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const users = await base
    .select(["id", "email", "created_at", "time_allowance"])
    .orderBy("created_at")
    .orderBy("id")
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const ids = users.map((u) => u.id);
  const held =
    ids.length === 0
      ? []
      : await db
          .selectFrom("user_privileges")
          .select(["user_id", "privilege_id"])
          .where("user_id", "in", ids)
          .where("expires_at", ">", now)
          .orderBy("privilege_id")
          .execute();
  const waits = await signInWaits(
    db,
    users.map((u) => u.email),
    now,
  );
  return {
    totalCnt: Number(total.n),
    users: users.map((u) => ({
      email: u.email,
      createdAt: u.created_at,
      privileges: held.filter((h) => h.user_id === u.id).map((h) => h.privilege_id),
      timeAllowance: u.time_allowance,
      ...(waits.has(u.email) && { signInWaitUntil: waits.get(u.email) }),
    })),
  };
}

/**
 * Sets a learner's time allowance; with `applyToRunning`, their open complete tests get the deadline it
 * gives from their own start (untimed: none). Answers how many running tests moved. One transaction.
 */
export async function setTimeAllowance(
  db: Kysely<Database>,
  change: { email: string; percent: number; applyToRunning: boolean },
): Promise<number> {
  const user = await userOf(db, change.email);
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ time_allowance: change.percent }).where("id", "=", user.id).execute();
    if (!change.applyToRunning) return 0;
    const running = await trx
      .selectFrom("attempts")
      .select(["test_taker_id", "started_at"])
      .where("user_id", "=", user.id)
      .where("status", "=", "open")
      .where("kind", "=", "multi")
      .execute();
    for (const attempt of running) {
      await trx
        .updateTable("attempts")
        .set({ deadline_at: deadlineFor("multi", attempt.started_at, change.percent) })
        .where("test_taker_id", "=", attempt.test_taker_id)
        .where("status", "=", "open")
        .execute();
    }
    return running.length;
  });
}
