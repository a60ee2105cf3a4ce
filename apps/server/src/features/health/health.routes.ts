import { systemEndpoints } from "@bandcraft/contract/endpoints";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { checkDatabase } from "./health.service";

/** GET /api/health: ok only after a real database round trip. */
export function healthRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(systemEndpoints.health, async () => {
      await checkDatabase(deps);
      return ok({ status: "ok" as const });
    }),
  ];
}
