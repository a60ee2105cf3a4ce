import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { type TInsight, type TPracticeRecord, ZInsightResponse, ZRecordResponse } from "@bandcraft/contract/reading";
import { ApiError, apiCall } from "../../lib/api-client";
import { RECORDS_PAGE_SIZE } from "./record-rules";

/** One page of the caller's records (reading §7): newest first, with the total count. */
export async function fetchRecordsPage(
  page: number,
  signal?: AbortSignal,
): Promise<{ practiceRecord: TPracticeRecord[]; totalCnt: number }> {
  const { body } = await apiCall("/reading/record", {
    body: { paginationRequest: { page, pageSize: RECORDS_PAGE_SIZE } },
    parse: (raw) => ZRecordResponse.parse(raw),
    signal,
  });
  return body.data;
}

/** Accuracy per question type and the band trend of complete tests (beyond the spec). */
export async function fetchInsight(): Promise<TInsight> {
  const { body } = await apiCall("/reading/insight", { body: {}, parse: (raw) => ZInsightResponse.parse(raw) });
  return body.data;
}

export type TStartResult =
  | { ok: true; readingPractice: unknown }
  | { ok: false; kind: "failed"; errMsg: string }
  | { ok: false; kind: "network" };

/**
 * Starts a practice (spends a token). The practice is handed on unparsed: the test screen parses it
 * leniently, so one malformed section does not stop the whole test.
 */
async function start(path: string, body: unknown): Promise<TStartResult> {
  try {
    const { body: res } = await apiCall<unknown>(path, { body });
    const practice = typeof res === "object" && res !== null ? (res as Record<string, unknown>).readingPractice : null;
    if (practice === undefined || practice === null) return { ok: false, kind: "failed", errMsg: "" };
    return { ok: true, readingPractice: practice };
  } catch (e) {
    if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { ok: false, kind: "network" };
    // errMsg carries the server's reason, e.g. no tokens left today (403).
    return { ok: false, kind: "failed", errMsg: e instanceof ApiError ? e.errMsg : "" };
  }
}

/** Retry: the same passage again as a new attempt (POST /reading/single). */
export function startPassage(practiceID: string): Promise<TStartResult> {
  return start("/reading/single", { practiceID });
}

/** "Practise this type": a random single practice filtered by question type (POST /reading/single_random). */
export function startByType(questionType: TQuestionType): Promise<TStartResult> {
  return start("/reading/single_random", { questionType });
}
