import { knownPageCount } from "@bandcraft/domain/known-page-count";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError } from "../../../lib/api-client";
import { fetchThemes } from "../../../lib/writing-themes";
import { fetchWritingList, WRITING_PAGE_SIZE } from "../writing.api";
import { selectedThemes, type TListState } from "./list-filters";

/** The type and theme options; a failure is only logged and the filters stay empty. */
export function useThemes() {
  const query = useQuery({
    queryKey: ["writing-themes"],
    queryFn: ({ signal }) => fetchThemes(signal),
    staleTime: 10 * 60_000,
  });
  useEffect(() => {
    if (query.error) console.error("Failed to load writing themes", query.error);
  }, [query.error]);
  return query;
}

/** Why the list failed: the server's errMsg (maybe empty, for the fallback text) or no network. */
export type TListError = { kind: "server"; errMsg: string } | { kind: "network" };

export function toListError(e: unknown): TListError {
  if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { kind: "network" };
  return { kind: "server", errMsg: e instanceof ApiError ? e.errMsg : "" };
}

/** One page of the list for the current task, filters and page; the previous page stays while the next loads. */
export function useWritingList(state: TListState) {
  const themes = selectedThemes(state);
  const query = useQuery({
    queryKey: ["writing-list", state.part, state.page, themes],
    queryFn: ({ signal }) => fetchWritingList({ part: state.part, page: state.page, themes }, signal),
    placeholderData: keepPreviousData,
  });
  const items = query.data ?? [];
  // Only a settled answer for this very page says how many pages are known.
  const settled = query.data !== undefined && !query.isPlaceholderData;
  return {
    items,
    /** Nothing to show yet (first load, or the first load after an error). */
    loading: query.isPending,
    /** A new page or filter is loading while the previous rows stay on screen. */
    refreshing: query.isPlaceholderData && query.isFetching,
    error: query.error ? toListError(query.error) : null,
    errorAt: query.errorUpdatedAt,
    totalPages: settled ? knownPageCount(state.page, items.length, WRITING_PAGE_SIZE) : state.page,
    retry: () => void query.refetch(),
  };
}
