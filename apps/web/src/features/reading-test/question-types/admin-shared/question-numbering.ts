import { multipleChoiceSpan } from "@bandcraft/domain/question-numbers";
import type { TFunction } from "i18next";

/** The question numbers one entry of a section's form stands for, from `from` to `to`. */
export type TEntryNumbers = { from: number; to: number };

/**
 * The numbers of the entry at `position` (from 0) in a section whose first question is `firstNumber`: the
 * author sees the exam's numbers (Questions 14–19 → 14…19), never positions counted from 1. An entry covers
 * `span` numbers (a "Choose TWO" question covers two).
 */
export function entryNumbers(firstNumber: number, position: number, span = 1): TEntryNumbers {
  const from = firstNumber + position * span;
  return { from, to: from + Math.max(1, span) - 1 };
}

/** How many numbers each question of a multiple-choice draft covers, as the learner's test numbers it. */
export function choiceSpan(allowMultiple: boolean | undefined, maxSelection: string): number {
  const max = /^\d+$/.test(maxSelection.trim()) ? Number(maxSelection.trim()) : 0;
  return multipleChoiceSpan({ allowMultiple, maxSelection: max >= 1 ? max : undefined });
}

/** "Question 14", or "Questions 14–15" for an entry that covers several numbers. */
export function entryLabel(t: TFunction, numbers: TEntryNumbers): string {
  return numbers.from === numbers.to
    ? t("admin.editor.form.questionN", { n: numbers.from })
    : t("admin.editor.sections.range", { from: numbers.from, to: numbers.to });
}
