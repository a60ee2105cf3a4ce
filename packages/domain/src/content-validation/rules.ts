import type { TAnswerChoices, TContentProblem, TCountedThing } from "@bandcraft/contract/content-problems";
import type { TQuestionType, TSectionOf } from "@bandcraft/contract/question-types/index";
import { acceptedAlternatives } from "../answer-key";
import type { TJsonObject } from "./json";

/** What a type's structural check knows about its section within the practice. */
export type TStructureContext = {
  /** 1-based position of the section, as in the "Question section {index}: " prefix. */
  index: number;
  /** The section's global question numbers by position (first number + running count). */
  numbers: readonly number[];
  /** The expanded answer key: question number → answer. */
  answers: ReadonlyMap<number, string>;
  /** Where the answer key holds a list: its first number → how many non-blank entries it spreads. */
  listLengths: ReadonlyMap<number, number>;
  /** How many paragraphs the passage has. */
  paragraphCount: number;
};

/**
 * How a section's answers are written in a stored key: letters and judgements in capitals ("TRUE", "B"), roman
 * heading numbers in lower case ("iv"), free text as the author wrote it. A key written otherwise is normalised
 * on saving (normalise-answers.ts) rather than refused.
 */
export type TAnswerCase = "upper" | "lower" | "as-written";

/** The checks one question type owes: its content problems, and stricter import checks. */
export type TQuestionTypeRules<T extends TQuestionType> = {
  /** How this section's answers are written (see TAnswerCase). */
  answerCase: (section: TSectionOf<T>) => TAnswerCase;
  /** Problems of content read from untrusted JSON, in the section at 1-based `index`. */
  content: (content: TJsonObject, index: number) => TContentProblem[];
  /** Stricter problems of a schema-valid section: counts, answer values, positions. */
  structure: (section: TSectionOf<T>, context: TStructureContext) => TContentProblem[];
};

/** A problem when the section's number of questions differs from what its content holds. */
export function countProblems(
  context: TStructureContext,
  declared: number,
  held: number,
  counted: TCountedThing,
): TContentProblem[] {
  if (declared === held) return [];
  return [{ code: "countMismatch", section: context.index, declared, held, counted }];
}

/** One problem per answer (or alternative) among `numbers` that is not one of `keys`, the section's `choices`. */
export function answerChoiceProblems(
  context: TStructureContext,
  numbers: readonly number[],
  keys: readonly string[],
  choices: TAnswerChoices,
): TContentProblem[] {
  const problems: TContentProblem[] = [];
  for (const question of numbers) {
    const answer = context.answers.get(question);
    if (answer === undefined) continue;
    for (const value of acceptedAlternatives(answer)) {
      if (!keys.includes(value)) problems.push({ code: "answerNotAllowed", question, value, choices, keys: [...keys] });
    }
  }
  return problems;
}

/** Problems for blanks whose {N} marker is missing from the text that should show them. */
export function blankMarkerProblems(
  context: TStructureContext,
  blankNumbers: readonly number[],
  texts: readonly string[],
): TContentProblem[] {
  const joined = texts.join("\n");
  return blankNumbers
    .filter((n) => !joined.includes(`{${n}}`))
    .map((blank) => ({ code: "blankMissing", section: context.index, blank }));
}

/** Problems when a matching answer list spreads past the questions of the section. */
export function listOverflowProblems(
  context: TStructureContext,
  groups: readonly (readonly number[])[],
): TContentProblem[] {
  const problems: TContentProblem[] = [];
  for (const group of groups) {
    const last = group[group.length - 1];
    if (last === undefined) continue;
    for (const n of group) {
      const length = context.listLengths.get(n);
      if (length !== undefined && n + length - 1 > last) {
        problems.push({ code: "listTooLong", question: n, listed: length, most: last - n + 1 });
      }
    }
  }
  return problems;
}
