import { readingEndpoints } from "@bandcraft/contract/reading";
import type { FastifyReply } from "fastify";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { startPack, startRandom, startSingle, submit, type TStarted } from "./reading.service";

/**
 * The learner's form is stored as JSON text; it goes out inside the envelope as it is, with no parse and
 * re-serialise of a whole passage on the hottest read path, beside the attempt the start made. A pack
 * sends its three passages as a list.
 */
function sendStarted(reply: FastifyReply, started: TStarted, asList: boolean) {
  const practice = asList ? `[${started.bodies.join(",")}]` : (started.bodies[0] ?? "null");
  return reply
    .type("application/json; charset=utf-8")
    .send(`{"statusCode":200,"errMsg":"","readingPractice":${practice},"attempt":${JSON.stringify(started.attempt)}}`);
}

/** Starting a single passage, a random one or a complete test, and submitting an attempt. */
export function readingRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(readingEndpoints.readingSingle, async ({ user, body, reply }) =>
      sendStarted(reply, await startSingle(deps, user, body.practiceID), false),
    ),
    // A null body (no filters) and an absent one mean the same.
    defineRoute(readingEndpoints.readingSingleRandom, async ({ user, body, reply }) =>
      sendStarted(reply, await startRandom(deps, user, body ?? {}), false),
    ),
    defineRoute(readingEndpoints.readingPackRandom, async ({ user, body, reply }) =>
      sendStarted(reply, await startPack(deps, user, body.pageType), true),
    ),
    defineRoute(readingEndpoints.readingSubmit, async ({ user, body }) => {
      const { record, closedByServer } = await submit(deps, user, body);
      return ok({ submissionRecord: record, closedByServer });
    }),
  ];
}
