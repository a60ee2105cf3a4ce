import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { failureOf } from "./failures";
import { canGoNext, NO_FILTERS, type TListFilters, type TListItem } from "./list-filters";
import { fetchTestList } from "./test-list.api";

const LIST_KEY = "admin-reading-list";

/**
 * The admin test list's state: filters, page and an optional title-search result that
 * replaces the list. Any filter change goes back to page 1 (and leaves the search); the query refetches.
 * Signed out, nothing is asked.
 */
export function useTestList(signedIn: boolean) {
  const queryClient = useQueryClient();
  const [filters, setFiltersState] = useState<TListFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [found, setFound] = useState<TListItem | null>(null);
  const searching = found !== null;
  const query = useQuery({
    queryKey: [LIST_KEY, filters, page],
    queryFn: ({ signal }) => fetchTestList(filters, page, signal),
    placeholderData: keepPreviousData,
    enabled: signedIn && !searching,
  });
  const items = found ? [found] : (query.data ?? []);

  const setFilters = (next: TListFilters) => {
    setFiltersState(next);
    setPage(1);
    setFound(null);
  };

  /** After a delete: forget a deleted search result, step back from a page it emptied, refetch. */
  const afterDelete = (id: string) => {
    if (found?.readingPracticeID === id) setFound(null);
    else if (items.length === 1 && page > 1) setPage(page - 1);
    void queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
  };

  /** After an import: back to the first page, where the newest tests are, and fetched again. */
  const afterImport = () => {
    setFound(null);
    setPage(1);
    void queryClient.invalidateQueries({ queryKey: [LIST_KEY] });
  };

  return {
    filters,
    setFilters,
    page,
    setPage,
    found,
    showFound: setFound,
    clearSearch: () => setFound(null),
    items,
    /** Nothing to show yet. */
    loading: !searching && query.isPending,
    /** Another page or filter loads while the previous cards stay. */
    refreshing: !searching && query.isPlaceholderData && query.isFetching,
    error: !searching && query.error ? failureOf(query.error) : null,
    retry: () => void query.refetch(),
    canNext: canGoNext(items.length, searching) && !query.isPlaceholderData,
    afterDelete,
    afterImport,
  };
}
