import type { TAttemptConflict } from "@bandcraft/contract/attempts";
import { AppError, notFound } from "../../lib/app-error";
import type { TAttemptRow } from "./attempts.repository";

/** A refusal the client can act on: 409 with the reason beside errMsg. */
export const attemptConflict = (reason: TAttemptConflict, message: string) =>
  new AppError(409, message, {}, { reason });

/** Why an attempt takes no more work (submitted, or abandoned), or undefined while it is open. */
export const refusalOf = (attempt: TAttemptRow): AppError | undefined => {
  if (attempt.status === "submitted")
    return attemptConflict("submitted", `Test ${attempt.test_taker_id} has been submitted; its results are ready`);
  if (attempt.status === "abandoned")
    return attemptConflict(
      "abandoned",
      `Test ${attempt.test_taker_id} was left unused for too long and has been closed; start a new test`,
    );
  return undefined;
};

/** 404 for an id that is not one of the caller's attempts (never started, or another learner's). */
export const noSuchAttempt = (testTakerId: string) =>
  notFound(`No test of yours with the id ${testTakerId}: start a test first`);
