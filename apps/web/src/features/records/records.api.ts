import { readingEndpoints, type TInsight, type TPracticeRecord } from "@bandcraft/contract/reading";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api-client";
import { RECORDS_PAGE_SIZE } from "./record-rules";

/** One page of the caller's records: newest first, with the total count. */
export async function fetchRecordsPage(
  page: number,
  signal?: AbortSignal,
): Promise<{ practiceRecord: TPracticeRecord[]; totalCnt: number }> {
  const body = await call(
    readingEndpoints.readingRecord,
    { paginationRequest: { page, pageSize: RECORDS_PAGE_SIZE } },
    { signal },
  );
  return body.data;
}

/** Accuracy per question type and the band trend of complete tests. */
export async function fetchInsight(): Promise<TInsight> {
  const body = await call(readingEndpoints.readingInsight, {});
  return body.data;
}

/** The insight query, shared by the panel and the screen that starts it beside the records list. */
export const insightQuery = queryOptions({ queryKey: ["reading-insight"], queryFn: fetchInsight });
