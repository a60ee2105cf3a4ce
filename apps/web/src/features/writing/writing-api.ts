import { type TWritingItem, ZWritingListResponse } from "@bandcraft/contract/writing";
import { apiCall } from "../../lib/api-client";

/** The writing list's page size. */
export const WRITING_PAGE_SIZE = 20;

export type TListQuery = { part: 1 | 2; page: number; themes: readonly string[] };

/** One page of writing practices, newest first; `themes` keeps items carrying every given key. */
export async function fetchWritingList(query: TListQuery, signal?: AbortSignal): Promise<TWritingItem[]> {
  const { body } = await apiCall("/writing/list", {
    body: {
      part: query.part,
      paginationRequest: { page: query.page, pageSize: WRITING_PAGE_SIZE },
      ...(query.themes.length > 0 ? { themes: [...query.themes] } : {}),
    },
    parse: (raw) => ZWritingListResponse.parse(raw),
    signal,
  });
  return body.data;
}
