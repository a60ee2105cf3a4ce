import { describe, expect, it } from "vitest";
import { byCodePoint, mean, percent, round, standardDeviation, tally } from "./statistics";

describe("statistics", () => {
  it.each([
    [[], 0, 0],
    [[5], 5, 0],
    [[4, 6], 5, 1],
    [[4, 6, 4, 6, 4, 6, 4, 6, 6, 4], 5, 1],
    [[2, 4, 4, 4, 5, 5, 7, 9], 5, 2],
  ])("%j has mean %f and standard deviation %f", (values, average, spread) => {
    expect(mean(values)).toBe(average);
    expect(standardDeviation(values)).toBe(spread);
  });

  it.each([
    [1, 3, 0, 33],
    [1, 3, 1, 33.3],
    [5, 0, 0, 0],
    [0, 0, 1, 0],
  ])("percent(%i, %i, %i) is %f", (part, whole, digits, expected) => {
    expect(percent(part, whole, digits)).toBe(expected);
  });

  it("rounds to a number of decimals", () => {
    expect(round(2.345, 1)).toBe(2.3);
    expect(round(2.5)).toBe(3);
  });

  it("tallies keys, most frequent first, ties in code-point order", () => {
    expect(tally(["b", "a", "b", "c", "a"])).toEqual([
      { key: "a", count: 2 },
      { key: "b", count: 2 },
      { key: "c", count: 1 },
    ]);
    expect(["b", "B", "a"].sort(byCodePoint)).toEqual(["B", "a", "b"]);
  });
});
