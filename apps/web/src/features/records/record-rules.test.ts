import { describe, expect, it } from "vitest";
import { makeRecord } from "./record-fixtures";
import {
  accuracyTier,
  answerRows,
  applyFilters,
  bandColour,
  bandTier,
  computeStats,
  DEFAULT_FILTERS,
  formatBand,
  hasActiveFilters,
  joinPages,
  percent,
  remainingCount,
  splitDuration,
  weakestType,
} from "./record-rules";

const single = (id: string, title: string, correct: number, total: number, opts = {}) =>
  makeRecord(id, [{ id: `p-${id}`, title, correct, total }], opts);

describe("tiers", () => {
  it.each([
    [1, "excellent"],
    [0.9, "excellent"],
    [0.8999, "good"],
    [0.75, "good"],
    [0.7499, "average"],
    [0.6, "average"],
    [0.5999, "poor"],
    [0, "poor"],
  ])("accuracy %s is %s", (accuracy, tier) => expect(accuracyTier(accuracy)).toBe(tier));

  it.each([
    [9, "excellent"],
    [8.5, "excellent"],
    [8, "good"],
    [7, "good"],
    [6.5, "average"],
    [6, "average"],
    [5.5, "poor"],
  ])("band %s is %s", (band, tier) => expect(bandTier(band)).toBe(tier));

  it.each([
    [-1, "none"],
    [9, "green"],
    [8, "green"],
    [7.5, "blue"],
    [6.5, "blue"],
    [6, "amber"],
    [5, "amber"],
    [4.5, "red"],
    [0, "red"],
  ])("band %s has colour %s", (band, colour) => expect(bandColour(band)).toBe(colour));

  it("band and percent to one decimal; -1 is N/A", () => {
    expect(formatBand(7)).toBe("7.0");
    expect(formatBand(-1)).toBeNull();
    expect(percent(10 / 12)).toBe("83.3");
    expect(percent(1)).toBe("100.0");
  });
});

describe("duration", () => {
  it.each([
    [0, 0, 0],
    [59, 0, 59],
    [60, 1, 0],
    [125, 2, 5],
    [3600, 60, 0],
    [-5, 0, 0],
    [61.9, 1, 1],
  ])("%s s is %s min %s s", (total, minutes, seconds) => expect(splitDuration(total)).toEqual({ minutes, seconds }));
});

describe("stats", () => {
  it("empty: the server's count and no averages", () => {
    expect(computeStats([], 0)).toEqual({
      totalTests: 0,
      averageAccuracy: null,
      bestAccuracy: null,
      correct: 0,
      questions: 0,
    });
  });
  it("averages record accuracies, keeps the best, sums correct over total", () => {
    const s = computeStats([single("TT-a", "A", 5, 10), single("TT-b", "B", 9, 10), single("TT-c", "C", 1, 4)], 30);
    expect(s.totalTests).toBe(30);
    expect(s.averageAccuracy).toBeCloseTo((0.5 + 0.9 + 0.25) / 3);
    expect(s.bestAccuracy).toBe(0.9);
    expect([s.correct, s.questions]).toEqual([15, 24]);
  });
});

