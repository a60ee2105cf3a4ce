import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { describe, expect, it } from "vitest";
import {
  answerChoiceProblems,
  blankMarkerProblems,
  countProblems,
  listOverflowProblems,
  type TStructureContext,
} from "./rules";

const context = (answers: [number, string][] = [], lists: [number, number][] = []): TStructureContext => ({
  index: 2,
  numbers: [5, 6, 7],
  answers: new Map(answers),
  listLengths: new Map(lists),
  paragraphCount: 4,
});

describe("countProblems", () => {
  it.each<[number, number, TContentProblem[]]>([
    [3, 3, []],
    [3, 2, [{ code: "countMismatch", section: 2, declared: 3, held: 2, counted: "statements" }]],
    [1, 4, [{ code: "countMismatch", section: 2, declared: 1, held: 4, counted: "statements" }]],
  ])("%i questions, %i statements", (declared, held, problems) => {
    expect(countProblems(context(), declared, held, "statements")).toEqual(problems);
  });
});

const notAllowed = (question: number, value: string): TContentProblem => ({
  code: "answerNotAllowed",
  question,
  value,
  choices: "options",
  keys: ["A", "B"],
});

describe("answerChoiceProblems", () => {
  it.each<[string, [number, string][], TContentProblem[]]>([
    [
      "all allowed",
      [
        [5, "A"],
        [6, "B"],
      ],
      [],
    ],
    ["unanswered numbers are skipped", [], []],
    ["one outside", [[6, "Z"]], [notAllowed(6, "Z")]],
    ["each alternative is checked", [[7, "A|Q"]], [notAllowed(7, "Q")]],
    ["numbers outside the list are ignored", [[9, "Z"]], []],
  ])("%s", (_label, answers, problems) => {
    expect(answerChoiceProblems(context(answers), [5, 6, 7], ["A", "B"], "options")).toEqual(problems);
  });
});

describe("blankMarkerProblems", () => {
  const missing = (blank: number): TContentProblem => ({ code: "blankMissing", section: 2, blank });
  it.each<[number[], string[], TContentProblem[]]>([
    [[5, 6], ["a {5} b", "c {6}"], []],
    [[5, 6], ["a {5} b {6}"], []],
    [[5, 6], ["a {5}"], [missing(6)]],
    [[15], ["a {1}5"], [missing(15)]],
    [[5], [], [missing(5)]],
  ])("blanks %j in %j", (blanks, texts, problems) => {
    expect(blankMarkerProblems(context(), blanks, texts)).toEqual(problems);
  });
});

describe("listOverflowProblems", () => {
  it.each<[string, [number, number][], number[][], TContentProblem[]]>([
    ["no lists", [], [[5], [6]], []],
    ["a list that fits", [[5, 2]], [[5, 6], [7]], []],
    ["a list that spills", [[5, 3]], [[5, 6], [7]], [{ code: "listTooLong", question: 5, listed: 3, most: 2 }]],
    ["a list starting mid-group", [[6, 2]], [[5, 6], [7]], [{ code: "listTooLong", question: 6, listed: 2, most: 1 }]],
    ["an empty group", [[5, 2]], [[]], []],
  ])("%s", (_label, lists, groups, problems) => {
    expect(listOverflowProblems(context([], lists), groups)).toEqual(problems);
  });
});
