import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { accountFailure, totalPages } from "./account-rules";
import { fetchUsers, USERS_PAGE_SIZE } from "./accounts.api";

const USERS_KEY = "admin-users";

/** The accounts list: a page, an e-mail search applied on submit, and a refresh after a change. */
export function useUsers() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [query, setQueryState] = useState("");
  const list = useQuery({
    queryKey: [USERS_KEY, page, query],
    queryFn: ({ signal }) => fetchUsers(page, query, signal),
    placeholderData: keepPreviousData,
  });
  return {
    page,
    setPage,
    query,
    /** A new search starts at page 1. */
    search: (text: string) => {
      setQueryState(text.trim());
      setPage(1);
    },
    users: list.data?.users ?? [],
    total: list.data?.totalCnt ?? 0,
    pages: totalPages(list.data?.totalCnt ?? 0, USERS_PAGE_SIZE),
    loading: list.isPending,
    refreshing: list.isPlaceholderData && list.isFetching,
    error: list.error ? accountFailure(list.error) : null,
    retry: () => void list.refetch(),
    refresh: () => void queryClient.invalidateQueries({ queryKey: [USERS_KEY] }),
  };
}
