import { LEARNER_QUOTAS, quotaReasonOf } from "@bandcraft/contract/quotas";
import type { TAttemptInfo } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import type { TFunction } from "i18next";
import { ApiError, callUnchecked, type TBodyOf } from "./api-client";
import { attemptPath } from "./reading-paths";
import { noTokensOf, noTokensText, type TNoTokens } from "./reading-tokens";

/**
 * What a start asks for: one passage by its id, a random passage (optionally of a level or question type),
 * a random complete test, or a teacher's assigned reading. Each creates an attempt on the server; all but
 * the assigned one spend tokens.
 */
export type TStartRequest =
  | { kind: "passage"; practiceID: string }
  | { kind: "random"; filter: TBodyOf<typeof ROUTES.readingSingleRandom> }
  | { kind: "complete" }
  | { kind: "assignment"; assignmentID: string };

/** The page type of a complete test, carried to the test screen. */
const COMPLETE_PAGE_TYPE = "ActualTest";

/** A started test, or why it did not start. */
export type TStartResult =
  | { ok: true; readingPractice: unknown; attempt: TAttemptInfo; receivedAt: number; pageType?: string }
  | TStartFailure;

/**
 * Why a start failed: refused (with the server's message, its HTTP status and machine `reason` when it sent
 * them, and for no tokens the numbers), or no network.
 */
export type TStartFailure =
  | {
      ok: false;
      kind: "failed";
      errMsg: string;
      noTokens: TNoTokens | null;
      openAttempts?: boolean;
      status?: number;
      reason?: string;
    }
  | { ok: false; kind: "network" };

/**
 * What a start hands to the test screen through navigation state (written by `startedNavigation`, read by
 * `readStartNavigation`); `receivedAt` is this device's clock when the server answered, so the screen knows
 * how far its clock is from the server's.
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

/** The call a start request makes. */
function callOf(request: TStartRequest): Promise<unknown> {
  switch (request.kind) {
    case "passage":
      return callUnchecked(ROUTES.readingSingle, { practiceID: request.practiceID });
    case "random":
      return callUnchecked(ROUTES.readingSingleRandom, request.filter);
    case "complete":
      return callUnchecked(ROUTES.readingPackRandom, { pageType: COMPLETE_PAGE_TYPE });
    // Its passages come as an array, as a complete test's do: the multi-part screen runs one to three parts.
    case "assignment":
      return callUnchecked(ROUTES.assignmentStart, { assignmentID: request.assignmentID });
  }
}

/**
 * Starts a test (spends tokens on the server, except an assigned one). The practice is handed on unparsed:
 * the test screen parses it leniently, so one malformed section does not stop the whole test.
 */
export async function startReading(request: TStartRequest): Promise<TStartResult> {
  try {
    const raw = await callOf(request);
    const practice = isRecord(raw) ? raw.readingPractice : undefined;
    const attempt = isRecord(raw) ? attemptInfoOf(raw.attempt) : null;
    if (practice === undefined || practice === null || !attempt) {
      return { ok: false, kind: "failed", errMsg: "", noTokens: null };
    }
    const pageType = request.kind === "complete" ? { pageType: COMPLETE_PAGE_TYPE } : {};
    return { ok: true, readingPractice: practice, attempt, receivedAt: Date.now(), ...pageType };
  } catch (e) {
    if (e instanceof ApiError && (e.kind === "network" || e.kind === "timeout")) return { ok: false, kind: "network" };
    // errMsg carries the server's reason, e.g. no tokens left today (403), also as fields to say it locally.
    const apiError = e instanceof ApiError ? e : null;
    const body = apiError?.body;
    const reason = isRecord(body) ? body.reason : undefined;
    // The envelope's statusCode is the refusal's own (a 200 reply may carry one); else the HTTP status.
    const status = apiError ? (apiError.statusCode ?? apiError.status) : 0;
    return {
      ok: false,
      kind: "failed",
      errMsg: apiError?.errMsg ?? "",
      noTokens: noTokensOf(body),
      openAttempts: quotaReasonOf(body) === "open-attempts",
      ...(status ? { status } : {}),
      ...(typeof reason === "string" ? { reason } : {}),
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

/** A failed start as an error notice: its title and message in the learner's language. */
export function startFailureNotice(failure: TStartFailure, t: TFunction, language: string) {
  if (failure.kind === "network") {
    return { type: "error" as const, title: t("readingStart.networkTitle"), message: t("readingStart.network") };
  }
  return {
    type: "error" as const,
    title: t("readingStart.failedTitle"),
    // The server's reason (no tokens left today, too many tests in progress) beats a generic text.
    message: startFailureText(failure, t, language, t("readingStart.failed")),
  };
}

/** The navigation that opens a started test at its own address, handing it the start. */
export function startedNavigation(started: Extract<TStartResult, { ok: true }>): {
  to: string;
  state: TStartNavigationState;
} {
  const { readingPractice, attempt, receivedAt, pageType } = started;
  const state: TStartNavigationState = { readingPractice, attempt, receivedAt, ...(pageType ? { pageType } : {}) };
  return { to: attemptPath(attempt), state };
}

/** The start a test screen was handed through navigation state, or null when there is none (a reload, Back). */
export function readStartNavigation(state: unknown): TStartNavigationState | null {
  if (!isRecord(state) || !isTime(state.receivedAt)) return null;
  const attempt = attemptInfoOf(state.attempt);
  if (!attempt) return null;
  return {
    readingPractice: state.readingPractice,
    attempt,
    receivedAt: state.receivedAt,
    ...(typeof state.pageType === "string" ? { pageType: state.pageType } : {}),
  };
}
