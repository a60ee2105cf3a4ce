import { ApiError, apiCall } from "../../lib/api-client";

export type TStartResult =
  | { ok: true; readingPractice: unknown }
  | { ok: false; kind: "failed"; errMsg: string }
  | { ok: false; kind: "network" };

/**
 * "Retry this passage": the same passage as a new attempt (POST /reading/single, spends a token). The
 * practice is handed on unparsed; the test screen parses it leniently.
 */
export async function startPassage(practiceID: string): Promise<TStartResult> {
  try {
    const { body } = await apiCall<unknown>("/reading/single", { body: { practiceID } });
    const practice =
      typeof body === "object" && body !== null ? (body as Record<string, unknown>).readingPractice : null;
    if (practice === undefined || practice === null) return { ok: false, kind: "failed", errMsg: "" };
    return { ok: true, readingPractice: practice };
  } catch (e) {
    if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { ok: false, kind: "network" };
    // errMsg carries the server's reason, e.g. no tokens left today (403).
    return { ok: false, kind: "failed", errMsg: e instanceof ApiError ? e.errMsg : "" };
  }
}
