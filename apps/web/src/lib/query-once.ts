/**
 * TanStack Query options for a call that must run once per mount and key: it spends or claims something on
 * the server (a token, an attempt), so it is never refetched behind the learner's back.
 */
export const ONCE_PER_MOUNT = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  refetchOnMount: false,
} as const;
