import { ZInsightRequest, ZRecordRequest, ZReviewRequest } from "@bandcraft/contract/reading";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../lib/app-error";
import { ok, sendJsonText } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { insight } from "./insight.service";
import { listRecordsJson, reviewPassage } from "./records.service";

const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** POST /reading/record and /reading/review (DESIGN §4): the caller's own history only. */
export function recordsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/reading/record", async (request, reply) => {
    const user = await authenticate(deps, request);
    const { paginationRequest } = parseBody(ZRecordRequest, request.body);
    const data = await listRecordsJson(deps, user, paginationRequest.page, paginationRequest.pageSize);
    return sendJsonText(request, reply, `{"statusCode":200,"errMsg":"","data":${data}}`);
  });

  app.post("/api/reading/insight", async (request) => {
    const user = await authenticate(deps, request);
    parseBody(ZInsightRequest, request.body ?? {});
    return ok({ data: await insight(deps, user) });
  });

  app.post("/api/reading/review", async (request) => {
    const user = await authenticate(deps, request);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    // The spec's own message when either key is absent (reading §5).
    if (!hasText(raw.readingPracticeID) || !hasText(raw.testTakerID)) throw badRequest("Missing review parameters");
    const body = parseBody(ZReviewRequest, raw);
    return ok(await reviewPassage(deps, user, body.readingPracticeID, body.testTakerID));
  });
}
