import type { TBankSummary } from "@bandcraft/contract/bank";
import { ROUTES } from "@bandcraft/contract/routes";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callUnchecked } from "../../lib/api-client";

const KEYS = ["passages", "questions", "completeTests", "writingTask1", "writingTask2"] as const;

/**
 * The bank's counts from the summary's reply, or null when it is not one. Checked by hand, not by the contract's
 * schema: the home page's chunk does not load Zod.
 */
export function bankSummaryOf(raw: unknown): TBankSummary | null {
  const data = typeof raw === "object" && raw !== null ? (raw as { data?: unknown }).data : undefined;
  if (typeof data !== "object" || data === null) return null;
  const counts = data as Record<string, unknown>;
  if (!KEYS.every((k) => Number.isInteger(counts[k]) && (counts[k] as number) >= 0)) return null;
  return Object.fromEntries(KEYS.map((k) => [k, counts[k]])) as TBankSummary;
}

/** The counts change only when an administrator edits the bank: asked once per five minutes at most. */
export const bankSummaryQuery = queryOptions({
  queryKey: ["bank-summary"],
  queryFn: async () => {
    const summary = bankSummaryOf(await callUnchecked(ROUTES.bankSummary, {}));
    if (!summary) throw new Error("The bank's summary could not be read");
    return summary;
  },
  staleTime: 5 * 60_000,
});

/** The bank's counts for the public pages; undefined while they load or when they could not be had. */
export function useBankSummary(): TBankSummary | undefined {
  return useQuery(bankSummaryQuery).data;
}
