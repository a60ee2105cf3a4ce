import {
  ACCESS_LEVELS,
  OPEN_BEFORE_PASSWORD_CHANGE,
  PASSWORD_CHANGE_REQUIRED,
  type TAccess,
  type TRouteName,
} from "@bandcraft/contract/routes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppDeps } from "../deps";
import { AppError } from "../lib/app-error";
import type { TRoute } from "../lib/route";
import { authenticate, authenticateAdmin, authenticateTeacher, type TAuthUser } from "./auth";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller, set by the scope's check before any handler runs; null in the public scope. */
    user: TAuthUser | null;
  }
  interface FastifyContextConfig {
    /** The scope a route was registered in, for the tests that walk every route. */
    access?: TAccess;
    /** The endpoint's name in the contract's table. */
    name?: TRouteName;
  }
}

type TAuthenticate = (deps: TAppDeps, request: FastifyRequest) => Promise<TAuthUser>;

/**
 * A scope's check: who the caller is and whether the scope admits them; an account still holding a one-time
 * password is admitted only to the calls that let it choose its own.
 */
const guardOf = (check: TAuthenticate) => (deps: TAppDeps) => async (request: FastifyRequest) => {
  const user = await check(deps, request);
  const name = request.routeOptions.config.name;
  if (user.mustChangePassword && !(name && OPEN_BEFORE_PASSWORD_CHANGE.includes(name))) {
    throw new AppError(403, "Choose your own password first", {}, { reason: PASSWORD_CHANGE_REQUIRED });
  }
  request.user = user;
};

/** The check each scope runs on every request before routing reaches a handler (or reads a body). */
const GUARDS: Record<TAccess, ((deps: TAppDeps) => (request: FastifyRequest) => Promise<void>) | null> = {
  public: null,
  learner: guardOf(authenticate),
  teacher: guardOf(authenticateTeacher),
  admin: guardOf(authenticateAdmin),
};

/**
 * Registers every route inside the encapsulated scope its endpoint's access names. The scope's onRequest
 * hook authenticates (and checks the privilege) before the body is parsed and before any handler runs,
 * so no handler can forget the check and an anonymous caller never makes the server parse a body.
 */
export async function registerScopedRoutes(app: FastifyInstance, deps: TAppDeps, routes: readonly TRoute[]) {
  app.decorateRequest("user", null);
  for (const access of ACCESS_LEVELS) {
    const guard = GUARDS[access]?.(deps);
    await app.register(async (scope) => {
      if (guard) scope.addHook("onRequest", guard);
      for (const route of routes) {
        if (route.endpoint.access !== access) continue;
        scope.route({
          method: route.endpoint.method,
          url: route.endpoint.path,
          config: { access, name: route.endpoint.name as TRouteName },
          ...(route.bodyLimit !== undefined && { bodyLimit: route.bodyLimit }),
          handler: route.handle,
        });
      }
    });
  }
}
