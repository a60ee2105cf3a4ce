import type { TCriterionBands } from "@bandcraft/contract/marking";

/**
 * The overall Writing band as IELTS computes it: the mean of the four criterion bands, rounded to the nearest
 * half band, with a quarter rounding up (6.25 → 6.5, 6.75 → 7). Criterion bands are whole or half bands, so the
 * mean is a multiple of 0.125 and exact in binary: doubling and rounding never meets a representation error.
 */
export function overallBand(bands: TCriterionBands): number {
  const mean = (bands.task + bands.coherence + bands.lexical + bands.grammar) / 4;
  return Math.round(mean * 2) / 2;
}

/** The first criterion's name depends on the task: Task 1 is judged on Achievement, Task 2 on Response. */
export function taskCriterionOf(part: 1 | 2): "taskAchievement" | "taskResponse" {
  return part === 1 ? "taskAchievement" : "taskResponse";
}

/** The bands a teacher may give: 0 to 9 in half bands, highest first (the order a marking form lists them). */
export const CRITERION_BAND_CHOICES: readonly number[] = Array.from({ length: 19 }, (_, i) => 9 - i / 2);
