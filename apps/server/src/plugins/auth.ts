import { ADMIN_PRIVILEGE, TEACHER_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { privilegeStatus } from "@bandcraft/domain/privilege-status";
import type { FastifyRequest } from "fastify";
import type { TAppDeps } from "../deps";
import { sessionWithPrivileges, touchSession } from "../features/accounts/sessions.repository";
import { forbidden, unauthorized } from "../lib/app-error";
import { sha256Hex } from "../lib/tokens";

export interface THeldPrivilege {
  id: number;
  expiresAt: number;
}

export interface TAuthUser {
  id: number;
  email: string;
  sessionId: number;
  /** Read on every call, so a grant or revoke takes effect on the next request. */
  privileges: THeldPrivilege[];
  /** The account holds a one-time password: only choosing its own is open to it (access.ts). */
  mustChangePassword: boolean;
}

/** The bearer token of a request, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** How stale a session's `last_used_at` may get before a call moves it: reads stay reads most of the time. */
export const SESSION_TOUCH_MS = 5 * 60_000;

/** Resolves the signed-in user or throws 401 (missing, unknown, expired, revoked or altered token). */
export async function authenticate(deps: TAppDeps, request: FastifyRequest): Promise<TAuthUser> {
  const token = bearerToken(request);
  if (!token) throw unauthorized("Authentication required");
  const now = deps.now();
  const rows = await sessionWithPrivileges(deps.db, sha256Hex(token));
  const row = rows[0];
  // A disabled account's sessions were ended when it was disabled; the check here is the second lock.
  if (!row || row.revoked_at !== null || row.expires_at <= now || row.disabled_at !== null) {
    throw unauthorized("Session expired or invalid. Please sign in again.");
  }
  if (Number(row.last_used_at) < now - SESSION_TOUCH_MS) {
    await touchSession(deps.db, row.sessionId, now, now - SESSION_TOUCH_MS);
  }
  const privileges: THeldPrivilege[] = [];
  for (const r of rows) {
    if (r.privilege_id !== null && r.privilegeExpiresAt !== null)
      privileges.push({ id: r.privilege_id, expiresAt: r.privilegeExpiresAt });
  }
  return {
    id: row.userId,
    email: row.email,
    sessionId: row.sessionId,
    privileges,
    mustChangePassword: row.must_change_password === 1,
  };
}

/** Whether a privilege is held and not expired (permanent counts as active). */
export function hasActivePrivilege(user: TAuthUser, privilegeId: number, now: number): boolean {
  const held = user.privileges.find((p) => p.id === privilegeId);
  return held !== undefined && privilegeStatus(held.expiresAt, now) !== "expired";
}

/** Resolves the user and insists on an active administrator privilege (403 otherwise). */
export async function authenticateAdmin(deps: TAppDeps, request: FastifyRequest): Promise<TAuthUser> {
  const user = await authenticate(deps, request);
  if (!hasActivePrivilege(user, ADMIN_PRIVILEGE, deps.now())) throw forbidden("Administrator privilege required");
  return user;
}

/** Whether the caller administers everything (an active privilege 1). */
export const isAdministrator = (user: TAuthUser, now: number): boolean =>
  hasActivePrivilege(user, ADMIN_PRIVILEGE, now);

/** Resolves the user and insists on an active Teacher or administrator privilege (403 otherwise). */
export async function authenticateTeacher(deps: TAppDeps, request: FastifyRequest): Promise<TAuthUser> {
  const user = await authenticate(deps, request);
  const now = deps.now();
  if (!isAdministrator(user, now) && !hasActivePrivilege(user, TEACHER_PRIVILEGE, now))
    throw forbidden("Teacher privilege required");
  return user;
}
