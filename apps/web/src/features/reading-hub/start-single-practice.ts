import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { ApiError, apiCall } from "../../lib/api-client";

/** The optional filters of the question-filter dialog (reading §2.6). */
export type TSingleFilter = { level?: 1 | 2 | 3; questionType?: TQuestionType };

export type TStartResult =
  | { ok: true; readingPractice: unknown }
  | { ok: false; kind: "failed"; errMsg: string }
  | { ok: false; kind: "network" };

/** The request body: the chosen filters, or null when none is chosen ("Skip, random" sends null too). */
export function filterBody(filter: TSingleFilter | null): TSingleFilter | null {
  if (!filter) return null;
  const body: TSingleFilter = {};
  if (filter.level !== undefined) body.level = filter.level;
  if (filter.questionType !== undefined) body.questionType = filter.questionType;
  return Object.keys(body).length > 0 ? body : null;
}

/**
 * POST /api/reading/single_random (spends a token). The practice is handed on unparsed: the test screen
 * parses it leniently, so one malformed section does not stop the whole test.
 */
export async function startSinglePractice(filter: TSingleFilter | null): Promise<TStartResult> {
  try {
    const { body } = await apiCall<unknown>("/reading/single_random", { body: filterBody(filter) });
    const practice =
      typeof body === "object" && body !== null ? (body as Record<string, unknown>).readingPractice : undefined;
    if (practice === undefined || practice === null) return { ok: false, kind: "failed", errMsg: "" };
    return { ok: true, readingPractice: practice };
  } catch (e) {
    if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { ok: false, kind: "network" };
    return { ok: false, kind: "failed", errMsg: e instanceof ApiError ? e.errMsg : "" };
  }
}
