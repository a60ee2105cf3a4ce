import { accountsEndpoints } from "@bandcraft/contract/accounts";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { changePassword } from "./change-password.service";
import { listSessions, revokeOthersOf, revokeSessionOf } from "./sessions.service";

/** The signed-in learner's own sessions (Settings → Sessions) and password change. */
export function sessionsRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(accountsEndpoints.sessionList, async ({ user }) => ok({ sessions: await listSessions(deps, user) })),
    defineRoute(accountsEndpoints.sessionRevoke, async ({ user, body }) => {
      await revokeSessionOf(deps, user, body.sessionID);
      return ok();
    }),
    defineRoute(accountsEndpoints.sessionRevokeOthers, async ({ user }) =>
      ok({ revoked: await revokeOthersOf(deps, user) }),
    ),
    defineRoute(accountsEndpoints.changePassword, async ({ user, body, request }) => {
      const revokedSessions = await changePassword(deps, user, { ...body, ip: request.ip });
      return ok({ revokedSessions });
    }),
  ];
}
