import { adminEndpoints, type TTimeAllowance, type TUserSummary } from "@bandcraft/contract/admin";
import { call } from "../../../lib/api-client";

/** The accounts list asks 20 a page, like the learners' lists. */
export const USERS_PAGE_SIZE = 20;

export type TUserPage = { users: TUserSummary[]; totalCnt: number };

/** POST /admin/users/list: a page of accounts, optionally those whose e-mail contains `query`. */
export async function fetchUsers(page: number, query: string, signal?: AbortSignal): Promise<TUserPage> {
  const trimmed = query.trim();
  const body = await call(
    adminEndpoints.adminUserList,
    { paginationRequest: { page, pageSize: USERS_PAGE_SIZE }, ...(trimmed !== "" && { query: trimmed }) },
    { signal },
  );
  return body.data;
}

/** POST /admin/users/create: a new learner with an initial password; answers the stored e-mail. */
export async function createAccount(email: string, password: string): Promise<string> {
  const body = await call(adminEndpoints.adminUserCreate, { email: email.trim(), password });
  return body.email;
}

/** POST /admin/users/reset_password: a new password; the user is signed out everywhere. */
export async function resetPassword(email: string, password: string): Promise<void> {
  await call(adminEndpoints.adminUserResetPassword, { email, password });
}

/** POST /admin/users/time_allowance: the learner's time for timed tests; answers how many running tests moved. */
export async function setTimeAllowance(email: string, percent: TTimeAllowance, applyToRunning: boolean) {
  const body = await call(adminEndpoints.adminUserTimeAllowance, { email, percent, applyToRunning });
  return body.runningUpdated;
}

/** POST /admin/users/unlock: clears the account's sign-in failures; answers whether there were any. */
export async function unlockSignIn(email: string): Promise<boolean> {
  const body = await call(adminEndpoints.adminUserUnlock, { email });
  return body.hadFailures;
}

/** POST /admin/users/set_disabled: disables an account (its sessions end, its data stays) or enables it again. */
export async function setAccountDisabled(email: string, disabled: boolean): Promise<void> {
  await call(adminEndpoints.adminUserSetDisabled, { email, disabled });
}

/** POST /admin/users/delete: deletes an account and what is only its own; `confirmEmail` is the address typed. */
export async function deleteAccount(email: string, confirmEmail: string): Promise<void> {
  await call(adminEndpoints.adminUserDelete, { email, confirmEmail });
}

/** POST /admin/users/one_time_password: a new one-time password (shown once); the account is signed out. */
export async function issueOneTimePassword(email: string): Promise<string> {
  const body = await call(adminEndpoints.adminUserOneTimePassword, { email });
  return body.oneTimePassword;
}
