import { MAX_CLASS_ASSIGNMENTS, type TAssignmentReason } from "@bandcraft/contract/assignments";
import { AppError, badRequest, notFound } from "../../lib/app-error";

/** The refusals of the assignment calls; each carries a `reason` (contract ASSIGNMENT_REASONS) the web translates. */

const refusal = (status: 400 | 409, message: string, reason: TAssignmentReason, extra: Record<string, unknown> = {}) =>
  new AppError(status, message, {}, { reason, ...extra });

/**
 * An assignment that does not exist, was withdrawn, or is not the caller's (another teacher's; for a learner, a
 * class they are not in or that is archived): one answer, so ids tell nothing.
 */
export const noSuchAssignment = () => notFound("No such assignment");

export const dueBeforeOpen = () => refusal(400, "The due time must be after the opening time.", "due-before-open");

export const tooManyAssignments = () =>
  refusal(
    409,
    `A class holds at most ${MAX_CLASS_ASSIGNMENTS} assignments at once: withdraw one it no longer needs first.`,
    "too-many-assignments",
  );

export const noSuchTest = (testGroup: string) =>
  notFound(`No complete test "${testGroup}" is in the bank: a complete test needs its parts 1, 2 and 3.`);

export const noSuchPassage = (practiceID: string) =>
  notFound(`No reading passage with the id ${practiceID} is in the bank.`);

export const noSuchWritingTask = (writingTaskID: string) =>
  notFound(`No writing task with the id ${writingTaskID} is in the bank.`);

export const writingHasNoStart = () =>
  badRequest("A writing assignment is not started here: write its task in Writing, then send the essay to the class.");

export const assignmentNotOpen = (opensAt: number) =>
  refusal(
    409,
    `This assignment opens at ${new Date(opensAt).toISOString()}; start it once it is open.`,
    "assignment-not-open",
    {
      opensAt,
    },
  );

/** A second start: the learner's attempt exists and is running (resume it; its id when known). */
export const assignmentStarted = (testTakerID?: string) =>
  refusal(
    409,
    "You have started this assignment already: continue it from your tests in progress.",
    "assignment-started",
    testTakerID === undefined ? {} : { testTakerID },
  );

export const assignmentDone = (testTakerID: string) =>
  refusal(409, "You have submitted this assignment already.", "assignment-done", { testTakerID });

export const assignmentContentGone = () =>
  refusal(
    409,
    "A passage of this assignment is no longer in the bank, so it cannot be started. Ask your teacher.",
    "assignment-content-gone",
  );
