import { ZEmptyRequest } from "@bandcraft/contract/common";
import { ZDraftDeleteRequest, ZDraftSaveRequest } from "@bandcraft/contract/writing";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { deleteDraft, listDrafts, upsertDraft } from "./drafts.repository";
import { writingTaskPart } from "./essays.repository";

/** Essays being written, kept on the server as the learner types: they follow the learner to any device. */
export function draftsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/writing/drafts/save", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZDraftSaveRequest, request.body);
    const part = await writingTaskPart(deps.db, body.writingPracticeID);
    if (part === undefined) throw notFound(`No writing task with the id ${body.writingPracticeID}`);
    const now = deps.now();
    const revision = await upsertDraft(deps.db, { ...body, userId: user.id, part, now });
    return ok({ revision, savedAt: now });
  });

  app.post("/api/writing/drafts/list", async (request) => {
    const user = await authenticate(deps, request);
    parseBody(ZEmptyRequest, request.body ?? {});
    return ok({ drafts: await listDrafts(deps.db, user.id) });
  });

  app.post("/api/writing/drafts/delete", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZDraftDeleteRequest, request.body);
    await deleteDraft(deps.db, user.id, body.writingPracticeID);
    return ok();
  });
}
