import { type TEssay, type TEssaySaveRequest, type TEssaySummary, writingEndpoints } from "@bandcraft/contract/writing";
import { ApiError, call } from "../../../lib/api-client";

/** My essays shows ten a page. */
export const ESSAYS_PAGE_SIZE = 10;

/** Saves an essay to the learner's history; answers its id. */
export async function saveEssay(request: TEssaySaveRequest): Promise<string> {
  const body = await call(writingEndpoints.essaySave, request);
  return body.essayID;
}

/** One page of the learner's essays, newest first, with how many there are in all. */
export async function fetchEssays(
  page: number,
  signal?: AbortSignal,
): Promise<{ essays: TEssaySummary[]; totalCnt: number }> {
  const body = await call(
    writingEndpoints.essayList,
    { paginationRequest: { page, pageSize: ESSAYS_PAGE_SIZE } },
    { signal },
  );
  return body.data;
}

/** One of the learner's essays, whole; null when the server knows none by that id for this learner (404). */
export async function fetchEssay(essayID: string, signal?: AbortSignal): Promise<TEssay | null> {
  try {
    const body = await call(writingEndpoints.essayGet, { essayID }, { signal });
    return body.essay;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

/** Deletes one of the learner's essays. */
export async function deleteEssay(essayID: string): Promise<void> {
  await call(writingEndpoints.essayDelete, { essayID });
}

/** The message a failed call shows: the server's own words when it sent some, else null for the fallback. */
export function serverMessage(e: unknown): string | null {
  if (e instanceof ApiError && e.kind !== "network" && e.kind !== "timeout" && e.errMsg) return e.errMsg;
  return null;
}
