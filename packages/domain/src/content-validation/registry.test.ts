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
  it.each<[unknown, unknown, string[]]>([
    ["NOT_A_TYPE", {}, ["Unknown question type"]],
    ["constructor", {}, ["Unknown question type"]],
    ["SHORT_ANSWER_QUESTIONS", { questions: ["q"] }, []],
    ["SHORT_ANSWER_QUESTIONS", null, ["Must have at least one question"]],
    ["SHORT_ANSWER_QUESTIONS", [], ["Must have at least one question"]],
  ])("%s with %j", (type, content, messages) => {
    expect(contentProblems(type, content)).toEqual(messages);
  });
});
