import { promisify } from "node:util";
import zlib from "node:zlib";
import { ZInsightRequest, ZRecordRequest, ZReviewRequest } from "@bandcraft/contract/reading";
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { badRequest } from "../../lib/app-error";
import { acceptsEncoding, ok, sendDeflatedJson, sendJsonText } from "../../lib/reply";
import { parseBody } from "../../lib/validate";
import { authenticate } from "../../plugins/auth";
import { insight } from "./insight.service";
import { recordsPageDeflated, reviewPassage } from "./records.service";

const inflate = promisify(zlib.inflate);
const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** POST /reading/record and /reading/review: the caller's own history only. */
export function recordsRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post("/api/reading/record", async (request, reply) => {
    const user = await authenticate(deps, request);
    const { paginationRequest } = parseBody(ZRecordRequest, request.body);
    const { page, pageSize } = paginationRequest;
    const deflated = await recordsPageDeflated(deps, user, page, pageSize);
    // Browsers accept deflate and get the stored pieces as they are; anyone else gets the text (gzipped
    // when large and accepted), inflated in one call.
    if (acceptsEncoding(request, "deflate")) return sendDeflatedJson(reply, deflated);
    return sendJsonText(request, reply, (await inflate(deflated)).toString("utf8"));
  });

  app.post("/api/reading/insight", async (request) => {
    const user = await authenticate(deps, request);
    parseBody(ZInsightRequest, request.body ?? {});
    return ok({ data: await insight(deps, user) });
  });

  app.post("/api/reading/review", async (request) => {
    const user = await authenticate(deps, request);
    const raw = (request.body ?? {}) as Record<string, unknown>;
    // The spec's own message when either key is absent.
    if (!hasText(raw.readingPracticeID) || !hasText(raw.testTakerID)) throw badRequest("Missing review parameters");
    const body = parseBody(ZReviewRequest, raw);
    return ok(await reviewPassage(deps, user, body.readingPracticeID, body.testTakerID));
  });
}
