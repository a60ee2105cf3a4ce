import { type TWritingItem, writingEndpoints } from "@bandcraft/contract/writing";
import { call } from "../../../lib/api-client";

/** The list's largest page, and how many pages of each task type are looked through at most. */
const FIND_PAGE_SIZE = 100;
const MAX_PAGES = 20;

/**
 * One task of the bank by its id, looked for in the task list (Task 1, then Task 2), or null when the bank no
 * longer has it: what an address naming a task opens when this browser holds no draft of it (an assignment's
 * "Write", a link from another device).
 */
export async function findTask(writingPracticeID: string, signal?: AbortSignal): Promise<TWritingItem | null> {
  for (const part of [1, 2] as const) {
    for (let page = 1; page <= MAX_PAGES; page++) {
      const body = await call(
        writingEndpoints.writingList,
        { part, paginationRequest: { page, pageSize: FIND_PAGE_SIZE } },
        { signal },
      );
      const found = body.data.find((item) => item.writingPracticeID === writingPracticeID);
      if (found) return found;
      if (body.data.length < FIND_PAGE_SIZE) break;
    }
  }
  return null;
}
