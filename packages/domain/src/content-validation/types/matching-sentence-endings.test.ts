import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { matchingSentenceEndingsRules } from "./matching-sentence-endings";

describe("matching sentence endings content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid", { sentenceBeginnings: ["x"], endingOptions: { A: "a" } }, []],
    ["no beginnings", { sentenceBeginnings: [], endingOptions: { A: "a" } }, ["Must have sentence beginnings"]],
    ["no endings", { sentenceBeginnings: ["x"], endingOptions: {} }, ["Must have ending options"]],
    ["nothing", {}, ["Must have sentence beginnings", "Must have ending options"]],
  ])("%s", (_label, content, messages) => {
    expect(matchingSentenceEndingsRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

describe("matching sentence endings structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    [
      "an unknown ending",
      (p) => (p.answers.question_15 = "E"),
      ['Question 15: answer "E" is not one of the ending options (A, B, C, D)'],
    ],
    [
      "count mismatch",
      (p) => sectionOfType(p, "MATCHING_SENTENCE_ENDINGS").content.sentenceBeginnings.push("x"),
      ["Question section 8: the section says 2 questions but has 3 sentence beginnings"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
