import { accountsEndpoints } from "@bandcraft/contract/accounts";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { login, logout, userInfo } from "./accounts.service";

/** Sign-in, sign-out and the caller's account. */
export function accountsRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(accountsEndpoints.login, async ({ body, request, reply }) => {
      const result = await login(deps, body.email, body.password, request.ip, request.headers["user-agent"]);
      reply.header("Authorization", `Bearer ${result.token}`).header("X-Token-Expires", result.expires);
      return ok({ userInfo: result.userInfo, token: result.token, expires: result.expires });
    }),
    defineRoute(accountsEndpoints.logout, async ({ user }) => {
      await logout(deps, user);
      return ok();
    }),
    defineRoute(accountsEndpoints.userInfo, async ({ user }) => ok({ data: await userInfo(deps, user) })),
  ];
}
