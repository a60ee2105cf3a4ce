import { MAX_CLASS_SIZE, type TClassReason } from "@bandcraft/contract/classes";
import { AppError, notFound } from "../../lib/app-error";

/** The refusals of the class calls; each 409 carries a `reason` (contract CLASS_REASONS) the web translates. */

const refusal = (message: string, reason: TClassReason) => new AppError(409, message, {}, { reason });

/** A class that does not exist, or that is not the caller's: the same answer, so ids tell nothing. */
export const noSuchClass = () => notFound("No such class");

export const classNameTaken = (name: string) =>
  refusal(
    `You already have a class named "${name}" (names are compared without case). Choose another name, or archive that class first.`,
    "class-name-taken",
  );

export const classArchived = () =>
  refusal("This class is archived, so its learners cannot change. Restore it first.", "class-archived");

export const classFull = (members: number, joining: number) =>
  refusal(
    `A class holds at most ${MAX_CLASS_SIZE} learners: this one has ${members}, and ${joining} more would pass that.`,
    "class-full",
  );

export const classChanged = () =>
  refusal(
    "Another change to these accounts or this class happened at the same moment; nothing was added. Please try again.",
    "class-changed",
  );
