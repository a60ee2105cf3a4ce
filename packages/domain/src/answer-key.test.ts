import { describe, expect, it } from "vitest";
import {
  acceptedAlternatives,
  answerKeyEntries,
  answerKeyNumber,
  displayAnswerKey,
  expandAnswerKey,
  type TAnswerKeyInput,
} from "./answer-key";

describe("answerKeyNumber", () => {
  it.each<[string, number | null]>([
    ["question_1", 1],
    ["question_40", 40],
    ["heading_14", 14],
    ["section-2-15", 15],
    ["section-1-3", 3],
    ["question_", null],
    ["question-5", null],
    ["Question_5", null],
    ["answer_5", null],
    ["section-2", null],
    ["question_5x", null],
  ])("%s → %s", (key, n) => {
    expect(answerKeyNumber(key)).toBe(n);
  });
});

describe("expandAnswerKey", () => {
  it.each<[string, TAnswerKeyInput, [number, string][]]>([
    ["empty", {}, []],
    [
      "single answers",
      { question_1: "A", question_2: "river" },
      [
        [1, "A"],
        [2, "river"],
      ],
    ],
    ["values are trimmed", { question_3: "  TRUE " }, [[3, "TRUE"]]],
    ["blank answers are dropped", { question_3: "  ", question_4: "" }, []],
    [
      "heading keys",
      { heading_14: "iv", heading_15: "ii" },
      [
        [14, "iv"],
        [15, "ii"],
      ],
    ],
    ["section keys read as global numbers", { "section-2-15": "B" }, [[15, "B"]]],
    [
      "a list spreads over consecutive numbers",
      { question_21: ["B", "D"] },
      [
        [21, "B"],
        [22, "D"],
      ],
    ],
    [
      "blank list entries are dropped before spreading",
      { question_5: ["", "A", " ", "C"] },
      [
        [5, "A"],
        [6, "C"],
      ],
    ],
    ["an empty list gives nothing", { question_5: [] }, []],
    ["unknown keys are ignored", { answer_1: "A", question_2: "B" }, [[2, "B"]]],
    ["question_ wins over heading_", { heading_3: "ii", question_3: "iv" }, [[3, "iv"]]],
    ["heading_ wins over section-", { "section-1-3": "i", heading_3: "ii" }, [[3, "ii"]]],
    [
      "an explicit key beats a list spilling onto it",
      { question_6: "X", question_5: ["A", "B"] },
      [
        [5, "A"],
        [6, "X"],
      ],
    ],
    [
      "a list's first entry is explicit too",
      { question_5: ["A", "B"], question_4: ["C", "D"] },
      [
        [4, "C"],
        [5, "A"],
        [6, "B"],
      ],
    ],
    [
      "a question_ spill beats a heading_ key",
      { heading_6: "ii", question_5: ["A", "B"] },
      [
        [5, "A"],
        [6, "B"],
      ],
    ],
    ["alternatives are kept whole", { question_1: "colour|color" }, [[1, "colour|color"]]],
  ])("%s", (_label, answers, expected) => {
    expect([...expandAnswerKey(answers)].sort((a, b) => a[0] - b[0])).toEqual(expected);
  });
});

describe("answerKeyEntries", () => {
  it.each<[string, TAnswerKeyInput, { number: number; value: string; key: string }[]]>([
    [
      "keeps duplicates so they can be reported",
      { question_5: ["A", "B"], question_6: "X" },
      [
        { number: 5, value: "A", key: "question_5" },
        { number: 6, value: "X", key: "question_6" },
        { number: 6, value: "B", key: "question_5" },
      ],
    ],
    [
      "orders by key form, then number",
      { "section-1-1": "S", heading_2: "ii", question_9: "Q" },
      [
        { number: 9, value: "Q", key: "question_9" },
        { number: 2, value: "ii", key: "heading_2" },
        { number: 1, value: "S", key: "section-1-1" },
      ],
    ],
  ])("%s", (_label, answers, expected) => {
    expect(answerKeyEntries(answers)).toEqual(expected);
  });
});

describe("acceptedAlternatives", () => {
  it.each<[string, string[]]>([
    ["colour", ["colour"]],
    ["colour|color", ["colour", "color"]],
    [" colour | color ", ["colour", "color"]],
    ["a||b|", ["a", "b"]],
    ["", []],
    ["  ", []],
    ["NOT GIVEN", ["NOT GIVEN"]],
  ])("%j → %j", (value, alternatives) => {
    expect(acceptedAlternatives(value)).toEqual(alternatives);
  });
});

describe("displayAnswerKey", () => {
  it.each([
    ["railway companies|railway", "railway companies / railway"],
    [" colour | color ", "colour / color"],
    ["TRUE", "TRUE"],
    ["a||b|", "a / b"],
    ["", ""],
  ])("%j reads %j", (value, shown) => {
    expect(displayAnswerKey(value)).toBe(shown);
  });
});
