import { ZLoginRequest, ZLogoutRequest, ZUserInfoRequest } from "@bandcraft/contract/accounts";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { login, logout, userInfo } from "./accounts.service";

/** POST /login, /logout, /user_info. */
export function accountsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/login", async (request, reply) => {
    const body = parseBody(ZLoginRequest, request.body);
    const result = await login(deps, body.email, body.password, request.ip, request.headers["user-agent"]);
    reply.header("Authorization", `Bearer ${result.token}`).header("X-Token-Expires", result.expires);
    return ok({ userInfo: result.userInfo, token: result.token, expires: result.expires });
  });

  app.post("/api/logout", async (request) => {
    const user = await authenticate(deps, request);
    parseBody(ZLogoutRequest, request.body ?? {});
    await logout(deps, user);
    return ok();
  });

  app.post("/api/user_info", async (request) => {
    const user = await authenticate(deps, request);
    parseBody(ZUserInfoRequest, request.body ?? {});
    return ok({ data: await userInfo(deps, user) });
  });
}
