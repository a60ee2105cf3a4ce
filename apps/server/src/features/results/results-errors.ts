import { notFound } from "../../lib/app-error";

/** The refusals of the results calls. */

/** An assignment that does not exist, was withdrawn or is another teacher's: one answer, so ids tell nothing. */
export const noSuchAssignment = () => notFound("No such assignment");

export const notAMember = (email: string) => notFound(`${email} is not a learner of this class`);

export const noSubmittedPaper = (email: string) => notFound(`${email} has no submitted paper for this assignment`);

export const passageNotAssigned = (practiceID: string) =>
  notFound(`The passage ${practiceID} is not part of this assignment`);
