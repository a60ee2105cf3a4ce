import {
  ZCreateUserRequest,
  ZGetPrivilegeRequest,
  ZGrantPrivilegeRequest,
  ZResetPasswordRequest,
  ZTimeAllowanceRequest,
  ZUnlockUserRequest,
  ZUserListRequest,
} from "@bandcraft/contract/admin";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticateAdmin } from "../../plugins/auth";
import { unlockSignIn } from "../accounts/account-recovery.service";
import { createUser, resetPassword } from "../accounts/user-admin.service";
import { applyPrivilegeChanges, listUsers, privilegesOf, setTimeAllowance } from "./admin-users.service";

/** Privilege granting and learner accounts, for administrators only. */
export function adminUsersRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/admin/get_privilege", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZGetPrivilegeRequest, request.body);
    return ok({ privileges: await privilegesOf(deps.db, body.email) });
  });

  app.post("/api/admin/grant_privilege", async (request) => {
    const admin = await authenticateAdmin(deps, request);
    const body = parseBody(ZGrantPrivilegeRequest, request.body);
    const updates = new Map(Object.entries(body.updatePrivileges).map(([id, at]) => [Number(id), Number(at)]));
    await applyPrivilegeChanges(
      deps.db,
      deps.dialect,
      { email: body.email, updates, deletions: body.delPrivileges, grantedBy: admin.email },
      deps.now(),
    );
    return ok();
  });

  app.post("/api/admin/users/list", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZUserListRequest, request.body);
    const data = await listUsers(
      deps.db,
      { text: body.query, page: body.paginationRequest.page, pageSize: body.paginationRequest.pageSize },
      deps.now(),
    );
    return ok({ data });
  });

  app.post("/api/admin/users/create", async (request) => {
    const admin = await authenticateAdmin(deps, request);
    const body = parseBody(ZCreateUserRequest, request.body);
    await createUser(deps.db, { email: body.email, password: body.password, grantedBy: admin.email }, deps.now());
    return ok({ email: body.email });
  });

  app.post("/api/admin/users/time_allowance", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZTimeAllowanceRequest, request.body);
    return ok({ runningUpdated: await setTimeAllowance(deps.db, body) });
  });

  app.post("/api/admin/users/unlock", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZUnlockUserRequest, request.body);
    return ok(await unlockSignIn(deps.db, body.email, deps.now()));
  });

  app.post("/api/admin/users/reset_password", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZResetPasswordRequest, request.body);
    await resetPassword(deps.db, body, deps.now());
    return ok();
  });
}
