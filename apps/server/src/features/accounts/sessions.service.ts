import { randomBytes } from "node:crypto";
import type { TSessionSummary } from "@bandcraft/contract/accounts";
import { deviceOf } from "@bandcraft/domain/device-label";
import type { TAppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import { newSessionToken, sha256Hex } from "../../lib/tokens";
import type { TAuthUser } from "../../plugins/auth";
import {
  insertSession,
  listLiveSessions,
  lockAccount,
  revokeBeyondNewest,
  revokeOtherSessions,
  revokeOwnSession,
} from "./sessions.repository";

/** Live sessions one account may hold; a sign-in beyond it revokes the oldest. */
export const SESSION_CAP = 20;
/** The part of a User-Agent kept: enough to name the browser and system, bounded whatever a client sends. */
const USER_AGENT_KEPT = 256;

/** A session id for the API: 96 random bits, unrelated to the token and the table's sequential id. */
export const newSessionPublicId = () => randomBytes(12).toString("hex");

/**
 * Opens a session for a signed-in account and, in the same transaction, revokes its oldest live sessions
 * beyond SESSION_CAP. The account's row is locked first, so sign-ins racing on one account take turns and
 * the cap holds after all of them. Answers the bearer token (only its SHA-256 is stored), or null when the
 * account was deleted meanwhile.
 */
export async function openSession(
  deps: TAppDeps,
  s: { userId: number; userAgent: string | undefined; now: number; expiresAt: number },
) {
  const { userId, userAgent, now } = s;
  const token = newSessionToken();
  const opened = await deps.db.transaction().execute(async (trx) => {
    // An account deleted since its password was checked gets no session (and no foreign-key error).
    if (!(await lockAccount(trx, deps.dialect, userId))) return false;
    await insertSession(trx, {
      userId,
      tokenHash: sha256Hex(token),
      publicId: newSessionPublicId(),
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_KEPT) : null,
      now,
      expiresAt: s.expiresAt,
    });
    await revokeBeyondNewest(trx, userId, SESSION_CAP, now);
    return true;
  });
  return opened ? token : null;
}

/** The caller's live sessions, newest first, the current one marked; devices named, raw headers never sent. */
export async function listSessions(deps: TAppDeps, user: TAuthUser): Promise<TSessionSummary[]> {
  // A few beyond the cap: sign-ins racing with this read may briefly leave one or two more.
  const rows = await listLiveSessions(deps.db, user.id, deps.now(), SESSION_CAP + 10);
  return rows.map((row) => ({
    sessionID: row.public_id,
    current: Number(row.id) === Number(user.sessionId),
    createdAt: Number(row.created_at),
    lastUsedAt: Number(row.last_used_at),
    ...deviceOf(row.user_agent),
  }));
}

/** Ends one of the caller's live sessions; another account's id, a revoked or a made-up one is the same 404. */
export async function revokeSessionOf(deps: TAppDeps, user: TAuthUser, sessionID: string): Promise<void> {
  const revoked = await revokeOwnSession(deps.db, user.id, sessionID, deps.now());
  if (revoked === 0) throw notFound("No such session");
}

/** Ends every session of the caller's account but this one; answers how many. */
export function revokeOthersOf(deps: TAppDeps, user: TAuthUser): Promise<number> {
  return revokeOtherSessions(deps.db, user.id, user.sessionId, deps.now());
}
