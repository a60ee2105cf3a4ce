import { describe, expect, it } from "vitest";
import { movingAverageTtr } from "./lexical-variety";

const cycle = (types: number, length: number) => Array.from({ length }, (_, index) => `w${index % types}`);

describe("movingAverageTtr", () => {
  it.each([
    ["no words", [], 50, 0],
    ["one word", ["a"], 50, 1],
    ["fewer words than the window: plain type–token ratio", ["a", "a", "b", "b"], 50, 0.5],
    ["windows of 2 over a b a b", ["a", "b", "a", "b"], 2, 1],
    ["windows of 2 over a a b", ["a", "a", "b"], 2, 0.75],
    ["all different", cycle(100, 100), 50, 1],
    ["a 25-word cycle repeated over 250 words", cycle(25, 250), 50, 0.5],
  ])("%s → %f", (_, words, window, expected) => {
    expect(movingAverageTtr(words, window)).toBeCloseTo(expected, 10);
  });

  it("does not punish length: the same style scores alike at 100 and 1,000 words", () => {
    expect(movingAverageTtr(cycle(40, 1000))).toBeCloseTo(movingAverageTtr(cycle(40, 100)), 10);
  });
});
