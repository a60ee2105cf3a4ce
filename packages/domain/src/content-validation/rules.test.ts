import { describe, expect, it } from "vitest";
import {
  answerChoiceProblems,
  blankMarkerProblems,
  countProblems,
  listOverflowProblems,
  oneOf,
  sectionPrefix,
  type TStructureContext,
} from "./rules";

const context = (answers: [number, string][] = [], lists: [number, number][] = []): TStructureContext => ({
  index: 2,
  numbers: [5, 6, 7],
  answers: new Map(answers),
  listLengths: new Map(lists),
  paragraphCount: 4,
});

describe("sectionPrefix and oneOf", () => {
  it.each<[string, string]>([
    [sectionPrefix(1), "Question section 1: "],
    [sectionPrefix(12), "Question section 12: "],
    [oneOf("options", ["A", "B"]), "one of the options (A, B)"],
    [oneOf("options", []), "one of the options (none given)"],
  ])("%j", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe("countProblems", () => {
  it.each<[number, number, string[]]>([
    [3, 3, []],
    [3, 2, ["Question section 2: questionNumber is 3 but it has 2 statements"]],
    [1, 4, ["Question section 2: questionNumber is 1 but it has 4 statements"]],
  ])("questionNumber %i, %i held", (questionNumber, held, problems) => {
    expect(countProblems(context(), questionNumber, held, "statements")).toEqual(problems);
  });
});

describe("answerChoiceProblems", () => {
  it.each<[string, [number, string][], string[]]>([
    [
      "all allowed",
      [
        [5, "A"],
        [6, "B"],
      ],
      [],
    ],
    ["unanswered numbers are skipped", [], []],
    ["one outside", [[6, "Z"]], ['Question 6: answer "Z" is not one of A or B']],
    ["each alternative is checked", [[7, "A|Q"]], ['Question 7: answer "Q" is not one of A or B']],
    ["numbers outside the list are ignored", [[9, "Z"]], []],
  ])("%s", (_label, answers, problems) => {
    expect(answerChoiceProblems(context(answers), [5, 6, 7], ["A", "B"], "one of A or B")).toEqual(problems);
  });
});

describe("blankMarkerProblems", () => {
  it.each<[number[], string[], string[]]>([
    [[5, 6], ["a {5} b", "c {6}"], []],
    [[5, 6], ["a {5} b {6}"], []],
    [[5, 6], ["a {5}"], ["Question section 2: blank {6} does not appear in the text"]],
    [[15], ["a {1}5"], ["Question section 2: blank {15} does not appear in the text"]],
    [[5], [], ["Question section 2: blank {5} does not appear in the text"]],
  ])("blanks %j in %j", (blanks, texts, problems) => {
    expect(blankMarkerProblems(context(), blanks, texts)).toEqual(problems);
  });
});

describe("listOverflowProblems", () => {
  it.each<[string, [number, number][], number[][], string[]]>([
    ["no lists", [], [[5], [6]], []],
    ["a list that fits", [[5, 2]], [[5, 6], [7]], []],
    [
      "a list that spills",
      [[5, 3]],
      [[5, 6], [7]],
      ["Question 5: the answer key lists 3 answers but the question takes at most 2"],
    ],
    [
      "a list starting mid-group",
      [[6, 2]],
      [[5, 6], [7]],
      ["Question 6: the answer key lists 2 answers but the question takes at most 1"],
    ],
    ["an empty group", [[5, 2]], [[]], []],
  ])("%s", (_label, lists, groups, problems) => {
    expect(listOverflowProblems(context([], lists), groups)).toEqual(problems);
  });
});
