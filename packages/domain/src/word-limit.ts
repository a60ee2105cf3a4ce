import type { TContentProblem } from "@bandcraft/contract/content-problems";
import type { TQuestionSection } from "@bandcraft/contract/question-types/index";
import { acceptedAlternatives } from "./answer-key";

/** A free-text answer's limit as an instruction states it: N words, and whether a number may come too. */
export type TWordLimit = { words: number; number: boolean };

const WORD_NUMERALS: Readonly<Record<string, number>> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };

// "ONE WORD ONLY", "ONE WORD AND/OR A NUMBER", "NO MORE THAN TWO WORDS (AND/OR A NUMBER)".
const LIMIT_PATTERN = /\b(?:NO MORE THAN )?(ONE|TWO|THREE|FOUR|FIVE) WORDS?( AND\/OR A NUMBER)?\b/;

/** The word limit an instruction states (the real tests write it in capitals), or undefined. */
export function wordLimitOf(instruction: string): TWordLimit | undefined {
  const match = LIMIT_PATTERN.exec(instruction);
  if (!match) return undefined;
  return { words: WORD_NUMERALS[match[1] ?? ""] ?? 0, number: match[2] !== undefined };
}

/** A token that is a number in the test's sense: 1850, 42%, 3.5, 1,200, 9:30, 1850s. */
const isNumberToken = (token: string) => /^[$£€]?\d[\d.,:/%]*(s|st|nd|rd|th|km|m|kg|g|cm|mm)?$/i.test(token);

/** Whether one answer fits the limit: at most N words, and one number only where the limit allows it. */
export function fitsWordLimit(answer: string, limit: TWordLimit): boolean {
  const tokens = answer
    .trim()
    .split(/\s+/)
    .filter((t) => t !== "");
  const numbers = tokens.filter(isNumberToken).length;
  return numbers <= (limit.number ? 1 : 0) && tokens.length - numbers <= limit.words;
}

/** Whether a section's answers are free text from the passage (rather than letters or fixed values). */
export function isFreeTextSection(section: TQuestionSection): boolean {
  switch (section.questionType) {
    case "SHORT_ANSWER_QUESTIONS":
      return true;
    case "SENTENCE_COMPLETION":
      return section.content.options === undefined || Object.keys(section.content.options).length === 0;
    case "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION":
    case "DIAGRAM_LABEL_COMPLETION":
      return section.content.wordBank === undefined || Object.keys(section.content.wordBank).length === 0;
    default:
      return false;
  }
}

/**
 * Problems with a free-text section's limit: every accepted alternative of every answer must respect the limit
 * its instruction states; with `limitRequired` (our own bank's rule) the instruction must state one.
 */
export function wordLimitProblems(
  section: TQuestionSection,
  answersByNumber: ReadonlyMap<number, string>,
  numbers: readonly number[],
  { limitRequired = true }: { limitRequired?: boolean } = {},
): TContentProblem[] {
  if (!isFreeTextSection(section)) return [];
  const limit = wordLimitOf(section.instruction);
  if (!limit) return limitRequired ? [{ code: "noWordLimit", title: section.title }] : [];
  const problems: TContentProblem[] = [];
  for (const question of numbers) {
    for (const value of acceptedAlternatives(answersByNumber.get(question) ?? "")) {
      if (!fitsWordLimit(value, limit)) {
        problems.push({ code: "wordLimit", question, value, words: limit.words, number: limit.number });
      }
    }
  }
  return problems;
}
