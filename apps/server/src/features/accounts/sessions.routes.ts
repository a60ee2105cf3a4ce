import {
  ZChangePasswordRequest,
  ZRevokeOtherSessionsRequest,
  ZRevokeSessionRequest,
  ZSessionListRequest,
} from "@bandcraft/contract/accounts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { changePassword } from "./change-password.service";
import { listSessions, revokeOthersOf, revokeSessionOf } from "./sessions.service";

/** The signed-in learner's own sessions (Settings → Sessions) and password change. */
export function sessionsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/sessions/list", async (request) => {
    const user = await authenticate(deps, request);
    parseBody(ZSessionListRequest, request.body ?? {});
    return ok({ sessions: await listSessions(deps, user) });
  });

  app.post("/api/sessions/revoke", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZRevokeSessionRequest, request.body);
    await revokeSessionOf(deps, user, body.sessionID);
    return ok();
  });

  app.post("/api/sessions/revoke_others", async (request) => {
    const user = await authenticate(deps, request);
    parseBody(ZRevokeOtherSessionsRequest, request.body ?? {});
    return ok({ revoked: await revokeOthersOf(deps, user) });
  });

  app.post("/api/account/change_password", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZChangePasswordRequest, request.body);
    const revokedSessions = await changePassword(deps, user, { ...body, ip: request.ip });
    return ok({ revokedSessions });
  });
}
