import { readingEndpoints, ZReviewRequest } from "@bandcraft/contract/reading";
import type { TAppDeps } from "../../deps";
import { badRequest } from "../../lib/app-error";
import { ok } from "../../lib/reply";
import { defineRoute, type TRoute } from "../../lib/route";
import { parseBody } from "../../lib/validate";
import { insight } from "./insight.service";
import { recordsOf, reviewPassage } from "./records.service";

const hasText = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** The caller's own history: records, insight and a review of one passage. */
export function recordsRoutes(deps: TAppDeps): TRoute[] {
  return [
    defineRoute(readingEndpoints.readingRecord, async ({ user, body }) => {
      const { page, pageSize } = body.paginationRequest;
      return ok({ data: await recordsOf(deps, user, page, pageSize) });
    }),
    defineRoute(readingEndpoints.readingInsight, async ({ user }) => ok({ data: await insight(deps, user) })),
    // The call's own message when either key is absent, before the shapes are checked.
    defineRoute(
      readingEndpoints.readingReview,
      async ({ user, body }) => ok(await reviewPassage(deps, user, body.readingPracticeID, body.testTakerID)),
      { parse: parseReviewRequest },
    ),
  ];
}

function parseReviewRequest(raw: unknown) {
  const fields = (raw ?? {}) as Record<string, unknown>;
  if (!hasText(fields.readingPracticeID) || !hasText(fields.testTakerID)) throw badRequest("Missing review parameters");
  return parseBody(ZReviewRequest, fields);
}
