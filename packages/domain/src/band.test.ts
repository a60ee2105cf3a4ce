import { describe, expect, it } from "vitest";
import { ACADEMIC_READING_BANDS, BAND_TABLES, bandForScore, NO_BAND, scaleToForty } from "./band";

describe("bandForScore on a 40-question test", () => {
  it.each([
    [40, 9],
    [39, 9],
    [38, 8.5],
    [37, 8.5],
    [36, 8],
    [35, 8],
    [34, 7.5],
    [33, 7.5],
    [32, 7],
    [30, 7],
    [29, 6.5],
    [27, 6.5],
    [26, 6],
    [23, 6],
    [22, 5.5],
    [19, 5.5],
    [18, 5],
    [15, 5],
    [14, 4.5],
    [13, 4.5],
    [12, 4],
    [10, 4],
    [9, 3.5],
    [8, 3.5],
    [7, 3],
    [6, 3],
    [5, 2.5],
    [4, 2.5],
    [3, 0],
    [0, 0],
  ])("%i correct → band %d", (correct, band) => {
    expect(bandForScore(correct, 40)).toBe(band);
  });
});

describe("bandForScore scales other lengths to 40", () => {
  it.each([
    // 13 questions (one passage): 40/13 ≈ 3.077 per answer
    [13, 13, 9], // 40
    [12, 13, 8.5], // 36.92 → 37
    [10, 13, 7], // 30.77 → 31
    [9, 13, 6.5], // 27.69 → 28
    [7, 13, 5.5], // 21.54 → 22
    [5, 13, 5], // 15.38 → 15
    [4, 13, 4], // 12.31 → 12
    [1, 13, 0], // 3.08 → 3
    [2, 13, 3], // 6.15 → 6
    [0, 13, 0],
    [14, 14, 9],
    [7, 14, 5.5], // 20
    [1, 16, 0], // 2.5 rounds to 3 → 0
    [2, 16, 2.5], // 5
    [27, 80, 4.5], // 13.5 rounds half up to 14
    [23, 80, 4], // 11.5 → 12
  ])("%i of %i → band %d", (correct, total, band) => {
    expect(bandForScore(correct, total)).toBe(band);
  });
});

describe("bandForScore without a score", () => {
  it.each([
    [0, 0],
    [5, 0],
    [3, -2],
    [Number.NaN, 40],
    [3, Number.POSITIVE_INFINITY],
  ])("%d of %d → N/A", (correct, total) => {
    expect(bandForScore(correct, total)).toBe(NO_BAND);
  });

  it.each([
    [-3, 40, 0],
    [45, 40, 9],
  ])("clamps %d of %d to the table (band %d)", (correct, total, band) => {
    expect(bandForScore(correct, total)).toBe(band);
  });
});

describe("scaleToForty", () => {
  it.each([
    [12, 13, 37],
    [1, 16, 3],
    [20, 40, 20],
    [1, 3, 13],
    [2, 3, 27],
  ])("%i of %i → %i of 40", (correct, total, raw) => {
    expect(scaleToForty(correct, total)).toBe(raw);
  });
});

describe("band tables", () => {
  it.each(Object.entries(BAND_TABLES))("%s covers 0..40 exactly once", (_name, table) => {
    for (let raw = 0; raw <= 40; raw++) {
      expect(table.filter((r) => raw >= r.from && raw <= r.to)).toHaveLength(1);
    }
  });

  it("academic bands never fall as the score rises", () => {
    const bands = Array.from({ length: 41 }, (_, raw) => bandForScore(raw, 40, ACADEMIC_READING_BANDS));
    expect(bands).toEqual([...bands].sort((a, b) => a - b));
  });
});
