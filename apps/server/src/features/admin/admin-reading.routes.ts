import { adminEndpoints } from "@bandcraft/contract/admin";
import type { TAppDeps } from "../../deps";
import { badRequest } from "../../lib/app-error";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import {
  completeTestGroupsForAdmin,
  practiceById,
  practiceByTitle,
  practiceList,
  removePractice,
  savePractice,
} from "./admin-reading.service";

/** The body of a save: any JSON object, checked whole by the content checks rather than by the schema. */
function jsonObject(raw: unknown): Record<string, unknown> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw badRequest("Invalid request: send the practice as a JSON object");
  }
  return raw as Record<string, unknown>;
}

/** The administrator's reading calls; the admin scope has checked the privilege before any of them runs. */
export function adminReadingRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(adminEndpoints.adminReadingGroups, async () => ok({ data: await completeTestGroupsForAdmin(deps) })),
    defineRoute(adminEndpoints.adminReadingList, async ({ body }) => {
      const { questionTypes, pageType, level, paginationRequest } = body;
      const { page, pageSize } = paginationRequest;
      return ok({ info: await practiceList(deps, { questionTypes, pageType, level, page, pageSize }) });
    }),
    defineRoute(adminEndpoints.adminReadingTitle, async ({ body }) =>
      ok({ readingPractice: await practiceByTitle(deps, body.title) }),
    ),
    defineRoute(adminEndpoints.adminReadingSingle, async ({ body }) =>
      ok({ readingPractice: await practiceById(deps, body.practiceID) }),
    ),
    defineRoute(
      adminEndpoints.adminReadingModify,
      async ({ user, body }) => ok({ readingPracticeID: await savePractice(deps, user, body) }),
      { parse: jsonObject },
    ),
    defineRoute(adminEndpoints.adminReadingDelete, async ({ user, body }) => {
      await removePractice(deps, user, body.readingPracticeID);
      return ok();
    }),
  ];
}
