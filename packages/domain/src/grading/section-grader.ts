import type { TQuestionType, TSectionOf } from "@bandcraft/contract/question-types/index";
import { answerMatches, type TCompareMode } from "./compare";

/** What a grader sees: the section, its global numbers, the expanded key and the learner's answers. */
export interface TGradingInput<T extends TQuestionType> {
  section: TSectionOf<T>;
  numbers: readonly number[];
  key: ReadonlyMap<number, string>;
  user: ReadonlyMap<number, string>;
}

/** Marks every number of one section: true correct, false wrong or missed. */
export type TSectionGrader<T extends TQuestionType> = (input: TGradingInput<T>) => Map<number, boolean>;

/** The grader of every type whose questions are marked one by one with one comparison mode. */
export function perQuestion<T extends TQuestionType>(mode: TCompareMode): TSectionGrader<T> {
  return ({ numbers, key, user }) => new Map(numbers.map((n) => [n, answerMatches(user.get(n), key.get(n), mode)]));
}

/** Text for free answers, choice (upper-cased letters) when the section answers from a word bank. */
export const modeForBank = (bank: Readonly<Record<string, string>> | undefined): TCompareMode =>
  bank && Object.keys(bank).length > 0 ? "choice" : "text";
