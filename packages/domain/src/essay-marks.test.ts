import { describe, expect, it } from "vitest";
import { CRITERION_BAND_CHOICES, overallBand, taskCriterionOf } from "./essay-marks";

describe("overallBand: the mean of the four criteria, to the nearest half band", () => {
  it.each([
    // task, coherence, lexical, grammar → overall
    [[6, 6, 6, 6], 6],
    [[6.5, 6.5, 6.5, 6.5], 6.5],
    [[6, 6, 6, 7], 6.5], // mean 6.25: a quarter rounds up to the half
    [[6, 7, 7, 7], 7], // mean 6.75: rounds up to the whole band
    [[6, 6, 6.5, 6], 6], // mean 6.125: nearer 6
    [[6, 6.5, 6.5, 6.5], 6.5], // mean 6.375: nearer 6.5
    [[6.5, 6.5, 7, 6.5], 6.5], // mean 6.625: nearer 6.5
    [[7, 7, 7, 6.5], 7], // mean 6.875: nearer 7
    [[5, 6, 7, 8], 6.5], // mean 6.5
    [[0, 0, 0, 0], 0],
    [[9, 9, 9, 9], 9],
    [[0, 0, 0, 0.5], 0], // mean 0.125
    [[9, 9, 9, 8.5], 9], // mean 8.875
  ] as const)("%j gives %d", ([task, coherence, lexical, grammar], overall) => {
    expect(overallBand({ task, coherence, lexical, grammar })).toBe(overall);
  });
});

describe("the marking form's choices", () => {
  it.each([
    [1, "taskAchievement"],
    [2, "taskResponse"],
  ] as const)("Task %d's first criterion is %s", (part, name) => {
    expect(taskCriterionOf(part)).toBe(name);
  });

  it("offers 9 down to 0 in half bands", () => {
    expect(CRITERION_BAND_CHOICES).toHaveLength(19);
    expect(CRITERION_BAND_CHOICES[0]).toBe(9);
    expect(CRITERION_BAND_CHOICES[1]).toBe(8.5);
    expect(CRITERION_BAND_CHOICES.at(-1)).toBe(0);
  });
});
