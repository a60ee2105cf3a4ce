import { describe, expect, it } from "vitest";
import { countWords } from "./word-count";

describe("countWords", () => {
  it.each([
    ["", 0],
    ["   ", 0],
    ["\n\t \n", 0],
    ["one", 1],
    ["  one  ", 1],
    ["two words", 2],
    ["tabs\tand\nnew lines", 4],
    ["many    spaces   between", 3],
    ["non\u00a0breaking space", 3],
    ["ideographic\u3000space", 2],
    ["well-known hyphenated word", 3],
    ["It's 2024, isn't it?", 4],
    ["line one\r\nline two\r\n", 4],
  ])("%j has %i words", (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});
