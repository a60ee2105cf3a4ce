import {
  type TSessionSummary,
  ZChangePasswordResponse,
  ZRevokeOtherSessionsResponse,
  ZRevokeSessionResponse,
  ZSessionListResponse,
} from "@bandcraft/contract/accounts";
import { apiCall } from "../../lib/api-client";

/** POST /sessions/list: the caller's live sessions, newest first, the current one marked. */
export async function fetchSessions(signal?: AbortSignal): Promise<TSessionSummary[]> {
  const { body } = await apiCall("/sessions/list", {
    body: {},
    signal,
    parse: (raw) => ZSessionListResponse.parse(raw),
  });
  return body.sessions;
}

/** POST /sessions/revoke: signs one of the caller's other devices out. */
export async function revokeSession(sessionID: string): Promise<void> {
  await apiCall("/sessions/revoke", { body: { sessionID }, parse: (raw) => ZRevokeSessionResponse.parse(raw) });
}

/** POST /sessions/revoke_others: signs out every device but this one; answers how many. */
export async function revokeOtherSessions(): Promise<number> {
  const { body } = await apiCall("/sessions/revoke_others", {
    body: {},
    parse: (raw) => ZRevokeOtherSessionsResponse.parse(raw),
  });
  return body.revoked;
}

/** POST /account/change_password: answers how many other sessions were signed out. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<number> {
  const { body } = await apiCall("/account/change_password", {
    body: { currentPassword, newPassword },
    parse: (raw) => ZChangePasswordResponse.parse(raw),
  });
  return body.revokedSessions;
}
