import { ZEssayIdRequest, ZEssayListRequest, ZEssaySaveRequest } from "@bandcraft/contract/writing";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { findOwnEssay, listEssays } from "./essays.repository";
import { deleteEssay, essayNotFound, saveEssay } from "./essays.service";

/** A learner's saved essays (issue 9): save, list, get, delete, each checked against its owner. */
export function essaysRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/writing/essays/save", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZEssaySaveRequest, request.body);
    const essayID = await saveEssay(deps, user, body);
    return ok({ essayID });
  });

  app.post("/api/writing/essays/list", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZEssayListRequest, request.body);
    const data = await listEssays(deps.db, user.id, body.paginationRequest.page, body.paginationRequest.pageSize);
    return ok({ data });
  });

  app.post("/api/writing/essays/get", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZEssayIdRequest, request.body);
    const essay = await findOwnEssay(deps.db, user.id, body.essayID);
    if (!essay) throw essayNotFound(body.essayID);
    return ok({ essay });
  });

  app.post("/api/writing/essays/delete", async (request) => {
    const user = await authenticate(deps, request);
    const body = parseBody(ZEssayIdRequest, request.body);
    await deleteEssay(deps, user, body.essayID);
    return ok();
  });
}
