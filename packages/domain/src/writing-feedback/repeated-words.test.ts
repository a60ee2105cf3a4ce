import { describe, expect, it } from "vitest";
import { parseEssay } from "./essay-text";
import { repeatedWords, repeatLimit } from "./repeated-words";

const filler = (count: number) => Array.from({ length: count }, (_, index) => `filler${index}`).join(" ");
const wordsOf = (text: string) => parseEssay(text).words;

describe("repeatedWords", () => {
  it.each([
    ["no text", "", []],
    ["four uses are within the limit", `technology technology technology technology ${filler(50)}`, []],
    [
      "five uses are too many",
      `technology technology technology technology technology ${filler(50)}`,
      [{ word: "technology", count: 5 }],
    ],
    [
      "inflections count together under the form the essay uses",
      `student students students student's students ${filler(50)}`,
      [{ word: "student", count: 5 }],
    ],
    ["function words are never counted", `the the the the the and and and and and ${filler(50)}`, []],
    ["numbers are no vocabulary", `2010 2010 2010 2010 2010 ${filler(50)}`, []],
    ["case does not matter", `Rail rail RAIL rail Rail ${filler(50)}`, [{ word: "rail", count: 5 }]],
  ])("%s", (_, text, expected) => {
    expect(repeatedWords(wordsOf(text))).toEqual(expected);
  });

  it.each([
    [0, 4],
    [250, 4],
    [350, 5],
    [1000, 15],
  ])("in %i words a content word may be used %i times", (words, limit) => {
    expect(repeatLimit(words)).toBe(limit);
  });
});
