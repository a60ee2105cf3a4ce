import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { identifyingWritersViewRules } from "./identifying-writers-view";

describe("identifying writer's view content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid", { statements: ["a"] }, []],
    ["no statements", { statements: [] }, ["Must have at least one statement"]],
    ["a blank statement", { statements: ["a", "\t"] }, ["Statement 2 cannot be empty"]],
  ])("%s", (_label, content, messages) => {
    expect(identifyingWritersViewRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

describe("identifying writer's view structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    [
      "TRUE in a YNNG section",
      (p) => (p.answers.question_7 = "TRUE"),
      ['Question 7: answer "TRUE" is not YES, NO or NOT GIVEN'],
    ],
    [
      "an alternative outside the set",
      (p) => (p.answers.question_8 = "NO|MAYBE"),
      ['Question 8: answer "MAYBE" is not YES, NO or NOT GIVEN'],
    ],
    ["NO is fine", (p) => (p.answers.question_7 = "NO"), []],
    [
      "one statement too many",
      (p) => sectionOfType(p, "IDENTIFYING_WRITERS_VIEW").content.statements.push("extra"),
      ["Question section 4: the section says 2 questions but has 3 statements"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
