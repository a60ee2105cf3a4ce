import { ZPackRandomRequest, ZSingleRandomRequest, ZSingleRequest, ZSubmitRequest } from "@bandcraft/contract/reading";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { startPack, startRandom, startSingle, submit } from "./reading.service";

/** POST /reading/single, /reading/single_random, /reading/pack_random, /reading/submit (DESIGN §4). */
export function readingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/reading/single", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZSingleRequest, request.body);
    return ok({ readingPractice: await startSingle(deps, user, body.practiceID) });
  });

  app.post("/api/reading/single_random", async (request) => {
    const user = await authenticate(deps, request);
    // The spec allows a null body (no filters); an absent body means the same.
    const filter = parseBody(ZSingleRandomRequest, request.body ?? null) ?? {};
    return ok({ readingPractice: await startRandom(deps, user, filter) });
  });

  app.post("/api/reading/pack_random", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZPackRandomRequest, request.body ?? {});
    return ok({ readingPractice: await startPack(deps, user, body.pageType) });
  });

  app.post("/api/reading/submit", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZSubmitRequest, request.body);
    return ok({ submissionRecord: await submit(deps, user, body) });
  });
}
