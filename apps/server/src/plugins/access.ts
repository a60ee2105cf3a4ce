import { ACCESS_LEVELS, type TAccess } from "@bandcraft/contract/routes";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppDeps } from "../deps";
import type { TRoute } from "../lib/route";
import { authenticate, authenticateAdmin, type TAuthUser } from "./auth";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in caller, set by the scope's check before any handler runs; null in the public scope. */
    user: TAuthUser | null;
  }
  interface FastifyContextConfig {
    /** The scope a route was registered in, for the tests that walk every route. */
    access?: TAccess;
  }
}

/** The check each scope runs on every request before routing reaches a handler (or reads a body). */
const GUARDS: Record<TAccess, ((deps: TAppDeps) => (request: FastifyRequest) => Promise<void>) | null> = {
  public: null,
  learner: (deps) => async (request) => {
    request.user = await authenticate(deps, request);
  },
  admin: (deps) => async (request) => {
    request.user = await authenticateAdmin(deps, request);
  },
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
          config: { access },
          ...(route.bodyLimit !== undefined && { bodyLimit: route.bodyLimit }),
          handler: route.handle,
        });
      }
    });
  }
}
