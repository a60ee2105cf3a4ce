import type { TUserSummary } from "@bandcraft/contract/admin";
import { ADMIN_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import type { TAppDeps } from "../../deps";
import { badRequest, notFound } from "../../lib/app-error";
import {
  deletePrivilege,
  findUserByEmail,
  heldPrivileges,
  listPrivileges,
  listUsersPage,
  lockAdministrators,
  setTimeAllowanceOf,
  upsertPrivilege,
} from "../accounts/accounts.repository";
import { signInWaits } from "../accounts/login-throttle";
import { normaliseEmail } from "../accounts/user-admin.service";
import { recordAudit, type TAuditActor } from "../audit/audit.repository";
import { moveOpenTestDeadlines } from "../reading/attempts.repository";
import { assertAdministratorsRemain } from "./admin-continuity";

export type TPrivilegeView = Record<string, { expiresAt: string; grantedAt: string; grantedBy: string }>;

/** The account with this e-mail, or a 404. */
export async function userOf(deps: TAppDeps, email: string) {
  const user = await findUserByEmail(deps.db, normaliseEmail(email));
  if (!user) throw notFound(`No user with the e-mail ${email}`);
  return user;
}

/** A user's privileges as the privilege screen shows them: id → {expiresAt, grantedAt, grantedBy}, epoch ms as text. */
export async function privilegesOf(deps: TAppDeps, email: string): Promise<TPrivilegeView> {
  const user = await userOf(deps, email);
  const rows = await listPrivileges(deps.db, user.id);
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
  /** Who changes them: in the grant rows by e-mail, and in the audit log. */
  actor: { id: number; email: string };
};

/**
 * Applies an administrator's pending changes in one transaction: all or nothing. Refuses an expiry in
 * the past, one id both updated and removed, and any change to privilege 1 that would leave no active
 * administrator or none without an expiry (an install nobody can administer is only recoverable from
 * the command line). Changes to privilege 1 are judged one at a time. Each grant and removal is an audit entry.
 */
export async function applyPrivilegeChanges(deps: TAppDeps, changes: TPrivilegeChanges): Promise<void> {
  const now = deps.now();
  for (const [id, expiresAt] of changes.updates) {
    if (expiresAt <= now) throw badRequest(`The new expiry of privilege ${id} is in the past`);
    if (changes.deletions.includes(id)) throw badRequest(`Privilege ${id} is both updated and removed`);
  }
  const user = await userOf(deps, changes.email);
  const touchesAdmin = changes.updates.has(ADMIN_PRIVILEGE) || changes.deletions.includes(ADMIN_PRIVILEGE);
  await deps.db.transaction().execute(async (trx) => {
    if (touchesAdmin) await lockAdministrators(trx, deps.dialect);
    for (const [id, expiresAt] of changes.updates) {
      await upsertPrivilege(trx, {
        user_id: user.id,
        privilege_id: id,
        expires_at: expiresAt,
        granted_at: now,
        granted_by: changes.actor.email,
      });
      const detail = { privilege: id, expiresAt };
      await recordAudit(trx, changes.actor, { action: "privilege.grant", target: user.email, detail }, now);
    }
    for (const id of changes.deletions) {
      await deletePrivilege(trx, user.id, id);
      const detail = { privilege: id };
      await recordAudit(trx, changes.actor, { action: "privilege.revoke", target: user.email, detail }, now);
    }
    if (touchesAdmin) await assertAdministratorsRemain(trx, now);
  });
}

/** One page of accounts (optionally those whose e-mail contains `text`), oldest first, with held privileges. */
export async function listUsers(
  deps: TAppDeps,
  query: { text?: string | undefined; page: number; pageSize: number },
): Promise<{ users: TUserSummary[]; totalCnt: number }> {
  const now = deps.now();
  const { total, users } = await listUsersPage(deps.db, { ...query, needle: query.text ?? "" });
  const held = await heldPrivileges(
    deps.db,
    users.map((u) => u.id),
    now,
  );
  const waits = await signInWaits(
    deps.db,
    users.map((u) => u.email),
    now,
  );
  return {
    totalCnt: total,
    users: users.map((u) => ({
      email: u.email,
      createdAt: u.created_at,
      privileges: held.filter((h) => h.user_id === u.id).map((h) => h.privilege_id),
      timeAllowance: u.time_allowance,
      ...(waits.has(u.email) && { signInWaitUntil: waits.get(u.email) }),
      ...(u.disabled_at !== null && { disabled: true }),
      ...(u.must_change_password === 1 && { mustChangePassword: true }),
      ...(u.display_name ? { name: u.display_name } : {}),
    })),
  };
}

/**
 * Sets a learner's time allowance; with `applyToRunning`, their open complete tests get the deadline it
 * gives from their own start (untimed: none). Answers how many running tests moved. One transaction, audited.
 */
export async function setTimeAllowance(
  deps: TAppDeps,
  actor: TAuditActor,
  change: { email: string; percent: number; applyToRunning: boolean },
): Promise<number> {
  const user = await userOf(deps, change.email);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await setTimeAllowanceOf(trx, user.id, change.percent);
    const moved = change.applyToRunning ? await moveOpenTestDeadlines(trx, user.id, change.percent) : 0;
    const detail = { percent: change.percent, applyToRunning: change.applyToRunning, runningUpdated: moved };
    await recordAudit(trx, actor, { action: "account.time_allowance", target: user.email, detail }, now);
    return moved;
  });
}
