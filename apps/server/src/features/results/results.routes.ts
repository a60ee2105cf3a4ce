import { resultEndpoints } from "@bandcraft/contract/results";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { classResults } from "./class-results.service";
import { assignmentResults, assignmentReview, classExport } from "./results.service";

/** What a teacher sees of their classes' assigned work; the teacher scope has checked the privilege first. */
export function resultsRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(resultEndpoints.assignmentResults, async ({ user, body }) =>
      ok(await assignmentResults(deps, user, body.assignmentID)),
    ),
    defineRoute(resultEndpoints.classResults, async ({ user, body }) =>
      ok(await classResults(deps, user, body.classID, body.page)),
    ),
    defineRoute(resultEndpoints.classExport, async ({ user, body }) => ok(await classExport(deps, user, body.classID))),
    defineRoute(resultEndpoints.assignmentReview, async ({ user, body }) =>
      ok(await assignmentReview(deps, user, body)),
    ),
  ];
}
