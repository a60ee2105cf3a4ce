import { adminWritingEndpoints, type TAdminWritingSummary } from "@bandcraft/contract/admin-writing";
import type { TWritingItem } from "@bandcraft/contract/writing";
import { call } from "../../../lib/api-client";
import { listRequest, type TTaskFilters } from "./task-filters";

/** POST /admin/writing/list: one page of the bank's tasks matching the filters, newest first, and how many match. */
export async function fetchWritingTasks(
  filters: TTaskFilters,
  page: number,
  signal?: AbortSignal,
): Promise<{ tasks: TAdminWritingSummary[]; totalCnt: number }> {
  const body = await call(adminWritingEndpoints.adminWritingList, listRequest(filters, page), { signal });
  return body.data;
}

/** POST /admin/writing/single: a task whole, to edit it. */
export async function fetchWritingTask(writingPracticeID: string, signal?: AbortSignal): Promise<TWritingItem> {
  const body = await call(adminWritingEndpoints.adminWritingSingle, { writingPracticeID }, { signal });
  return body.writingPractice;
}

/** POST /admin/writing/delete: the task leaves the bank; essays written on it keep their copy. */
export async function deleteWritingTask(writingPracticeID: string): Promise<void> {
  await call(adminWritingEndpoints.adminWritingDelete, { writingPracticeID });
}
