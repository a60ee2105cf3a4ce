import { ADMIN_PRIVILEGE, MAX_PRIVILEGE_ID } from "@bandcraft/contract/privilege-ids";
import { PERMANENT_EXPIRY_MS } from "@bandcraft/domain/privilege-status";
import { isUniqueViolation } from "../../db/unique-violation";
import type { TAppDeps } from "../../deps";
import { badRequest, conflict, notFound } from "../../lib/app-error";
import { hashOneTimePassword, newOneTimePassword, oneTimeUntil } from "../../lib/one-time-password";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { recordAudit, type TAuditActor } from "../audit/audit.repository";
import {
  countActiveAdmins,
  deletePrivilege,
  findPrivilege,
  findUserByEmail,
  insertUser,
  revokeAllSessions,
  updatePasswordHash,
  upsertPrivilege,
} from "./accounts.repository";
import { clearEmailFailures } from "./login-throttle";
import { assertAcceptablePassword } from "./password-check";

/** The stored form of an e-mail (trimmed, lower case), or a 400. */
export function normaliseEmail(email: string): string {
  const value = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(value) || value.length > 254) throw badRequest(`Not an e-mail address: "${email}"`);
  return value;
}

/** Throws a 400 with a `reason` when the password fails the rule (domain password-policy.ts) for this account. */
export async function checkPassword(password: string, email: string): Promise<void> {
  await assertAcceptablePassword(password, email);
}

/**
 * Creates an account (registration is closed: accounts come from an operator or the bootstrap). With an
 * `actor`, the creation is in the audit log, written in the same transaction.
 */
export async function createUser(
  deps: TAppDeps,
  input: { email: string; password: string; admin?: boolean; grantedBy: string; actor?: TAuditActor },
): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const email = normaliseEmail(input.email);
  await checkPassword(input.password, email);
  const taken = () => conflict(`An account with this e-mail already exists: ${email}`);
  if (await findUserByEmail(db, email)) throw taken();
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    // Two creations racing past the check above: the unique e-mail decides, and the loser gets the same 409.
    const id = await insertUser(trx, email, passwordHash, now).catch((error: unknown) => {
      throw isUniqueViolation(error) ? taken() : error;
    });
    if (input.admin) {
      await upsertPrivilege(trx, {
        user_id: id,
        privilege_id: ADMIN_PRIVILEGE,
        expires_at: PERMANENT_EXPIRY_MS,
        granted_at: now,
        granted_by: input.grantedBy,
      });
    }
    if (input.actor) {
      const detail = { admin: input.admin === true };
      await recordAudit(trx, input.actor, { action: "account.create", target: email, detail }, now);
    }
    return id;
  });
}

/**
 * Grants (or re-dates) a privilege to the user with this e-mail; 404 when there is no such user. With an
 * `actor` (the command line), the grant is in the audit log.
 */
export async function grantPrivilege(
  deps: TAppDeps,
  input: { email: string; privilegeId: number; expiresAt: number; grantedBy: string; actor?: TAuditActor },
): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const user = await findUserByEmail(db, normaliseEmail(input.email));
  if (!user) throw notFound(`No user with the e-mail ${input.email}`);
  if (!Number.isInteger(input.privilegeId) || input.privilegeId < 1 || input.privilegeId > MAX_PRIVILEGE_ID) {
    throw badRequest(`Privilege ids are 1 to ${MAX_PRIVILEGE_ID} (got ${input.privilegeId})`);
  }
  await db.transaction().execute(async (trx) => {
    await upsertPrivilege(trx, {
      user_id: user.id,
      privilege_id: input.privilegeId,
      expires_at: input.expiresAt,
      granted_at: now,
      granted_by: input.grantedBy,
    });
    if (input.actor) {
      const detail = { privilege: input.privilegeId, expiresAt: input.expiresAt };
      await recordAudit(trx, input.actor, { action: "privilege.grant", target: user.email, detail }, now);
    }
  });
}

/** Removes a privilege from the user with this e-mail; with an `actor`, in the audit log. */
export async function revokePrivilege(
  deps: TAppDeps,
  email: string,
  privilegeId: number,
  actor?: TAuditActor,
): Promise<void> {
  const { db } = deps;
  const user = await findUserByEmail(db, normaliseEmail(email));
  if (!user) throw notFound(`No user with the e-mail ${email}`);
  await db.transaction().execute(async (trx) => {
    await deletePrivilege(trx, user.id, privilegeId);
    if (actor) {
      const detail = { privilege: privilegeId };
      await recordAudit(trx, actor, { action: "privilege.revoke", target: user.email, detail }, deps.now());
    }
  });
}

/**
 * Sets a new password, revokes every session of that user (a leaked one stops working at once) and unlocks its
 * sign-in; in the audit log as the actor's.
 */
