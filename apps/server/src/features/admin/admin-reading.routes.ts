import { ZAdminSingleRequest } from "@bandcraft/contract/admin";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticateAdmin } from "../../plugins/auth";
import { findPractice } from "../reading/reading.repository";

/** The administrator's reading calls (privilege 1, checked on every call). */
export function adminReadingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/admin/reading/single", async (request) => {
    await authenticateAdmin(deps, request);
    const body = parseBody(ZAdminSingleRequest, request.body);
    const practice = await findPractice(deps.db, body.practiceID);
    if (!practice) throw notFound(`No reading practice with the id ${body.practiceID}`);
    return ok({ readingPractice: practice });
  });
}
