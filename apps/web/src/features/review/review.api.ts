import type { THighlightItem, TReadingPractice } from "@bandcraft/contract/reading";
import { ZReviewResponse } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { ApiError, callUnchecked, type TCallOptions } from "../../lib/api-client";
import { getSession } from "../../lib/session";
import { parseTestPractice, type TTestPractice } from "../reading-test/public";

/** the review call gives up after 30 s. */
export const REVIEW_TIMEOUT_MS = 30_000;

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

  /** `cause` keeps the failed call, so the app's retry rule can see a 429 and its wait. */
  constructor(code: TReviewErrorCode, opts: { status?: number; errMsg?: string; cause?: unknown } = {}) {
    super(code, { cause: opts.cause });
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

function toReviewError(e: unknown): ReviewError {
  if (e instanceof ReviewError) return e;
  if (!(e instanceof ApiError)) return new ReviewError("loadFailed");
  switch (e.kind) {
    case "timeout":
      return new ReviewError("timeout");
    case "http":
      if (e.status === 401) return new ReviewError("authFailed", { status: 401 });
      if (e.status === 429) return new ReviewError("rateLimited", { status: 429, cause: e });
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

/** Where a review's reply comes from: one call answering the review's shape (the learner's own, a teacher's). */
export type TReviewSource = (opts: TCallOptions) => Promise<unknown>;

/**
 * Asks `source` with a 30 s timeout and reads its reply as review data; every failure becomes one of these
 * errors. A 429 is asked again by the query that runs this (the app's retry rule), not here.
 */
export async function loadReview(source: TReviewSource, signal?: AbortSignal): Promise<TReviewData> {
  try {
    return toData(await source({ timeoutMs: REVIEW_TIMEOUT_MS, signal }));
  } catch (e) {
    throw toReviewError(e);
  }
}

/** POST /reading/review: the learner's own submitted passage. */
export async function fetchReview(params: TReviewParams, signal?: AbortSignal): Promise<TReviewData> {
  const { testTakerID, readingPracticeID } = params;
  if (!testTakerID || !readingPracticeID) throw new ReviewError("missingParams");
  if (!getSession()?.token) throw new ReviewError("authRequired");
  return loadReview((opts) => callUnchecked(ROUTES.readingReview, { readingPracticeID, testTakerID }, opts), signal);
}
