import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { failureOf } from "../test-list/failures";
import { NO_FILTERS, pageCount, type TTaskFilters } from "./task-filters";
import { fetchWritingTasks } from "./writing-tasks.api";

/** The list's query key; a save or a delete refreshes every page of it. */
export const TASKS_KEY = "admin-writing-tasks";

/**
 * The administrator's writing task list: filters and page. Any filter change goes back to page 1; the page
 * shown stays while the next loads.
 */
export function useWritingTasks() {
  const queryClient = useQueryClient();
  const [filters, setFiltersState] = useState<TTaskFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [TASKS_KEY, filters, page],
    queryFn: ({ signal }) => fetchWritingTasks(filters, page, signal),
    placeholderData: keepPreviousData,
  });
  const tasks = query.data?.tasks ?? [];
  const total = query.data?.totalCnt ?? 0;

  const setFilters = (next: TTaskFilters) => {
    setFiltersState(next);
    setPage(1);
  };

  /** After a save or a delete: step back from a page the delete emptied, and refetch. */
  const refresh = (deleted = false) => {
    if (deleted && tasks.length === 1 && page > 1) setPage(page - 1);
    void queryClient.invalidateQueries({ queryKey: [TASKS_KEY] });
  };

  return {
    filters,
    setFilters,
    page,
    pages: pageCount(total),
    setPage,
    tasks,
    total,
    /** Nothing to show yet. */
    loading: query.isPending,
    /** Another page or filter loads while the previous cards stay. */
    refreshing: query.isPlaceholderData && query.isFetching,
    error: query.error ? failureOf(query.error) : null,
    retry: () => void query.refetch(),
    refresh,
  };
}
