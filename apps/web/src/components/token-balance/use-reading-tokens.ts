import { useQuery } from "@tanstack/react-query";
import { fetchReadingTokens } from "../../lib/reading-tokens";

/** The signed-in learner's Reading tokens, fresh each time a screen that spends them mounts. */
export function useReadingTokens(enabled = true) {
  return useQuery({ queryKey: ["reading-tokens"], queryFn: fetchReadingTokens, enabled, staleTime: 0 });
}
