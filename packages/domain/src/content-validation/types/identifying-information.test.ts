import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { identifyingInformationRules, statementProblems } from "./identifying-information";

describe("identifying information content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid", { statements: ["a", "b"] }, []],
    ["no statements key", {}, ["Must have at least one statement"]],
    ["an empty list", { statements: [] }, ["Must have at least one statement"]],
    ["statements not a list", { statements: "a" }, ["Must have at least one statement"]],
    [
      "blank statements",
      { statements: ["a", " ", "", "d"] },
      ["Statement 2 cannot be empty", "Statement 3 cannot be empty"],
    ],
    ["a statement that is not text", { statements: [7] }, ["Statement 1 cannot be empty"]],
  ])("%s", (_label, content, messages) => {
    expect(identifyingInformationRules.content(content, 1).map(problemMessage)).toEqual(messages);
    expect(statementProblems(content, 1)).toEqual(identifyingInformationRules.content(content, 1));
  });
});

describe("identifying information structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    ["MAYBE", (p) => (p.answers.question_5 = "MAYBE"), ['Question 5: answer "MAYBE" is not TRUE, FALSE or NOT GIVEN']],
    [
      "lower case",
      (p) => (p.answers.question_5 = "true"),
      ['Question 5: answer "true" is not TRUE, FALSE or NOT GIVEN'],
    ],
    [
      "YES in a TFNG section",
      (p) => (p.answers.question_6 = "YES"),
      ['Question 6: answer "YES" is not TRUE, FALSE or NOT GIVEN'],
    ],
    ["NOT GIVEN is fine", (p) => (p.answers.question_5 = "NOT GIVEN"), []],
    [
      "one statement short",
      (p) => sectionOfType(p, "IDENTIFYING_INFORMATION").content.statements.pop(),
      ["Question section 3: the section says 2 questions but has 1 statement"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
