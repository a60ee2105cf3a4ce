import { type TWritingItem, writingEndpoints } from "@bandcraft/contract/writing";
import { call } from "../../lib/api-client";

/** The writing list's page size. */
export const WRITING_PAGE_SIZE = 20;

export type TListQuery = { part: 1 | 2; page: number; themes: readonly string[] };

/** One page of writing practices, newest first; `themes` keeps items carrying every given key. */
export async function fetchWritingList(query: TListQuery, signal?: AbortSignal): Promise<TWritingItem[]> {
  const body = await call(
    writingEndpoints.writingList,
    {
      part: query.part,
      paginationRequest: { page: query.page, pageSize: WRITING_PAGE_SIZE },
      ...(query.themes.length > 0 ? { themes: [...query.themes] } : {}),
    },
    { signal },
  );
  return body.data;
}
