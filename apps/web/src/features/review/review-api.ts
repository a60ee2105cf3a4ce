import type { THighlightItem, TReadingPractice } from "@bandcraft/contract/reading";
import { ZReviewResponse } from "@bandcraft/contract/reading";
import { ApiError, apiCall } from "../../lib/api-client";
import { getSession } from "../../lib/session";
import { parseTestPractice, type TTestPractice } from "../reading-test/engine/parse-practice";

/** the review call gives up after 30 s. */
export const REVIEW_TIMEOUT_MS = 30_000;
/** on HTTP 429 up to three automatic retries, waiting 2, 4 and 6 s. */
export const RATE_LIMIT_WAITS_MS = [2_000, 4_000, 6_000] as const;

/** The review's errors; the screen turns each into its text. */
export type TReviewErrorCode =
  | "missingParams"
  | "authRequired"
  | "authFailed"
  | "rateLimited"
  | "http"
  | "process"
  | "fetchFailed"
  | "timeout"
  | "loadFailed";

export class ReviewError extends Error {
  readonly code: TReviewErrorCode;
  /** The HTTP status ("HTTP error! status N"). */
  readonly status: number;
  /** The server's own message, shown instead of "Failed to fetch review data" when it sent one. */
  readonly errMsg: string;

  constructor(code: TReviewErrorCode, opts: { status?: number; errMsg?: string } = {}) {
    super(code);
    this.name = "ReviewError";
    this.code = code;
    this.status = opts.status ?? 0;
    this.errMsg = opts.errMsg ?? "";
  }
}

/** A loaded review: the submission's snapshot of the passage (parsed for the engine) and the learner's work. */
export type TReviewData = {
  readingPractice: TReadingPractice;
  practice: TTestPractice;
  submittedAnswers: Record<string, string>;
  correctTable: Record<string, boolean>;
  highlights: THighlightItem[];
};

export type TReviewParams = { testTakerID?: string; readingPracticeID?: string };

type TFetchOptions = {
  signal?: AbortSignal;
  /** Waits between 429 retries; tests pass fake timers through the default. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

/** Resolves after ms, or rejects at once when the screen goes away (no retry after unmounting). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ReviewError("loadFailed"));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new ReviewError("loadFailed"));
      },
      { once: true },
    );
  });
}

function toReviewError(e: unknown): ReviewError {
  if (e instanceof ReviewError) return e;
  if (!(e instanceof ApiError)) return new ReviewError("loadFailed");
  switch (e.kind) {
    case "timeout":
      return new ReviewError("timeout");
    case "http":
      if (e.status === 401) return new ReviewError("authFailed", { status: 401 });
      if (e.status === 429) return new ReviewError("rateLimited", { status: 429 });
      return new ReviewError("http", { status: e.status });
    case "api":
      return new ReviewError("fetchFailed", { errMsg: e.errMsg });
    case "parse":
      return new ReviewError("process");
    default:
      return new ReviewError("loadFailed");
  }
}

function toData(raw: unknown): TReviewData {
  const parsed = ZReviewResponse.safeParse(raw);
  if (!parsed.success) throw new ReviewError("process");
  const { readingPractice, submittedAnswers, correctTable, highlights } = parsed.data;
  let practice: TTestPractice;
  try {
    practice = parseTestPractice(readingPractice);
  } catch {
    throw new ReviewError("process");
  }
  return { readingPractice, practice, submittedAnswers, correctTable, highlights };
}

/**
 * POST /reading/review: 30 s timeout; a 429 is retried after 2, 4 and 6 s before it
 * is reported; every failure becomes one of these errors.
 */
export async function fetchReview(params: TReviewParams, opts: TFetchOptions = {}): Promise<TReviewData> {
  const { testTakerID, readingPracticeID } = params;
  if (!testTakerID || !readingPracticeID) throw new ReviewError("missingParams");
  if (!getSession()?.token) throw new ReviewError("authRequired");
  const wait = opts.sleep ?? sleep;
  for (let attempt = 0; ; attempt++) {
    try {
      const { body } = await apiCall<unknown>("/reading/review", {
        body: { readingPracticeID, testTakerID },
        timeoutMs: REVIEW_TIMEOUT_MS,
        signal: opts.signal,
      });
      return toData(body);
    } catch (e) {
      const error = toReviewError(e);
      const delay = RATE_LIMIT_WAITS_MS[attempt];
      if (error.code !== "rateLimited" || delay === undefined || opts.signal?.aborted) throw error;
      await wait(delay, opts.signal);
    }
  }
}
