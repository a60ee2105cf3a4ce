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

/** The checks one question type owes: its content messages, and stricter import checks. */
export type TQuestionTypeRules<T extends TQuestionType> = {
  /** How this section's answers are written (see TAnswerCase). */
  answerCase: (section: TSectionOf<T>) => TAnswerCase;
  /** messages (unprefixed) for content read from untrusted JSON. */
  content: (content: TJsonObject) => string[];
  /** Stricter problems of a schema-valid section: counts, answer values, positions. */
  structure: (section: TSectionOf<T>, context: TStructureContext) => string[];
};

/** The prefix of a message about one section. */
export function sectionPrefix(index: number): string {
  return `Question section ${index}: `;
}

/** A problem when the section's questionNumber differs from what its content holds. */
export function countProblems(
  context: TStructureContext,
  questionNumber: number,
  held: number,
  what: string,
): string[] {
  if (questionNumber === held) return [];
  return [`${sectionPrefix(context.index)}questionNumber is ${questionNumber} but it has ${held} ${what}`];
}

/** One problem per answer (or alternative) among `numbers` that is not one of `allowed`. */
export function answerChoiceProblems(
  context: TStructureContext,
  numbers: readonly number[],
  allowed: readonly string[],
  description: string,
): string[] {
  const problems: string[] = [];
  for (const n of numbers) {
    const answer = context.answers.get(n);
    if (answer === undefined) continue;
    for (const alternative of acceptedAlternatives(answer)) {
      if (!allowed.includes(alternative)) problems.push(`Question ${n}: answer "${alternative}" is not ${description}`);
    }
  }
  return problems;
}

/** "one of the <what> (A, B, C)", naming the keys an answer may take. */
export function oneOf(what: string, keys: readonly string[]): string {
  return `one of the ${what} (${keys.length > 0 ? keys.join(", ") : "none given"})`;
}

/** Problems for blanks whose {N} marker is missing from the text that should show them. */
export function blankMarkerProblems(
  context: TStructureContext,
  blankNumbers: readonly number[],
  texts: readonly string[],
): string[] {
  const joined = texts.join("\n");
  return blankNumbers
    .filter((n) => !joined.includes(`{${n}}`))
    .map((n) => `${sectionPrefix(context.index)}blank {${n}} does not appear in the text`);
}

/** Problems when a matching answer list spreads past the questions of the section. */
export function listOverflowProblems(context: TStructureContext, groups: readonly (readonly number[])[]): string[] {
  const problems: string[] = [];
  for (const group of groups) {
    const last = group[group.length - 1];
    if (last === undefined) continue;
    for (const n of group) {
      const length = context.listLengths.get(n);
      if (length !== undefined && n + length - 1 > last) {
        problems.push(
          `Question ${n}: the answer key lists ${length} answers but the question takes at most ${last - n + 1}`,
        );
      }
    }
  }
  return problems;
}
