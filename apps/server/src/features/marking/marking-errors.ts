import type { TAssignmentReason } from "@bandcraft/contract/assignments";
import { AppError, badRequest, notFound } from "../../lib/app-error";

/** The refusals of sending and marking; each 409 carries a `reason` (contract ASSIGNMENT_REASONS) the web translates. */

const refusal = (message: string, reason: TAssignmentReason, extra: Record<string, unknown> = {}) =>
  new AppError(409, message, {}, { reason, ...extra });

export const essayAlreadySent = () =>
  refusal("This essay was sent to a teacher already; an essay is sent once.", "essay-already-sent");

/** An assignment that does not exist, is another class's, is not writing, or was withdrawn: one answer. */
export const noSuchAssignment = () => notFound("No such writing assignment in this class");

export const assignmentNotOpen = (opensAt: number) =>
  refusal(
    `This assignment opens at ${new Date(opensAt).toISOString()}; send the essay for it once it is open.`,
    "assignment-not-open",
    { opensAt },
  );

export const assignmentDone = () => refusal("You have sent an essay for this assignment already.", "assignment-done");

export const otherTask = () =>
  badRequest("This essay answers another task than the assignment's: write the assignment's task to send it for it.");

/** A comment whose range ends past the essay's text (`index` counts from 0, said from 1). */
export const commentPastText = (index: number, end: number, length: number) =>
  badRequest(`Comment ${index + 1} ends at ${end}, past the end of the essay's text (${length} characters).`);
