import { writingEndpoints } from "@bandcraft/contract/writing";
import type { TAppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { discardDraft, draftsOf, saveDraft } from "./drafts.service";

/** Essays being written, kept on the server as the learner types: they follow the learner to any device. */
export function draftsRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(writingEndpoints.draftSave, async ({ user, body }) => ok(await saveDraft(deps, user, body))),
    defineRoute(writingEndpoints.draftList, async ({ user }) => ok({ drafts: await draftsOf(deps, user) })),
    defineRoute(writingEndpoints.draftDelete, async ({ user, body }) => {
      await discardDraft(deps, user, body.writingPracticeID);
      return ok();
    }),
  ];
}
