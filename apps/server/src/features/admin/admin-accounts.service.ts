import { ADMIN_PRIVILEGE, TEACHER_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import type { Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TAppDeps } from "../../deps";
import { AppError, badRequest } from "../../lib/app-error";
import {
  accountFootprint,
  classesTaughtBy,
  deleteAccountRows,
  type TAccountFootprint,
} from "../accounts/account-deletion.repository";
import {
  findPrivilege,
  heldPrivileges,
  lockAdministrators,
  revokeAllSessions,
  setDisabledAt,
} from "../accounts/accounts.repository";
import { forgetSignInTraces } from "../accounts/login-throttle";
import { recordAudit, type TAuditActor } from "../audit/audit.repository";
import { assertAdministratorsRemain } from "./admin-continuity";
import { userOf } from "./admin-users.service";

/** The `reason` of a refusal to disable or delete the caller's own account. */
export const OWN_ACCOUNT = "own-account";
/** The `reason` of a deletion from the command line of an account that teaches classes, with no one to take them. */
export const CLASSES_NEED_HEIR = "classes-need-heir";

const isSelf = (actor: TAuditActor, userId: number) => actor !== "cli" && actor.id === userId;
const ownAccount = (what: string) =>
  new AppError(400, `You cannot ${what} your own account`, {}, { reason: OWN_ACCOUNT });

/** Whether the account holds an active privilege 1 (read in the change's transaction, after the lock). */
async function isAdministratorAccount(trx: Transaction<TDatabase>, userId: number, now: number): Promise<boolean> {
  const held = await findPrivilege(trx, userId, ADMIN_PRIVILEGE);
  return held !== undefined && held.expires_at > now;
}

/**
 * Disables an account (it cannot sign in; every session of it ends in the same transaction; its data stays) or
 * enables it again. Not the actor's own account, nor the last active or permanent administrator (the
 * continuity rule, judged after the change with the administrators locked). Audited.
 */
export async function setAccountDisabled(
  deps: TAppDeps,
  actor: TAuditActor,
  change: { email: string; disabled: boolean },
): Promise<void> {
  const user = await userOf(deps, change.email);
  if (change.disabled && isSelf(actor, user.id)) throw ownAccount("disable");
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    if (change.disabled) {
      await lockAdministrators(trx, deps.dialect);
      // Disabling twice keeps the first time.
      if (user.disabled_at === null) await setDisabledAt(trx, user.id, now);
      await revokeAllSessions(trx, user.id, now);
      if (await isAdministratorAccount(trx, user.id, now)) await assertAdministratorsRemain(trx, now);
    } else {
      await setDisabledAt(trx, user.id, null);
    }
    const action = change.disabled ? "account.disable" : "account.enable";
    await recordAudit(trx, actor, { action, target: user.email }, now);
  });
}

/** What deleting the account would remove, for the command line's dry run; 404 for no account. */
export async function describeDeletion(
  deps: TAppDeps,
  email: string,
): Promise<{ email: string; footprint: TAccountFootprint }> {
  const user = await userOf(deps, email);
  return { email: user.email, footprint: await accountFootprint(deps.db, user.id) };
}

/** The account a deleted teacher's classes pass to: the deleting administrator, or one the command line names. */
async function heirOf(deps: TAppDeps, actor: TAuditActor, classesTo: string | undefined, deletedId: number) {
  if (actor !== "cli") return actor.id;
  if (classesTo === undefined) return undefined;
  const heir = await userOf(deps, classesTo);
  if (heir.id === deletedId) throw badRequest("The classes cannot pass to the account being deleted");
  const held = await heldPrivileges(deps.db, [heir.id], deps.now());
  if (!held.some((p) => p.privilege_id === ADMIN_PRIVILEGE || p.privilege_id === TEACHER_PRIVILEGE)) {
    throw badRequest(`${heir.email} is neither a teacher nor an administrator: the classes cannot pass to it`);
  }
  return heir.id;
}

/**
 * Deletes an account and every row that is only its own, in one transaction (account-deletion.repository.ts
 * lists them): classes it taught pass to the deleting administrator (from the command line, to `classesTo`),
 * its sign-in counters go, the audit log keeps its entries. Not the actor's own account, nor the last active
 * or permanent administrator. Audited with how many submissions and essays went; answers those counts.
 */
export async function deleteAccount(
  deps: TAppDeps,
  actor: TAuditActor,
  input: { email: string; classesTo?: string | undefined },
): Promise<{ submissions: number; essays: number }> {
  const user = await userOf(deps, input.email);
  if (isSelf(actor, user.id)) throw ownAccount("delete");
  const heirId = await heirOf(deps, actor, input.classesTo, user.id);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    await lockAdministrators(trx, deps.dialect);
    const wasAdministrator = await isAdministratorAccount(trx, user.id, now);
    const classes = await classesTaughtBy(trx, user.id);
    if (classes > 0 && heirId === undefined) {
      throw new AppError(
        409,
        `${user.email} teaches ${classes} class(es): name the account they pass to`,
        {},
        { reason: CLASSES_NEED_HEIR },
      );
    }
    const deleted = await deleteAccountRows(trx, user.id, heirId);
    await forgetSignInTraces(trx, user.email);
    if (wasAdministrator) await assertAdministratorsRemain(trx, now);
    const detail = { ...deleted, classesHandedOn: classes };
    await recordAudit(trx, actor, { action: "account.delete", target: user.email, detail }, now);
    return deleted;
  });
}
