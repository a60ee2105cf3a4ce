import { AppError, notFound } from "../../lib/app-error";

/** The refusals of the results calls. */

/** An assignment that does not exist, was withdrawn or is another teacher's: one answer, so ids tell nothing. */
export const noSuchAssignment = () => notFound("No such assignment");

export const notAMember = (email: string) => notFound(`${email} is not a learner of this class`);

export const noSubmittedPaper = (email: string) => notFound(`${email} has no submitted paper for this assignment`);

export const passageNotAssigned = (practiceID: string) =>
  notFound(`The passage ${practiceID} is not part of this assignment`);

/** More class exports asked for at once than are prepared and may wait (export-limit.ts): try again shortly. */
export const exportsBusy = () =>
  new AppError(503, "Too many class exports are being prepared; try again in half a minute", { "Retry-After": "30" });

/** The caller's previous class export is still being prepared (export-limit.ts). */
export const exportInFlight = () =>
  new AppError(429, "Your previous class export is still being prepared; try again when it is done", {
    "Retry-After": "5",
  });
