import { describe, expect, it } from "vitest";
import { fitsWordLimit, wordLimitOf } from "./word-limit";

describe("wordLimitOf", () => {
  it.each([
    ["Choose ONE WORD ONLY from the passage for each answer.", { words: 1, number: false }],
    ["Write ONE WORD AND/OR A NUMBER for each answer.", { words: 1, number: true }],
    ["Choose NO MORE THAN TWO WORDS from the passage.", { words: 2, number: false }],
    ["Choose NO MORE THAN TWO WORDS AND/OR A NUMBER from the passage.", { words: 2, number: true }],
    ["Choose NO MORE THAN THREE WORDS from the passage.", { words: 3, number: false }],
    ["Write NO MORE THAN THREE WORDS AND/OR A NUMBER for each answer.", { words: 3, number: true }],
    ["Choose the correct letter, A, B, C or D.", undefined],
    ["choose no more than two words", undefined],
  ])("reads %j", (instruction, limit) => {
    expect(wordLimitOf(instruction)).toEqual(limit);
  });
});

describe("fitsWordLimit", () => {
  const one = { words: 1, number: false };
  const oneAndNumber = { words: 1, number: true };
  const two = { words: 2, number: false };
  const twoAndNumber = { words: 2, number: true };
  it.each([
    ["ice", one, true],
    ["  ice  ", one, true],
    ["crushed ice", one, false],
    ["1850", one, false],
    ["water-wheel", one, true],
    ["1850", oneAndNumber, true],
    ["1850 tonnes", oneAndNumber, true],
    ["1850 tonnes weekly", oneAndNumber, false],
    ["1850 1860", oneAndNumber, false],
    ["sulphur dioxide", two, true],
    ["bright orange lichen", two, false],
    ["42% of households", twoAndNumber, true],
    ["the 1850s", twoAndNumber, true],
    ["three large wooden boxes", twoAndNumber, false],
  ])("judges %j against %o as %s", (answer, limit, fits) => {
    expect(fitsWordLimit(answer, limit)).toBe(fits);
  });
});
