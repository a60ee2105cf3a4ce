import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useState } from "react";

/** A fresh client per mount, so component tests never share a cache. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // The API's errors are meaningful (401, 403, 429); the feature decides on retries, not a blanket 3.
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Server-state cache; i18n is initialised by importing lib/i18n in main.tsx. */
export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
