import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { shortAnswerQuestionsRules } from "./short-answer-questions";

describe("short answer content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid", { questions: ["q"] }, []],
    ["no questions", { questions: [] }, ["Must have at least one question"]],
    ["missing", {}, ["Must have at least one question"]],
  ])("%s", (_label, content, messages) => {
    expect(shortAnswerQuestionsRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

describe("short answer structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    ["any text within the instruction's limit is fine", (p) => (p.answers.question_23 = "Murano island|Murano"), []],
    [
      "a key over the instruction's word limit is refused, alternative by alternative",
      (p) => (p.answers.question_23 = "the island of Murano|Murano"),
      ['Question 23: "the island of Murano" breaks the limit of 3 words and/or a number'],
    ],
    [
      "no limit stated: the editor does not ask for one (the bank's own checks do)",
      (p) => {
        sectionOfType(p, "SHORT_ANSWER_QUESTIONS").instruction = "Answer the questions.";
        p.answers.question_23 = "the island of Murano";
      },
      [],
    ],
    [
      "count mismatch",
      (p) => sectionOfType(p, "SHORT_ANSWER_QUESTIONS").content.questions.push("q"),
      ["Question section 12: the section says 2 questions but has 3 questions"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
