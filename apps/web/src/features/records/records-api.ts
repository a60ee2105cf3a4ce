import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { type TInsight, type TPracticeRecord, ZInsightResponse, ZRecordResponse } from "@bandcraft/contract/reading";
import { apiCall } from "../../lib/api-client";
import { startReading, type TStartResult } from "../../lib/reading-start";
import { RECORDS_PAGE_SIZE } from "./record-rules";

/** One page of the caller's records: newest first, with the total count. */
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

/** Retry: the same passage again as a new attempt (POST /reading/single, one token). */
export function startPassage(practiceID: string): Promise<TStartResult> {
  return startReading("/reading/single", { practiceID });
}

/** "Practise this type": a random single practice filtered by question type (POST /reading/single_random). */
export function startByType(questionType: TQuestionType): Promise<TStartResult> {
  return startReading("/reading/single_random", { questionType });
}
