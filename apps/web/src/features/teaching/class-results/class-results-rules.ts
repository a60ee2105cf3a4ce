import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TClassLearnerResults } from "@bandcraft/contract/results";
import type { TClassResults } from "./class-results.api";

/** The heat map's colour steps, weakest (0) to strongest (4), each 20 percentage points wide. */
export const HEAT_LEVELS = [0, 1, 2, 3, 4] as const;
export type THeatLevel = (typeof HEAT_LEVELS)[number];

/** The percent range of each step, as the legend names it. */
export const heatRange = (level: THeatLevel) => ({ from: level * 20, to: level === 4 ? 100 : level * 20 + 19 });

/**
 * The whole percent of answers right, or null with no questions. Rounded, except that a single wrong answer
 * never reads 100 and a single right one never reads 0: a teacher takes "100%" at its word.
 */
export function percentCorrect(correct: number, total: number): number | null {
  if (total <= 0) return null;
  const rounded = Math.round((correct / total) * 100);
  if (correct < total && rounded === 100) return 99;
  if (correct > 0 && rounded === 0) return 1;
  return rounded;
}

/** The colour step of a percent: the same one its number falls in on the legend. */
export function heatLevel(percent: number): THeatLevel {
  return Math.min(4, Math.max(0, Math.floor(percent / 20))) as THeatLevel;
}

/** One learner's answers of one question type; null when they met none. */
export function accuracyOf(
  learner: TClassLearnerResults,
  questionType: TQuestionType,
): { correct: number; total: number } | null {
  const found = learner.byType.find((entry) => entry.questionType === questionType);
  return found && found.total > 0 ? { correct: found.correct, total: found.total } : null;
}

/** Whether anything was submitted: a question type met or a band earned (else the tab says "No results yet"). */
export function hasResults(results: TClassResults): boolean {
  return results.questionTypes.length > 0 || results.learners.some((learner) => learner.bandTrend.length > 0);
}

/** How a learner is named on the screen: their name, else their e-mail. */
export const learnerLabel = (learner: Pick<TClassLearnerResults, "email" | "name">) => learner.name || learner.email;

/** The highest band, the top of every trend's scale, so two learners' lines compare at a glance. */
const MAX_BAND = 9;

/**
 * The points of a band trend drawn in a `width` × `height` box (inset by `pad`): evenly spaced by test, oldest
 * at the left, band 0 at the bottom and 9 at the top; a single band sits in the middle.
 */
export function trendPoints(bands: readonly number[], width: number, height: number, pad: number): [number, number][] {
  const innerW = width - 2 * pad;
  const innerH = height - 2 * pad;
  return bands.map((band, i) => {
    const x = bands.length === 1 ? width / 2 : pad + (i * innerW) / (bands.length - 1);
    const y = pad + innerH - (Math.min(MAX_BAND, Math.max(0, band)) / MAX_BAND) * innerH;
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
  });
}

/** A band as results show it, to one decimal (6 → "6.0"). */
export const bandText = (band: number) => band.toFixed(1);
