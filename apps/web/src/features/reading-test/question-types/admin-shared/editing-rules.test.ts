import { describe, expect, it } from "vitest";
import {
  formatAnswerList,
  formatBlankNumbers,
  formatLines,
  newMultipleChoiceQuestion,
  nextLetterKey,
  nextRomanKey,
  parseBlankNumbers,
  parseLines,
  sortByRoman,
  splitAnswerList,
} from "./editing-rules";

describe("parseBlankNumbers: comma-separated integers, non-numbers dropped", () => {
  it.each<[string, number[]]>([
    ["1, 2, 3", [1, 2, 3]],
    ["1,2,3", [1, 2, 3]],
    ["  7 ,8 , 9  ", [7, 8, 9]],
    ["1, x, 3", [1, 3]],
    ["1, 2.5, -3, 4a, 5", [1, 5]],
    ["", []],
    [", ,", []],
    ["14", [14]],
  ])("%j → %j", (text, numbers) => {
    expect(parseBlankNumbers(text)).toEqual(numbers);
  });

  it.each<[number[]]>([[[1, 2, 3]], [[27]], [[]]])("%j survives format → parse", (numbers) => {
    expect(parseBlankNumbers(formatBlankNumbers(numbers))).toEqual(numbers);
  });
});

describe("parseLines: one per line, blank lines dropped", () => {
  it.each<[string, string[]]>([
    ["a\nb\nc", ["a", "b", "c"]],
    ["a\n\nb\n  \n", ["a", "b"]],
    ["  spaced  \r\nwindows", ["spaced", "windows"]],
    ["", []],
    ["\n\n", []],
  ])("%j → %j", (text, lines) => {
    expect(parseLines(text)).toEqual(lines);
  });

  it("a list survives format → parse", () => {
    expect(parseLines(formatLines(["one", "two"]))).toEqual(["one", "two"]);
  });
});

describe("splitAnswerList: list answers split by comma and space", () => {
  it.each<[string, string[]]>([
    ["B, D", ["B", "D"]],
    ["B,D", ["B", "D"]],
    [" A ,  C , ", ["A", "C"]],
    ["A", ["A"]],
    ["", []],
  ])("%j → %j", (text, values) => {
    expect(splitAnswerList(text)).toEqual(values);
  });

  it("a list survives format → split", () => {
    expect(splitAnswerList(formatAnswerList(["B", "D"]))).toEqual(["B", "D"]);
  });
});

describe("nextLetterKey: the next word-bank letter", () => {
  it.each<[string[], string | null]>([
    [[], "A"],
    [["A"], "B"],
    [["A", "B", "C"], "D"],
    [["A", "C"], "D"],
    [["C", "A"], "D"],
    [["B"], "C"],
    [["Y"], "Z"],
    [["Z"], null],
    [["a", "1"], "A"],
  ])("%j → %s", (keys, next) => {
    expect(nextLetterKey(keys)).toBe(next);
  });
});

describe("newMultipleChoiceQuestion", () => {
  it("starts with empty text and empty options A to D", () => {
    expect(newMultipleChoiceQuestion()).toEqual({ question: "", options: { A: "", B: "", C: "", D: "" } });
    expect(Object.keys(newMultipleChoiceQuestion().options)).toEqual(["A", "B", "C", "D"]);
  });

  it("gives a fresh object each time", () => {
    expect(newMultipleChoiceQuestion()).not.toBe(newMultipleChoiceQuestion());
  });
});

describe("sortByRoman: headings in roman numeral order", () => {
  it.each<[string[], string[]]>([
    [
      ["iii", "i", "ii"],
      ["i", "ii", "iii"],
    ],
    [
      ["x", "ix", "v", "iv", "vi"],
      ["iv", "v", "vi", "ix", "x"],
    ],
    [
      ["viii", "vii", "i"],
      ["i", "vii", "viii"],
    ],
    [
      ["IV", "ii"],
      ["ii", "IV"],
    ],
    [
      ["zz", "ii", "aa"],
      ["ii", "aa", "zz"],
    ],
    [[], []],
  ])("%j → %j", (keys, sorted) => {
    const input = keys.map((key) => ({ key, text: key }));
    expect(sortByRoman(input).map((e) => e.key)).toEqual(sorted);
    expect(input.map((e) => e.key)).toEqual(keys);
  });
});

describe("nextRomanKey", () => {
  it.each<[string[], string | null]>([
    [[], "i"],
    [["i"], "ii"],
    [["i", "ii", "iii"], "iv"],
    [["ix"], "x"],
    [["i", "iii"], "iv"],
    [["xv"], null],
  ])("%j → %s", (keys, next) => {
    expect(nextRomanKey(keys)).toBe(next);
  });
});
