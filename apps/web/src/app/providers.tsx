import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";
import { rateLimitWait, retryRateLimited } from "../lib/query-retry";

/** A fresh client per mount, so component tests never share a cache. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The API's refusals are meaningful (401, 403, 404): a read asks again only after a 429, once it has
      // waited; a write is never repeated behind the learner's back (it may spend or save something twice).
      queries: { retry: retryRateLimited, retryDelay: rateLimitWait, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Server-state cache; i18n is initialised by importing lib/i18n in main.tsx. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
