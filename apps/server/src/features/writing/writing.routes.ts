import { writingEndpoints } from "@bandcraft/contract/writing";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { writingTasks, writingThemes } from "./writing.service";

/** The learner's writing calls: the themes catalogue and the task bank, signed in. */
export function writingRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(writingEndpoints.writingThemes, async () => ok(await writingThemes(deps))),
    defineRoute(writingEndpoints.writingList, async ({ body }) => {
      const { page, pageSize } = body.paginationRequest;
      return ok({ data: await writingTasks(deps, { part: body.part, themes: body.themes ?? [], page, pageSize }) });
    }),
  ];
}
