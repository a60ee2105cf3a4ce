import { ZPackRandomRequest, ZSingleRandomRequest, ZSingleRequest, ZSubmitRequest } from "@bandcraft/contract/reading";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { type Started, startPack, startRandom, startSingle, submit } from "./reading.service";

/**
 * The learner's form is stored as JSON text; it goes out inside the envelope as it is, with no parse and
 * re-serialise of a whole passage on the hottest read path, beside the attempt the start made. A pack
 * sends its three passages as a list.
 */
function sendStarted(reply: FastifyReply, started: Started, asList: boolean) {
  const practice = asList ? `[${started.bodies.join(",")}]` : (started.bodies[0] ?? "null");
  return reply
    .type("application/json; charset=utf-8")
    .send(`{"statusCode":200,"errMsg":"","readingPractice":${practice},"attempt":${JSON.stringify(started.attempt)}}`);
}

/** POST /reading/single, /reading/single_random, /reading/pack_random, /reading/submit. */
export function readingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/reading/single", async (request, reply) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZSingleRequest, request.body);
    return sendStarted(reply, await startSingle(deps, user, body.practiceID), false);
  });

  app.post("/api/reading/single_random", async (request, reply) => {
    const user = await authenticate(deps, request);
    // The spec allows a null body (no filters); an absent body means the same.
    const filter = parseBody(ZSingleRandomRequest, request.body ?? null) ?? {};
    return sendStarted(reply, await startRandom(deps, user, filter), false);
  });

  app.post("/api/reading/pack_random", async (request, reply) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZPackRandomRequest, request.body ?? {});
    return sendStarted(reply, await startPack(deps, user, body.pageType), true);
  });

  app.post("/api/reading/submit", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZSubmitRequest, request.body);
    const { record, closedByServer } = await submit(deps, user, body);
    return ok({ submissionRecord: record, closedByServer });
  });
}
