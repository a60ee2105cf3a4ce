import { LEARNER_QUOTAS, quotaReasonOf } from "@bandcraft/contract/quotas";
import {
  readingEndpoints,
  type THighlightItem,
  type TSubmissionRecord,
  type TSubmitRequest,
} from "@bandcraft/contract/reading";
import type { TFunction } from "i18next";
import { ApiError, call } from "../../../lib/api-client";
import { getValidSession } from "../../../lib/session";
import { statsOf } from "../highlighting/highlight-rules";
import { answersForSubmission, type TAnswers } from "./use-answers";

/** A failed load or submit: the text to show, and whether it is the sign-in kind. */
export type TTestError = { message: string; auth: boolean };

/** One passage of an attempt: its practice id, answers and highlight items. */
export type TPassageAttempt = {
  practiceId: string | null;
  answers: TAnswers;
  highlights: readonly THighlightItem[];
};

export type TAttempt = {
  /** The server-made id of the attempt the submit belongs to. */
  testTakerId: string;
  /** The server's start, and the server's time now as this device reckons it (checked, never stored). */
  startedAt: number;
  submittedAt: number;
  elapsedSeconds: number;
  /** One per part: one for the single test, three for the complete test. */
  passages: readonly TPassageAttempt[];
};

/** The submit call's payload, one entry per passage. */
export function buildSubmitRequest(
  attempt: Omit<TAttempt, "passages"> & { passages: readonly (TPassageAttempt & { practiceId: string })[] },
): TSubmitRequest {
  return {
    testTakerID: attempt.testTakerId,
    elapsedTime: Math.max(0, Math.floor(attempt.elapsedSeconds)),
    startTimeStamp: attempt.startedAt,
    submissionTimestamp: Math.floor(attempt.submittedAt),
    readingPractices: attempt.passages.map((passage) => ({
      readingPracticeID: passage.practiceId,
      answers: answersForSubmission(passage.answers),
      highlights: { items: [...passage.highlights] },
      highlightStats: statsOf(passage.highlights),
    })),
  };
}

/** Maps a failed submit call to the texts the learner reads ("Submit failed: …", sign-in for a 401). */
export function submitErrorOf(e: unknown, t: TFunction): TTestError {
  if (e instanceof ApiError) {
    if (e.status === 401) return { message: t("readingTest.errors.submitAuth"), auth: true };
    if (e.status === 429 && quotaReasonOf(e.body) === "submit-rate") {
      const body = e.body as { retryAfterSeconds?: unknown; limit?: unknown };
      const wait = Number(body.retryAfterSeconds);
      const seconds = Number.isFinite(wait) && wait > 0 ? Math.ceil(wait) : LEARNER_QUOTAS.submitWindowMs / 1000;
      const limit = typeof body.limit === "number" ? body.limit : LEARNER_QUOTAS.submitsPerWindow;
      return { message: t("readingTest.errors.submitRate", { limit, seconds }), auth: false };
    }
    if (e.kind === "http") {
      const reason = t("readingTest.errors.submitHttp", {
        status: e.status,
        message: e.errMsg || t("readingTest.errors.unknownError"),
      });
      return { message: t("readingTest.errors.submitFailed", { reason }), auth: false };
    }
    if (e.kind === "parse") return { message: t("readingTest.errors.submitNoRecord"), auth: false };
    return { message: t("readingTest.errors.submitFailed", { reason: e.errMsg || e.message }), auth: false };
  }
  const reason = e instanceof Error ? e.message : String(e);
  return { message: t("readingTest.errors.submitFailed", { reason }), auth: false };
}

/**
 * Sends the attempt (POST /api/reading/submit) and returns the server's submission record, and whether it
 * is the server's own submit of the saved answers (time ran out first).
 */
export async function submitAttempt(
  attempt: TAttempt,
  t: TFunction,
): Promise<{ ok: true; record: TSubmissionRecord; closedByServer: boolean } | { ok: false; error: TTestError }> {
  if (!getValidSession()) return { ok: false, error: { message: t("readingTest.errors.submitAuth"), auth: true } };
  const passages: (TPassageAttempt & { practiceId: string })[] = [];
  for (const passage of attempt.passages) {
    const { practiceId } = passage;
    if (!practiceId) return { ok: false, error: { message: t("readingTest.errors.noPracticeId"), auth: false } };
    passages.push({ ...passage, practiceId });
  }
  try {
    const body = await call(readingEndpoints.readingSubmit, buildSubmitRequest({ ...attempt, passages }));
    return { ok: true, record: body.submissionRecord, closedByServer: body.closedByServer };
  } catch (e) {
    return { ok: false, error: submitErrorOf(e, t) };
  }
}
