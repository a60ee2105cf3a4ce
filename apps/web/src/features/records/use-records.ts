import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client";
import { joinPages, remainingCount, type TRecordsState } from "./record-rules";
import { fetchRecordsPage } from "./records.api";

/** Why a page failed: the server's errMsg, a network failure, or no message (the fallback text). */
export type TRecordsError = { kind: "server"; errMsg: string } | { kind: "network" };

export type TRecordsView = TRecordsState & {
  /** The first page is loading (nothing to show yet). */
  loading: boolean;
  loadingMore: boolean;
  error: TRecordsError | null;
  /** Page 1 again, replacing the list ("Try Again"). */
  reload: () => void;
  loadMore: () => void;
};

const RECORDS_KEY = ["reading-records"] as const;

function toError(e: unknown): TRecordsError {
  if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { kind: "network" };
  return { kind: "server", errMsg: e instanceof ApiError ? e.errMsg : "" };
}

/** The records list, newest first: page 1, then "Load More" appends the next page while more remain. */
export function useRecords(): TRecordsView {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: RECORDS_KEY,
    queryFn: ({ pageParam, signal }) => fetchRecordsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages, lastParam) => (remainingCount(joinPages(pages)) > 0 ? lastParam + 1 : undefined),
  });
  const state = joinPages(query.data?.pages ?? []);
  return {
    ...state,
    loading: query.isPending,
    loadingMore: query.isFetchingNextPage,
    error: query.error ? toError(query.error) : null,
    // "Try Again" starts over from page 1 and drops what was appended, rather than refetching every page.
    reload: () => void queryClient.resetQueries({ queryKey: RECORDS_KEY }),
    loadMore: () => void query.fetchNextPage(),
  };
}
