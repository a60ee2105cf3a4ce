import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { mergePage, type TRecordsState } from "./record-rules";
import { fetchRecordsPage } from "./records-api";

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

const EMPTY: TRecordsState = { records: [], totalCnt: 0, page: 0 };

function toError(e: unknown): TRecordsError {
  if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { kind: "network" };
  return { kind: "server", errMsg: e instanceof ApiError ? e.errMsg : "" };
}

/**
 * The paginated records list: page 1 replaces, later pages append. Kept as local state rather
 * than a query cache entry because "Try Again" must go back to page 1 and drop what was appended.
 */
export function useRecords(enabled: boolean): TRecordsView {
  const [state, setState] = useState<TRecordsState>(EMPTY);
  const [loading, setLoading] = useState(enabled);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<TRecordsError | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Each request gets a number; an answer to a superseded request is ignored.
  const requestRef = useRef(0);
  const abortRef = useRef<AbortController | null>(null);

  const load = useCallback(async (page: number) => {
    abortRef.current?.abort();
    const controller = new AbortController();
    abortRef.current = controller;
    const id = ++requestRef.current;
    setError(null);
    if (page <= 1) setLoading(true);
    else setLoadingMore(true);
    try {
      const data = await fetchRecordsPage(page, controller.signal);
      if (id !== requestRef.current) return;
      setState(mergePage(stateRef.current, page, data.practiceRecord, data.totalCnt));
    } catch (e) {
      if (id !== requestRef.current) return;
      setError(toError(e));
    } finally {
      if (id === requestRef.current) {
        setLoading(false);
        setLoadingMore(false);
      }
    }
  }, []);

  useEffect(() => {
    if (!enabled) return;
    void load(1);
    return () => {
      requestRef.current++;
      abortRef.current?.abort();
    };
  }, [enabled, load]);

  const reload = useCallback(() => void load(1), [load]);
  const loadMore = useCallback(() => void load(stateRef.current.page + 1), [load]);
  return { ...state, loading, loadingMore, error, reload, loadMore };
}
