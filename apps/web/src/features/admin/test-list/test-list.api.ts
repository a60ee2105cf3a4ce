import { adminEndpoints } from "@bandcraft/contract/admin";
import { enveloped } from "@bandcraft/contract/common";
import { z } from "zod";
import { call, callUnchecked } from "../../../lib/api-client";
import { listRequest, summaryOf, type TListFilters, type TListItem } from "./list-filters";

/** POST /admin/reading/list: one page of summaries, newest first. */
export async function fetchTestList(filters: TListFilters, page: number, signal?: AbortSignal): Promise<TListItem[]> {
  const body = await call(adminEndpoints.adminReadingList, listRequest(filters, page), { signal });
  return body.info;
}

// Only what a card shows is read, so a practice the strict schema would refuse can still be found and fixed.
const ZTitleResponse = enveloped({
  readingPractice: z.object({
    readingPracticeID: z.string(),
    title: z.string(),
    level: z.number().int(),
    questionSections: z.array(z.object({ questionType: z.string(), questionNumber: z.number().int() })),
  }),
});

/** POST /admin/reading/title: the closest title match, as a card summary. */
export async function searchTestByTitle(title: string): Promise<TListItem> {
  const raw = await callUnchecked(adminEndpoints.adminReadingTitle, { title: title.trim() });
  return summaryOf(ZTitleResponse.parse(raw).readingPractice);
}

/** POST /admin/reading/delete. */
export async function deleteTest(readingPracticeID: string): Promise<void> {
  await call(adminEndpoints.adminReadingDelete, { readingPracticeID });
}