export async function resetPassword(
  deps: TAppDeps,
  actor: TAuditActor,
  input: { email: string; password: string },
): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  const email = normaliseEmail(input.email);
  await checkPassword(input.password, email);
  const user = await findUserByEmail(db, email);
  if (!user) throw notFound(`No user with the e-mail ${input.email}`);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash);
    await revokeAllSessions(trx, user.id, now);
    // A new password is a fresh start: the account's sign-in failures go too.
    await clearEmailFailures(trx, user.email, now);
    const detail = { oneTime: false };
    await recordAudit(trx, actor, { action: "account.password_reset", target: user.email, detail }, now);
  });
}

/**
 * Gives the account a one-time password (answered once, stored only as its hash) that it must replace at its
 * next sign-in; like a reset, every session of it ends and its sign-in failures go. In the audit log.
 */
export async function issueOneTimePassword(
  deps: TAppDeps,
  actor: TAuditActor,
  rawEmail: string,
): Promise<{ email: string; oneTimePassword: string }> {
  const { db } = deps;
  const now = deps.now();
  const user = await findUserByEmail(db, normaliseEmail(rawEmail));
  if (!user) throw notFound(`No user with the e-mail ${rawEmail}`);
  const oneTimePassword = newOneTimePassword();
  const passwordHash = await hashOneTimePassword(oneTimePassword);
  await db.transaction().execute(async (trx) => {
    await updatePasswordHash(trx, user.id, passwordHash, oneTimeUntil(now));
    await revokeAllSessions(trx, user.id, now);
    await clearEmailFailures(trx, user.email, now);
    const detail = { oneTime: true };
    await recordAudit(trx, actor, { action: "account.password_reset", target: user.email, detail }, now);
  });
  return { email: user.email, oneTimePassword };
}

/** A generated password that passes the rule: random ones nearly always do; one that does not is drawn again. */
async function acceptableRandomPassword(randomPassword: () => string, email: string): Promise<string> {
  for (let tries = 1; ; tries++) {
    const password = randomPassword();
    try {
      await checkPassword(password, email);
      return password;
    } catch (error) {
      if (tries >= 20) throw error;
    }
  }
}

export type TBootstrapOutcome =
  | { kind: "created"; email: string }
  | { kind: "promoted"; email: string }
  | { kind: "unchanged"; email: string }
  /** ADMIN_EMAIL names an account whose password is not ADMIN_PASSWORD: it is left as it is. */
  | { kind: "refused"; email: string }
  | { kind: "generated"; email: string; password: string }
  | { kind: "none" };

/**
 * Makes sure someone can administer a fresh install. With ADMIN_EMAIL the account is created or
 * promoted (never duplicated). An existing account is promoted only when ADMIN_PASSWORD is its password:
 * anyone who can make accounts (a teacher adding learners) could otherwise make the operator's address first
 * and be made administrator at the next start. Without it, and with no administrator at all,
 * admin@localhost gets a random password the caller prints once.
 */
export async function bootstrapAdmin(
  deps: TAppDeps,
  env: { adminEmail?: string | undefined; adminPassword?: string | undefined },
  randomPassword: () => string,
): Promise<TBootstrapOutcome> {
  const { db } = deps;
  const now = deps.now();
  const grant = async (userId: number) =>
    upsertPrivilege(db, {
      user_id: userId,
      privilege_id: ADMIN_PRIVILEGE,
      expires_at: PERMANENT_EXPIRY_MS,
      granted_at: now,
      granted_by: "bootstrap",
    });
  if (env.adminEmail && env.adminPassword) {
    const email = normaliseEmail(env.adminEmail);
    const existing = await findUserByEmail(db, email);
    if (!existing) {
      await createUser(deps, { email, password: env.adminPassword, admin: true, grantedBy: "bootstrap" });
      return { kind: "created", email };
    }
    const privileges = await findPrivilege(db, existing.id, ADMIN_PRIVILEGE);
    if (privileges && privileges.expires_at > now) return { kind: "unchanged", email };
    if (!(await verifyPassword(existing.password_hash, env.adminPassword))) return { kind: "refused", email };
    await grant(existing.id);
    return { kind: "promoted", email };
  }
  if ((await countActiveAdmins(db, now)) > 0) return { kind: "none" };
  const email = "admin@localhost";
  const existing = await findUserByEmail(db, email);
  if (existing) {
    // An earlier generated admin lost its privilege: restore it, keep its password.
    await grant(existing.id);
    return { kind: "promoted", email };
  }
  const password = await acceptableRandomPassword(randomPassword, email);
  await createUser(deps, { email, password, admin: true, grantedBy: "bootstrap" });
  return { kind: "generated", email, password };
}
