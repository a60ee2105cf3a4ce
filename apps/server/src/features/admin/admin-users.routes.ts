import { adminEndpoints } from "@bandcraft/contract/admin";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { unlockSignIn } from "../accounts/account-recovery.service";
import { createUser, issueOneTimePassword, resetPassword } from "../accounts/user-admin.service";
import { deleteAccount, setAccountDisabled } from "./admin-accounts.service";
import { applyPrivilegeChanges, listUsers, privilegesOf, setTimeAllowance } from "./admin-users.service";

/**
 * Privilege granting and accounts; the admin scope has checked the privilege before any of them runs. Every
 * change is written to the audit log as the caller's.
 */
export function adminUsersRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(adminEndpoints.adminGetPrivilege, async ({ body }) =>
      ok({ privileges: await privilegesOf(deps, body.email) }),
    ),
    defineRoute(adminEndpoints.adminGrantPrivilege, async ({ user, body }) => {
      const updates = new Map(Object.entries(body.updatePrivileges).map(([id, at]) => [Number(id), Number(at)]));
      await applyPrivilegeChanges(deps, { email: body.email, updates, deletions: body.delPrivileges, actor: user });
      return ok();
    }),
    defineRoute(adminEndpoints.adminUserList, async ({ body }) => {
      const { page, pageSize } = body.paginationRequest;
      return ok({ data: await listUsers(deps, { text: body.query, page, pageSize }) });
    }),
    defineRoute(adminEndpoints.adminUserCreate, async ({ user, body }) => {
      await createUser(deps, { email: body.email, password: body.password, grantedBy: user.email, actor: user });
      return ok({ email: body.email });
    }),
    defineRoute(adminEndpoints.adminUserTimeAllowance, async ({ user, body }) =>
      ok({ runningUpdated: await setTimeAllowance(deps, user, body) }),
    ),
    defineRoute(adminEndpoints.adminUserUnlock, async ({ user, body }) =>
      ok(await unlockSignIn(deps, user, body.email)),
    ),
    defineRoute(adminEndpoints.adminUserResetPassword, async ({ user, body }) => {
      await resetPassword(deps, user, body);
      return ok();
    }),
    defineRoute(adminEndpoints.adminUserOneTimePassword, async ({ user, body }) =>
      ok(await issueOneTimePassword(deps, user, body.email)),
    ),
    defineRoute(adminEndpoints.adminUserSetDisabled, async ({ user, body }) => {
      await setAccountDisabled(deps, user, body);
      return ok();
    }),
    defineRoute(adminEndpoints.adminUserDelete, async ({ user, body }) => {
      await deleteAccount(deps, user, { email: body.email });
      return ok();
    }),
  ];
}
