import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { matchingInformationRules } from "./matching-information";

describe("matching information content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid", { statementsToMatch: ["s"], paragraphOptions: { A: "A" } }, []],
    [
      "no statements",
      { statementsToMatch: [], paragraphOptions: { A: "A" } },
      ["Must have at least one statement to match"],
    ],
    ["no options", { statementsToMatch: ["s"], paragraphOptions: {} }, ["Must have at least one paragraph option"]],
    ["nothing", {}, ["Must have at least one statement to match", "Must have at least one paragraph option"]],
  ])("%s", (_label, content, messages) => {
    expect(matchingInformationRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

describe("matching information structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    [
      "a letter past the options",
      (p) => (p.answers.question_9 = "D"),
      ['Question 9: answer "D" is not one of the paragraph options (A, B, C)'],
    ],
    [
      "a paragraph word",
      (p) => (p.answers.question_10 = "Paragraph A"),
      ['Question 10: answer "Paragraph A" is not one of the paragraph options (A, B, C)'],
    ],
    ["a repeat is allowed", (p) => (p.answers.question_10 = "C"), []],
    [
      "count mismatch",
      (p) => sectionOfType(p, "MATCHING_INFORMATION").content.statementsToMatch.push("x"),
      ["Question section 5: the section says 2 questions but has 3 statements to match"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
