import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { AppDeps } from "../../deps";
import { ok } from "../../lib/reply";

/** GET /api/health: ok only after a real database round trip. */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get("/api/health", async () => {
    await sql`select 1`.execute(deps.db);
    return ok({ status: "ok" });
  });
}
