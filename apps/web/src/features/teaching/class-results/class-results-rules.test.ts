import { describe, expect, it } from "vitest";
import type { TClassResults } from "./class-results.api";
import {
  accuracyOf,
  bandText,
  hasResults,
  heatLevel,
  heatRange,
  percentCorrect,
  trendPoints,
} from "./class-results-rules";

describe("the percent a cell shows", () => {
  it.each([
    [7, 10, 70],
    [2, 3, 67],
    [1, 3, 33],
    [0, 4, 0],
    [5, 5, 100],
    // One wrong answer in many is not "100%", nor one right answer "0%".
    [199, 200, 99],
    [1, 300, 1],
    [0, 0, null],
  ])("%i of %i right is %j", (correct, total, percent) => {
    expect(percentCorrect(correct, total)).toBe(percent);
  });
});

describe("the colour step of a percent is the legend's step its number falls in", () => {
  it.each([
    [0, 0],
    [19, 0],
    [20, 1],
    [39, 1],
    [40, 2],
    [59, 2],
    [60, 3],
    [79, 3],
    [80, 4],
    [100, 4],
  ] as const)("%i%% is step %i", (percent, level) => {
    expect(heatLevel(percent)).toBe(level);
    const { from, to } = heatRange(level);
    expect(percent).toBeGreaterThanOrEqual(from);
    expect(percent).toBeLessThanOrEqual(to);
  });
});

const learner = {
  email: "ana@school.org",
  name: "Ana",
  byType: [
    { questionType: "MULTIPLE_CHOICE" as const, correct: 3, total: 4 },
    { questionType: "MATCHING_HEADINGS" as const, correct: 0, total: 0 },
  ],
  bandTrend: [],
  testCount: 0,
};

describe("a learner's accuracy in a type", () => {
  it.each([
    ["MULTIPLE_CHOICE", { correct: 3, total: 4 }],
    ["MATCHING_HEADINGS", null],
    ["SENTENCE_COMPLETION", null],
  ] as const)("%s is %j", (type, accuracy) => {
    expect(accuracyOf(learner, type)).toStrictEqual(accuracy);
  });
});

describe("whether the class has results to show", () => {
  const band = { assignmentID: "AS-1", submittedAt: 1, band: 6 };
  const page = { learnerCount: 1, page: 1 };
  it.each<[string, TClassResults, boolean]>([
    ["no learners", { ...page, learnerCount: 0, questionTypes: [], learners: [] }, false],
    ["learners who submitted nothing", { ...page, questionTypes: [], learners: [{ ...learner, byType: [] }] }, false],
    ["a type met", { ...page, questionTypes: ["MULTIPLE_CHOICE"], learners: [learner] }, true],
    ["a band earned", { ...page, questionTypes: [], learners: [{ ...learner, byType: [], bandTrend: [band] }] }, true],
  ])("%s: %j", (_, results, shown) => {
    expect(hasResults(results)).toBe(shown);
  });
});

describe("a band trend's points", () => {
  it.each<[number[], [number, number][]]>([
    [[4.5], [[50, 50]]],
    [
      [0, 9],
      [
        [10, 90],
        [90, 10],
      ],
    ],
    [
      [9, 4.5, 0],
      [
        [10, 10],
        [50, 50],
        [90, 90],
      ],
    ],
  ])("%j in a 100 × 100 box", (bands, points) => {
    expect(trendPoints(bands, 100, 100, 10)).toStrictEqual(points);
  });

  it.each([
    [6, "6.0"],
    [6.5, "6.5"],
  ])("band %d reads %s", (band, text) => {
    expect(bandText(band)).toBe(text);
  });
});