describe("search, filter and sort", () => {
  const full = makeRecord(
    "MT-full",
    [
      { id: "p1", title: "The Ice House", correct: 10, total: 13 },
      { id: "p2", title: "Lichens", correct: 6, total: 13 },
      { id: "p3", title: "Memory", correct: 7, total: 14 },
    ],
    { start: 3000, elapsed: 3500, band: 6 },
  );
  const a = single("TT-a", "Geysers at work", 12, 13, { start: 1000, elapsed: 300 });
  const b = single("TT-b", "The pallet", 4, 13, { start: 2000, elapsed: 900 });
  const all = [b, full, a];

  it("date sort is newest first and the input is untouched", () => {
    expect(applyFilters(all, DEFAULT_FILTERS).map((r) => r.testTakerID)).toEqual(["MT-full", "TT-b", "TT-a"]);
    expect(all.map((r) => r.testTakerID)).toEqual(["TT-b", "MT-full", "TT-a"]);
  });
  it("score sort is best accuracy first; duration sort is longest first", () => {
    expect(applyFilters(all, { ...DEFAULT_FILTERS, sort: "score" }).map((r) => r.testTakerID)).toEqual([
      "TT-a",
      "MT-full",
      "TT-b",
    ]);
    expect(applyFilters(all, { ...DEFAULT_FILTERS, sort: "duration" }).map((r) => r.testTakerID)).toEqual([
      "MT-full",
      "TT-b",
      "TT-a",
    ]);
  });
  it("type filter: single or complete", () => {
    expect(applyFilters(all, { ...DEFAULT_FILTERS, type: "single" }).map((r) => r.testTakerID)).toEqual([
      "TT-b",
      "TT-a",
    ]);
    expect(applyFilters(all, { ...DEFAULT_FILTERS, type: "complete" }).map((r) => r.testTakerID)).toEqual(["MT-full"]);
  });
  it("search matches any passage title, case-insensitive and trimmed", () => {
    expect(applyFilters(all, { ...DEFAULT_FILTERS, search: "  lichENS " }).map((r) => r.testTakerID)).toEqual([
      "MT-full",
    ]);
    expect(applyFilters(all, { ...DEFAULT_FILTERS, search: "the" }).map((r) => r.testTakerID)).toEqual([
      "MT-full",
      "TT-b",
    ]);
    expect(applyFilters(all, { ...DEFAULT_FILTERS, search: "nothing like this" })).toEqual([]);
  });
  it("filters are active only when they differ from the defaults", () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, search: "  " })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, sort: "score" })).toBe(true);
  });
});

describe("pages", () => {
  const page1 = [single("TT-1", "A", 1, 2), single("TT-2", "B", 1, 2)];
  const page2 = [single("TT-3", "C", 1, 2)];
  it("joins the pages in order, with the newest page's total", () => {
    const first = joinPages([{ practiceRecord: page1, totalCnt: 3 }]);
    expect(first).toEqual({ records: page1, totalCnt: 3 });
    expect(remainingCount(first)).toBe(1);
    const second = joinPages([
      { practiceRecord: page1, totalCnt: 3 },
      { practiceRecord: page2, totalCnt: 3 },
    ]);
    expect(second.records.map((r) => r.testTakerID)).toEqual(["TT-1", "TT-2", "TT-3"]);
    expect(remainingCount(second)).toBe(0);
    expect(joinPages([])).toEqual({ records: [], totalCnt: 0 });
  });
  it("a record that slid onto the next page (a new attempt meanwhile) is not shown twice", () => {
    const next = joinPages([
      { practiceRecord: page1, totalCnt: 4 },
      { practiceRecord: [page1[1]!, ...page2], totalCnt: 4 },
    ]);
    expect(next.records.map((r) => r.testTakerID)).toEqual(["TT-1", "TT-2", "TT-3"]);
  });
});

describe("answers and insight", () => {
  it("answer rows in question order; correctTable decides, else equality; blank is wrong", () => {
    const info = {
      id: "p",
      title: "t",
      correctCnt: 1,
      accuracy: 0.5,
      standardAnswers: { "10": "B", "2": "colour" },
      userAnswers: { "2": "color" },
      correctTable: { "2": true },
    };
    expect(answerRows(info)).toEqual([
      { number: 2, yours: "color", key: "colour", correct: true },
      { number: 10, yours: "", key: "B", correct: false },
    ]);
    const { correctTable: _, ...noTable } = info;
    expect(answerRows({ ...noTable, userAnswers: { "2": "colour", "10": "" } }).map((r) => r.correct)).toEqual([
      true,
      false,
    ]);
  });
  it("weakest type: lowest accuracy with at least 3 answers, none when all are perfect", () => {
    expect(
      weakestType([
        { questionType: "MULTIPLE_CHOICE", correct: 0, total: 2 },
        { questionType: "MATCHING_HEADINGS", correct: 2, total: 5 },
        { questionType: "SENTENCE_COMPLETION", correct: 1, total: 3 },
      ])?.questionType,
    ).toBe("SENTENCE_COMPLETION");
    expect(weakestType([{ questionType: "MULTIPLE_CHOICE", correct: 4, total: 4 }])).toBeNull();
    expect(weakestType([])).toBeNull();
  });
});
