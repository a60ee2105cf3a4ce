import { readingEndpoints } from "@bandcraft/contract/reading";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { startPack, startRandom, startSingle, submit } from "./reading.service";
import { sendStarted } from "./started-reply";

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
