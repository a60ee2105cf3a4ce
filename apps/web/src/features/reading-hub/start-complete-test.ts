import { ApiError, apiCall } from "../../lib/api-client";

/** Practice types of the complete-test dialog (reading §2.7, §9): only ActualTest can be started. */
export type TPageType = "ActualTest";

export type TPackStartResult =
  | { ok: true; readingPractice: unknown[] }
  | { ok: false; kind: "failed"; errMsg: string }
  | { ok: false; kind: "network" };

/**
 * POST /api/reading/pack_random {pageType} (spends three tokens, all or none). The passages are handed on
 * unparsed: the complete test parses each leniently, as the single test does.
 */
export async function startCompleteTest(pageType: TPageType): Promise<TPackStartResult> {
  try {
    const { body } = await apiCall<unknown>("/reading/pack_random", { body: { pageType } });
    const practices =
      typeof body === "object" && body !== null ? (body as Record<string, unknown>).readingPractice : undefined;
    if (!Array.isArray(practices) || practices.length === 0) return { ok: false, kind: "failed", errMsg: "" };
    return { ok: true, readingPractice: practices };
  } catch (e) {
    if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { ok: false, kind: "network" };
    return { ok: false, kind: "failed", errMsg: e instanceof ApiError ? e.errMsg : "" };
  }
}
