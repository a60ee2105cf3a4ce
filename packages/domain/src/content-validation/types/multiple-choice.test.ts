import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { multipleChoiceRules } from "./multiple-choice";

const options = { A: "a", B: "b" };

describe("multiple choice content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid", { questions: [{ question: "q", options }] }, []],
    ["no questions key", {}, ["Must have at least one question"]],
    ["an empty list", { questions: [] }, ["Must have at least one question"]],
    [
      "blank text and one option",
      {
        questions: [
          { question: "q", options },
          { question: " ", options: { A: "a" } },
        ],
      },
      ["Question 2: question text cannot be empty", "Question 2: must have at least 2 options"],
    ],
    ["options as a list count too", { questions: [{ question: "q", options: ["a", "b"] }] }, []],
    [
      "a question that is not an object",
      { questions: ["q"] },
      ["Question 1: question text cannot be empty", "Question 1: must have at least 2 options"],
    ],
  ])("%s", (_label, content, messages) => {
    expect(multipleChoiceRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

const single = (p: TReadingPractice) => sectionOfType(p, "MULTIPLE_CHOICE", 0);
const multi = (p: TReadingPractice) => sectionOfType(p, "MULTIPLE_CHOICE", 1);

describe("multiple choice structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    [
      "an answer that is not an option letter",
      (p) => (p.answers.question_2 = "E"),
      ['Question 2: answer "E" is not one of the options (A, B, C, D)'],
    ],
    [
      "a lower-case letter",
      (p) => (p.answers.question_1 = "b"),
      ['Question 1: answer "b" is not one of the options (A, B, C, D)'],
    ],
    [
      "a multi-select list longer than maxSelection",
      (p) => (p.answers.question_3 = ["A", "D", "E"]),
      [
        "Question 3: the answer key lists 3 answers but the question takes at most 2",
        "Question 5: answered by both question_5 and question_3; question_5 is used",
      ],
    ],
    [
      "a multi-select list with a letter twice",
      (p) => (p.answers.question_3 = ["A", "A"]),
      ['Question 3: answer "A" is listed more than once'],
    ],
    [
      "a multi-select answer outside the options",
      (p) => (p.answers.question_3 = ["A", "F"]),
      ['Question 4: answer "F" is not one of the options (A, B, C, D, E)'],
    ],
    [
      "a multi-select list too short",
      (p) => (p.answers.question_3 = ["A"]),
      ["Question 4: the answer key has no answer"],
    ],
    [
      "the same answers given one per number",
      (p) => {
        p.answers.question_3 = "A";
        p.answers.question_4 = "D";
      },
      [],
    ],
    [
      "a list on a single-answer question",
      (p) => (p.answers.question_2 = ["C", "D"]),
      [
        "Question 2: the answer key lists 2 answers but the question takes at most 1",
        "Question 3: answered by both question_3 and question_2; question_3 is used",
      ],
    ],
    [
      "questionNumber disagreeing with the questions",
      (p) => (multi(p).content.maxSelection = 3),
      ["Question section 2: the section says 2 questions but its 1 question covers 3"],
    ],
    [
      "maxSelection without allowMultiple",
      (p) => (single(p).content.maxSelection = 2),
      ["Question section 1: 2 letters per question are set, but several answers per question are not allowed"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
