import { type TSubmissionRecord, type TSubmitRequest, ZSubmitResponse } from "@bandcraft/contract/reading";
import type { TFunction } from "i18next";
import { ApiError, apiCall } from "../../../lib/api-client";
import { getValidSession } from "../../../lib/session";
import { answersForSubmission, type TAnswers } from "./use-answers";

/** A failed load or submit: the text to show, and whether it is the sign-in kind (reading §8). */
export type TTestError = { message: string; auth: boolean };

export type TAttempt = {
  testTakerId: string;
  practiceId: string | null;
  startedAt: number;
  elapsedSeconds: number;
  answers: TAnswers;
};

/** The submission payload of reading §3.5 for one passage; highlights arrive with the highlighting feature. */
export function buildSubmitRequest(attempt: TAttempt & { practiceId: string }, now: number): TSubmitRequest {
  return {
    testTakerID: attempt.testTakerId,
    elapsedTime: Math.max(0, Math.floor(attempt.elapsedSeconds)),
    startTimeStamp: attempt.startedAt,
    submissionTimestamp: now,
    readingPractices: [
      {
        readingPracticeID: attempt.practiceId,
        answers: answersForSubmission(attempt.answers),
        highlights: { items: [] },
        highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
      },
    ],
  };
}

/** Maps a failed submit call to the texts of reading §8. */
export function submitErrorOf(e: unknown, t: TFunction): TTestError {
  if (e instanceof ApiError) {
    if (e.status === 401) return { message: t("readingTest.errors.submitAuth"), auth: true };
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

/** Sends the attempt (POST /api/reading/submit) and returns the server's submission record. */
export async function submitAttempt(
  attempt: TAttempt,
  t: TFunction,
): Promise<{ ok: true; record: TSubmissionRecord } | { ok: false; error: TTestError }> {
  if (!getValidSession()) return { ok: false, error: { message: t("readingTest.errors.submitAuth"), auth: true } };
  const { practiceId } = attempt;
  if (!practiceId) return { ok: false, error: { message: t("readingTest.errors.noPracticeId"), auth: false } };
  try {
    const { body } = await apiCall("/reading/submit", {
      body: buildSubmitRequest({ ...attempt, practiceId }, Date.now()),
      parse: (raw) => ZSubmitResponse.parse(raw),
    });
    return { ok: true, record: body.submissionRecord };
  } catch (e) {
    return { ok: false, error: submitErrorOf(e, t) };
  }
}
