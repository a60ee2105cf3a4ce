import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { QUESTION_TYPES } from "@bandcraft/contract/question-types/index";
import { describe, expect, it } from "vitest";
import { contentProblems, isQuestionType, QUESTION_TYPE_RULES } from "./registry";

describe("QUESTION_TYPE_RULES", () => {
  it.each(QUESTION_TYPES.map((t) => [t]))("registers %s", (type) => {
    expect(QUESTION_TYPE_RULES[type]).toBeDefined();
  });

  it.each([["registers exactly the contract's eleven types"]])("%s", () => {
    expect(Object.keys(QUESTION_TYPE_RULES).sort()).toEqual([...QUESTION_TYPES].sort());
  });
});

describe("isQuestionType", () => {
  it.each<[unknown, boolean]>([
    ["MULTIPLE_CHOICE", true],
    ["SHORT_ANSWER_QUESTIONS", true],
    ["multiple_choice", false],
    ["toString", false],
    ["", false],
    [undefined, false],
    [3, false],
  ])("%j → %s", (type, known) => {
    expect(isQuestionType(type)).toBe(known);
  });
});

describe("contentProblems", () => {
  it.each<[unknown, unknown, TContentProblem[]]>([
    ["NOT_A_TYPE", {}, [{ code: "unknownQuestionType", section: 3 }]],
    ["constructor", {}, [{ code: "unknownQuestionType", section: 3 }]],
    ["SHORT_ANSWER_QUESTIONS", { questions: ["q"] }, []],
    ["SHORT_ANSWER_QUESTIONS", null, [{ code: "noQuestions", section: 3 }]],
    ["SHORT_ANSWER_QUESTIONS", [], [{ code: "noQuestions", section: 3 }]],
  ])("%s with %j, in section 3", (type, content, problems) => {
    expect(contentProblems(type, content, 3)).toEqual(problems);
  });
});
