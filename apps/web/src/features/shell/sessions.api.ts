import { accountsEndpoints, type TSessionSummary } from "@bandcraft/contract/accounts";
import { call } from "../../lib/api-client";

/** POST /sessions/list: the caller's live sessions, newest first, the current one marked. */
export async function fetchSessions(signal?: AbortSignal): Promise<TSessionSummary[]> {
  const body = await call(accountsEndpoints.sessionList, {}, { signal });
  return body.sessions;
}

/** POST /sessions/revoke: signs one of the caller's other devices out. */
export async function revokeSession(sessionID: string): Promise<void> {
  await call(accountsEndpoints.sessionRevoke, { sessionID });
}

/** POST /sessions/revoke_others: signs out every device but this one; answers how many. */
export async function revokeOtherSessions(): Promise<number> {
  const body = await call(accountsEndpoints.sessionRevokeOthers, {});
  return body.revoked;
}

/** POST /account/change_password: answers how many other sessions were signed out. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<number> {
  const body = await call(accountsEndpoints.changePassword, { currentPassword, newPassword });
  return body.revokedSessions;
}
