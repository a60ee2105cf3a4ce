import type { TQuestionSection, TQuestionType, TSectionOf } from "@bandcraft/contract/question-types/index";
import type { TMultipleChoiceContent } from "@bandcraft/contract/question-types/multiple-choice";
import type { TReadingPractice } from "@bandcraft/contract/reading";

/** What numbering needs of a practice (a learner's copy without answers has it too). */
export type TNumberedPractice = Pick<TReadingPractice, "level" | "startNumber"> & {
  questionSections: readonly TQuestionSection[];
};

/** Where each part of a complete test starts numbering (parts hold 13, 13 and 14 questions). */
export const LEVEL_START_NUMBERS: Readonly<Record<number, number>> = { 1: 1, 2: 14, 3: 27 };

/** Question types whose content names its own question numbers in `blankNumbers`. */
export const BLANK_QUESTION_TYPES = [
  "SENTENCE_COMPLETION",
  "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION",
  "DIAGRAM_LABEL_COMPLETION",
] as const satisfies readonly TQuestionType[];
export type TBlankQuestionType = (typeof BLANK_QUESTION_TYPES)[number];

/** The multi-select limit assumed when a multi-select question names none. */
export const DEFAULT_MAX_SELECTION = 3;

/** True for sections whose content carries blankNumbers. */
export function isBlankSection(section: TQuestionSection): section is TSectionOf<TBlankQuestionType> {
  return (BLANK_QUESTION_TYPES as readonly string[]).includes(section.questionType);
}

/** The first global question number: practice.startNumber, else by level (1 → 1, 2 → 14, 3 → 27, other → 1). */
export function firstQuestionNumber(practice: Pick<TReadingPractice, "level" | "startNumber">): number {
  return practice.startNumber ?? LEVEL_START_NUMBERS[practice.level] ?? 1;
}

/** The sum of the sections' questionNumber: how many marks the practice is worth. */
export function totalQuestions(practice: { questionSections: readonly { questionNumber: number }[] }): number {
  return practice.questionSections.reduce((sum, section) => sum + section.questionNumber, 0);
}

/** Each section's numbers by position alone: consecutive from the first number, questionNumber each. */
export function sequentialSectionNumbers(practice: TNumberedPractice): number[][] {
  let next = firstQuestionNumber(practice);
  return practice.questionSections.map((section) => {
    const numbers = Array.from({ length: section.questionNumber }, (_, i) => next + i);
    next += section.questionNumber;
    return numbers;
  });
}

/**
 * Each section's global question numbers. Blank-based sections list their own blankNumbers (which
 * should equal the sequential range; structuralProblems reports when they do not); the running count
 * still advances by questionNumber so one bad section does not renumber the rest.
 */
export function sectionQuestionNumbers(practice: TNumberedPractice): number[][] {
  const sequential = sequentialSectionNumbers(practice);
  return practice.questionSections.map((section, i) =>
    isBlankSection(section) ? [...section.content.blankNumbers] : (sequential[i] ?? []),
  );
}

/** How many numbers one multiple-choice question covers: maxSelection when multi-select, else 1. */
export function multipleChoiceSpan(content: Pick<TMultipleChoiceContent, "allowMultiple" | "maxSelection">): number {
  return content.allowMultiple ? Math.max(1, content.maxSelection ?? DEFAULT_MAX_SELECTION) : 1;
}

/** Splits a multiple-choice section's numbers into one group per question (a "choose TWO" question gets two). */
export function multipleChoiceGroups(content: TMultipleChoiceContent, numbers: readonly number[]): number[][] {
  const span = multipleChoiceSpan(content);
  return content.questions.map((_, i) => numbers.slice(i * span, i * span + span));
}
