import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, apiCall } from "../../../lib/api-client";
import { getValidSession } from "../../../lib/session";
import { parseTestPractice, type TTestPractice } from "./parse-practice";
import type { TTestError } from "./submit-attempt";

/** What the hub passes through navigation state (reading §2.1). */
export type TTestNavigationState = { readingPractice?: unknown; isSingleTest?: boolean };

export type TTestLoad =
  | { status: "loading" }
  | { status: "error"; error: TTestError }
  /** raw: the practice as received, which the attempt store keeps and re-parses on restore. */
  | { status: "ready"; practice: TTestPractice; raw: unknown };

/** Ids the hub invents for ad-hoc tests; they name no stored practice, so they cannot be fetched. */
export const isAdHocTestId = (id: string) => id.startsWith("single_");

const reasonOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

function fetchErrorOf(e: unknown, t: TFunction): TTestError {
  if (e instanceof ApiError) {
    if (e.status === 401) return { message: t("readingTest.errors.authFailed"), auth: true };
    if (e.kind === "network" || e.kind === "timeout") return { message: t("readingTest.errors.network"), auth: false };
    if (e.kind === "parse") return { message: t("readingTest.errors.parseFailed", { reason: e.message }), auth: false };
    return { message: e.errMsg || t("readingTest.errors.fetchFailed"), auth: false };
  }
  return { message: t("readingTest.errors.parseFailed", { reason: reasonOf(e) }), auth: false };
}

/** POST /api/reading/single {practiceID} → the practice, parsed leniently. Spends a token on the server. */
async function fetchPractice(practiceID: string): Promise<{ practice: TTestPractice; raw: unknown }> {
  const { body } = await apiCall<unknown>("/reading/single", { body: { practiceID } });
  const raw = typeof body === "object" && body !== null ? (body as Record<string, unknown>).readingPractice : undefined;
  if (raw === undefined) throw new ApiError("api", "", {});
  try {
    return { practice: parseTestPractice(raw), raw };
  } catch (e) {
    throw new ApiError("parse", reasonOf(e));
  }
}

/**
 * The test's practice (reading §2.9, §5): preloaded by the hub through navigation state, else fetched by
 * its real id. One fetch per mount of a test id: the query is never refetched, since each fetch spends a token.
 */
export function useTestPractice(testId: string | undefined, state: TTestNavigationState | null): TTestLoad {
  const { t } = useTranslation();
  const preloaded = state?.readingPractice;
  const preloadedResult = useMemo((): TTestLoad | null => {
    if (preloaded === undefined) return null;
    try {
      return { status: "ready", practice: parseTestPractice(preloaded), raw: preloaded };
    } catch {
      return { status: "error", error: { message: t("readingTest.errors.processFailed"), auth: false } };
    }
  }, [preloaded, t]);

  const signedIn = getValidSession() !== null;
  const fetchable = preloaded === undefined && !!testId && !isAdHocTestId(testId) && signedIn;
  const query = useQuery({
    queryKey: ["reading-test", testId],
    queryFn: () => fetchPractice(testId ?? ""),
    enabled: fetchable,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });

  if (preloadedResult) return preloadedResult;
  if (!testId) return { status: "error", error: { message: t("readingTest.errors.noTestId"), auth: false } };
  if (!signedIn) return { status: "error", error: { message: t("readingTest.errors.authLoad"), auth: true } };
  if (isAdHocTestId(testId)) {
    return { status: "error", error: { message: t("readingTest.errors.notReloadable"), auth: false } };
  }
  if (query.isError) return { status: "error", error: fetchErrorOf(query.error, t) };
  if (query.data) return { status: "ready", ...query.data };
  return { status: "loading" };
}
