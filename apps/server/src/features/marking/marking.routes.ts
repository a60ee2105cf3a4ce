import { markingEndpoints } from "@bandcraft/contract/marking";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { essayMarking, sendEssay } from "./essay-sending.service";
import { markingView, saveMarks, sentEssays } from "./marking.service";

/**
 * Marking writing: a learner sends an essay and reads its marks (learner scope, their own essays only); a
 * teacher lists, reads and marks the essays sent to their classes (teacher scope, checked per class).
 */
export function markingRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(markingEndpoints.essaySend, async ({ user, body }) => {
      await sendEssay(deps, user, body);
      return ok();
    }),
    defineRoute(markingEndpoints.essayMarking, async ({ user, body }) =>
      ok({ marking: await essayMarking(deps, user, body.essayID) }),
    ),
    defineRoute(markingEndpoints.markingList, async ({ user, body }) =>
      ok({ essays: await sentEssays(deps, user, body.classID) }),
    ),
    defineRoute(markingEndpoints.markingGet, async ({ user, body }) => ok(await markingView(deps, user, body.essayID))),
    defineRoute(markingEndpoints.markingSave, async ({ user, body }) => ok(await saveMarks(deps, user, body))),
  ];
}
