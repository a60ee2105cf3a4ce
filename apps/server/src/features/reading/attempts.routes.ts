import { attemptsEndpoints } from "@bandcraft/contract/attempts";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { attemptStatus, listOpenAttempts, openAttempt, resultOf, saveAttempt } from "./attempts.service";

/** Attempts on the server: autosave, continue on any device, the open ones, results by address. */
export function attemptsRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(attemptsEndpoints.attemptSave, async ({ user, body }) => ok(await saveAttempt(deps, user, body))),
    defineRoute(attemptsEndpoints.attemptOpen, async ({ user, body }) =>
      ok(await openAttempt(deps, user, body.testTakerID)),
    ),
    defineRoute(attemptsEndpoints.attemptStatus, async ({ user, body }) =>
      ok(await attemptStatus(deps, user, body.testTakerID)),
    ),
    defineRoute(attemptsEndpoints.attemptList, async ({ user }) =>
      ok({ attempts: await listOpenAttempts(deps, user) }),
    ),
    defineRoute(attemptsEndpoints.readingResult, async ({ user, body }) =>
      ok(await resultOf(deps, user, body.testTakerID)),
    ),
  ];
}
