import {
  type TTimeAllowance,
  type TUserSummary,
  ZCreateUserResponse,
  ZGrantPrivilegeResponse,
  ZTimeAllowanceResponse,
  ZUnlockUserResponse,
  ZUserListResponse,
} from "@bandcraft/contract/admin";
import { apiCall } from "../../../lib/api-client";

/** The accounts list asks 20 a page, like the learners' lists. */
export const USERS_PAGE_SIZE = 20;

export type TUserPage = { users: TUserSummary[]; totalCnt: number };

/** POST /admin/users/list: a page of accounts, optionally those whose e-mail contains `query`. */
export async function fetchUsers(page: number, query: string, signal?: AbortSignal): Promise<TUserPage> {
  const trimmed = query.trim();
  const { body } = await apiCall("/admin/users/list", {
    body: { paginationRequest: { page, pageSize: USERS_PAGE_SIZE }, ...(trimmed !== "" && { query: trimmed }) },
    signal,
    parse: (raw) => ZUserListResponse.parse(raw),
  });
  return body.data;
}

/** POST /admin/users/create: a new learner with an initial password; answers the stored e-mail. */
export async function createAccount(email: string, password: string): Promise<string> {
  const { body } = await apiCall("/admin/users/create", {
    body: { email: email.trim(), password },
    parse: (raw) => ZCreateUserResponse.parse(raw),
  });
  return body.email;
}

/** POST /admin/users/reset_password: a new password; the user is signed out everywhere. */
export async function resetPassword(email: string, password: string): Promise<void> {
  await apiCall("/admin/users/reset_password", {
    body: { email, password },
    parse: (raw) => ZGrantPrivilegeResponse.parse(raw),
  });
}

/** POST /admin/users/time_allowance: the learner's time for timed tests; answers how many running tests moved. */
export async function setTimeAllowance(email: string, percent: TTimeAllowance, applyToRunning: boolean) {
  const { body } = await apiCall("/admin/users/time_allowance", {
    body: { email, percent, applyToRunning },
    parse: (raw) => ZTimeAllowanceResponse.parse(raw),
  });
  return body.runningUpdated;
}

/** POST /admin/users/unlock: clears the account's sign-in failures; answers whether there were any. */
export async function unlockSignIn(email: string): Promise<boolean> {
  const { body } = await apiCall("/admin/users/unlock", {
    body: { email },
    parse: (raw) => ZUnlockUserResponse.parse(raw),
  });
  return body.hadFailures;
}
