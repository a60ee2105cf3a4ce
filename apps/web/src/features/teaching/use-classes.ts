import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { CLASSES_PAGE_SIZE, fetchClasses, TEACHING_KEY } from "./teaching.api";
import { classFailure } from "./teaching-rules";

/** Pages of the list: at least one. */
export const pageCount = (totalCnt: number) => Math.max(1, Math.ceil(totalCnt / CLASSES_PAGE_SIZE));

/**
 * The classes list: the page and whether archived classes show are in the address (?page=2&archived=1), so
 * coming back from a class returns to the same place.
 */
export function useClasses() {
  const [params, setParams] = useSearchParams();
  const requested = Number.parseInt(params.get("page") ?? "1", 10);
  const page = Number.isFinite(requested) && requested > 0 ? requested : 1;
  const includeArchived = params.get("archived") === "1";
  const go = (next: { page: number; includeArchived: boolean }) =>
    setParams(
      {
        ...(next.page > 1 && { page: String(next.page) }),
        ...(next.includeArchived && { archived: "1" }),
      },
      { replace: true },
    );
  const query = useQuery({
    queryKey: [TEACHING_KEY, "classes", page, includeArchived],
    queryFn: ({ signal }) => fetchClasses(page, includeArchived, signal),
    placeholderData: keepPreviousData,
  });
  const pages = query.data ? pageCount(query.data.totalCnt) : page;

  // A page past the end (its classes archived meanwhile) goes back to the last page there is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the answer decides; `go` is rebuilt each render
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > pages) go({ page: pages, includeArchived });
  }, [query.data, query.isPlaceholderData, page, pages, includeArchived]);

  return {
    page,
    pages,
    includeArchived,
    setPage: (next: number) => go({ page: next, includeArchived }),
    /** Showing or hiding archived classes starts again at page 1. */
    setIncludeArchived: (next: boolean) => go({ page: 1, includeArchived: next }),
    classes: query.data?.classes ?? [],
    total: query.data?.totalCnt ?? 0,
    loading: query.isPending,
    refreshing: query.isPlaceholderData && query.isFetching,
    error: query.isError ? classFailure(query.error) : null,
    retry: () => void query.refetch(),
  };
}
