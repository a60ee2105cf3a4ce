import { adminEndpoints } from "@bandcraft/contract/admin";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { unlockSignIn } from "../accounts/account-recovery.service";
import { createUser, resetPassword } from "../accounts/user-admin.service";
import { applyPrivilegeChanges, listUsers, privilegesOf, setTimeAllowance } from "./admin-users.service";

/** Privilege granting and learner accounts; the admin scope has checked the privilege before any of them runs. */
export function adminUsersRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(adminEndpoints.adminGetPrivilege, async ({ body }) =>
      ok({ privileges: await privilegesOf(deps, body.email) }),
    ),
    defineRoute(adminEndpoints.adminGrantPrivilege, async ({ user, body }) => {
      const updates = new Map(Object.entries(body.updatePrivileges).map(([id, at]) => [Number(id), Number(at)]));
      await applyPrivilegeChanges(deps, {
        email: body.email,
        updates,
        deletions: body.delPrivileges,
        grantedBy: user.email,
      });
      return ok();
    }),
    defineRoute(adminEndpoints.adminUserList, async ({ body }) => {
      const { page, pageSize } = body.paginationRequest;
      return ok({ data: await listUsers(deps, { text: body.query, page, pageSize }) });
    }),
    defineRoute(adminEndpoints.adminUserCreate, async ({ user, body }) => {
      await createUser(deps, { email: body.email, password: body.password, grantedBy: user.email });
      return ok({ email: body.email });
    }),
    defineRoute(adminEndpoints.adminUserTimeAllowance, async ({ body }) =>
      ok({ runningUpdated: await setTimeAllowance(deps, body) }),
    ),
    defineRoute(adminEndpoints.adminUserUnlock, async ({ body }) => ok(await unlockSignIn(deps, body.email))),
    defineRoute(adminEndpoints.adminUserResetPassword, async ({ body }) => {
      await resetPassword(deps, body);
      return ok();
    }),
  ];
}
