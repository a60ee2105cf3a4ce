import type { TAuditAction } from "@bandcraft/contract/audit";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "../../../lib/api-client";
import { AUDIT_PAGE_SIZE, fetchAuditPage, type TAuditFilters } from "./audit-log.api";

/** Why the log could not load: no network, or the server's message (empty when it said none). */
export type TAuditFailure = { kind: "network" } | { kind: "server"; errMsg: string };

function auditFailure(e: unknown): TAuditFailure {
  if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { kind: "network" };
  return { kind: "server", errMsg: e instanceof ApiError ? e.errMsg : "" };
}

/** The audit log: a page, the search applied on submit, the action filter at once; a new filter starts at page 1. */
export function useAuditLog() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<TAuditFilters>({ query: "", action: null });
  const log = useQuery({
    queryKey: ["admin-audit", page, filters],
    queryFn: ({ signal }) => fetchAuditPage(page, filters, signal),
    placeholderData: keepPreviousData,
  });
  const total = log.data?.totalCnt ?? 0;
  const filter = (next: TAuditFilters) => {
    setFilters(next);
    setPage(1);
  };
  return {
    page,
    setPage,
    filters,
    search: (query: string) => filter({ ...filters, query: query.trim() }),
    chooseAction: (action: TAuditAction | null) => filter({ ...filters, action }),
    entries: log.data?.entries ?? [],
    total,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    loading: log.isPending,
    refreshing: log.isPlaceholderData && log.isFetching,
    error: log.error ? auditFailure(log.error) : null,
    retry: () => void log.refetch(),
  };
}
