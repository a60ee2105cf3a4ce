import { acceptedAlternatives } from "../answer-key";

/** Text answers: trimmed, inner whitespace collapsed, case-insensitive. */
export const normaliseText = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

/** Choice answers (letters, numerals, TRUE/FALSE/NOT GIVEN): trimmed and upper-cased. */
export const normaliseChoice = (value: string) => value.trim().replace(/\s+/g, " ").toUpperCase();

/** How a type compares a learner's answer with the key. */
export type TCompareMode = "text" | "choice";

/** Whether the learner's answer equals one of the key's accepted alternatives; blank is never correct. */
export function answerMatches(user: string | undefined, standard: string | undefined, mode: TCompareMode): boolean {
  if (user === undefined || standard === undefined || user.trim() === "") return false;
  const normalise = mode === "text" ? normaliseText : normaliseChoice;
  const given = normalise(user);
  return acceptedAlternatives(standard).some((alternative) => normalise(alternative) === given);
}
