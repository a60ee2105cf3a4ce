import { LEARNER_QUOTAS, quotaReasonOf } from "@bandcraft/contract/quotas";
import type { TAttemptInfo } from "@bandcraft/contract/reading";
import type { TFunction } from "i18next";
import { ApiError, apiCall } from "./api-client";
import { noTokensOf, noTokensText, type TNoTokens } from "./reading-tokens";

/** The calls that start a Reading test: each spends tokens and creates an attempt on the server. */
export type TStartPath = "/reading/single" | "/reading/single_random" | "/reading/pack_random";

export type TStartResult =
  | { ok: true; readingPractice: unknown; attempt: TAttemptInfo; receivedAt: number }
  | { ok: false; kind: "failed"; errMsg: string; noTokens: TNoTokens | null; openAttempts?: boolean }
  | { ok: false; kind: "network" };

/**
 * What a start hands to the test screen through navigation state; `receivedAt` is this
 * device's clock when the server answered, so the screen knows how far its clock is from the server's.
 */
export type TStartNavigationState = {
  readingPractice: unknown;
  attempt: TAttemptInfo;
  receivedAt: number;
  pageType?: string;
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isTime = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * The attempt a start response carries, or null when it is not one. Checked by hand rather than by the
 * contract's schema so the hub's chunk does not load Zod; the test screen parses everything it uses.
 */
export function attemptInfoOf(raw: unknown): TAttemptInfo | null {
  if (!isRecord(raw)) return null;
  const { testTakerID, kind, startedAt, deadline, serverTime, revision } = raw;
  if (typeof testTakerID !== "string" || (kind !== "single" && kind !== "multi")) return null;
  if (!isTime(startedAt) || !isTime(serverTime) || !isTime(revision)) return null;
  if (deadline !== null && !isTime(deadline)) return null;
  return { testTakerID, kind, startedAt, deadline, serverTime, revision };
}

/**
 * Starts a test (spends tokens on the server). The practice is handed on unparsed: the test screen parses
 * it leniently, so one malformed section does not stop the whole test.
 */
export async function startReading(path: TStartPath, body: unknown): Promise<TStartResult> {
  try {
    const { body: raw } = await apiCall<unknown>(path, { body });
    const practice = isRecord(raw) ? raw.readingPractice : undefined;
    const attempt = isRecord(raw) ? attemptInfoOf(raw.attempt) : null;
    if (practice === undefined || practice === null || !attempt) {
      return { ok: false, kind: "failed", errMsg: "", noTokens: null };
    }
    return { ok: true, readingPractice: practice, attempt, receivedAt: Date.now() };
  } catch (e) {
    if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { ok: false, kind: "network" };
    // errMsg carries the server's reason, e.g. no tokens left today (403), also as fields to say it locally.
    const apiError = e instanceof ApiError ? e : null;
    return {
      ok: false,
      kind: "failed",
      errMsg: apiError?.errMsg ?? "",
      noTokens: noTokensOf(apiError?.body),
      openAttempts: quotaReasonOf(apiError?.body) === "open-attempts",
    };
  }
}

/**
 * Why a start failed, in the learner's language: no tokens (with the local refill time), too many tests in
 * progress, the server's reason, or `fallback`.
 */
export function startFailureText(
  result: { errMsg: string; noTokens: TNoTokens | null; openAttempts?: boolean },
  t: TFunction,
  language: string,
  fallback: string,
): string {
  if (result.noTokens) return noTokensText(result.noTokens, t, language);
  if (result.openAttempts) return t("tokens.openAttempts", { count: LEARNER_QUOTAS.openAttempts });
  return result.errMsg || fallback;
}

/** The address of an attempt: a single passage or a complete test, named by its server-made id. */
export function attemptPath(attempt: Pick<TAttemptInfo, "kind" | "testTakerID">): string {
  const id = encodeURIComponent(attempt.testTakerID);
  return attempt.kind === "multi" ? `/multi-test/${id}` : `/test/${id}`;
}

/** The navigation that opens a started test at its own address. */
export function startedNavigation(
  started: { readingPractice: unknown; attempt: TAttemptInfo; receivedAt: number },
  pageType?: string,
) {
  const state: TStartNavigationState = {
    readingPractice: started.readingPractice,
    attempt: started.attempt,
    receivedAt: started.receivedAt,
    ...(pageType ? { pageType } : {}),
  };
  return { to: attemptPath(started.attempt), state };
}
