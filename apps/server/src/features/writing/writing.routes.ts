import { ZWritingListRequest } from "@bandcraft/contract/writing";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { ok } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { listWritingItems, readThemes } from "./writing.repository";

/** The learner's writing calls: the themes catalogue and the task bank, signed in. */
export function writingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get("/api/writing/themes", async (request) => {
    await authenticate(deps, request);
    const themes = (await readThemes(deps.db)) ?? { TaskOneTypes: [], TaskTwoTypes: [], TaskTwoThemes: [] };
    return ok(themes);
  });

  app.post("/api/writing/list", async (request) => {
    await authenticate(deps, request);
    const body = parseBody(ZWritingListRequest, request.body);
    const data = await listWritingItems(deps.db, {
      part: body.part,
      themes: body.themes ?? [],
      page: body.paginationRequest.page,
      pageSize: body.paginationRequest.pageSize,
    });
    return ok({ data });
  });
}
