import { writingEndpoints } from "@bandcraft/contract/writing";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { deleteEssay, essayOf, essaysOf, saveEssay } from "./essays.service";

/** A learner's saved essays: save, list, get, delete, each checked against its owner. */
export function essaysRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(writingEndpoints.essaySave, async ({ user, body }) =>
      ok({ essayID: await saveEssay(deps, user, body) }),
    ),
    defineRoute(writingEndpoints.essayList, async ({ user, body }) => {
      const { page, pageSize } = body.paginationRequest;
      return ok({ data: await essaysOf(deps, user, page, pageSize) });
    }),
    defineRoute(writingEndpoints.essayGet, async ({ user, body }) =>
      ok({ essay: await essayOf(deps, user, body.essayID) }),
    ),
    defineRoute(writingEndpoints.essayDelete, async ({ user, body }) => {
      await deleteEssay(deps, user, body.essayID);
      return ok();
    }),
  ];
}
