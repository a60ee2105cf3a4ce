import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { matchingFeaturesRules } from "./matching-features";

describe("matching features content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid", { featureOptions: { A: "a" }, itemsToMatch: ["x"] }, []],
    ["no options", { featureOptions: {}, itemsToMatch: ["x"] }, ["Must have feature options"]],
    ["no items", { featureOptions: { A: "a" }, itemsToMatch: [] }, ["Must have items to match"]],
    ["nothing", {}, ["Must have feature options", "Must have items to match"]],
  ])("%s", (_label, content, messages) => {
    expect(matchingFeaturesRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

describe("matching features structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    [
      "an unknown letter",
      (p) => (p.answers.question_13 = "Z"),
      ['Question 13: answer "Z" is not one of the feature options (A, B, C)'],
    ],
    [
      "a lower-case letter",
      (p) => (p.answers.question_14 = "a"),
      ['Question 14: answer "a" is not one of the feature options (A, B, C)'],
    ],
    [
      "count mismatch",
      (p) => sectionOfType(p, "MATCHING_FEATURES").content.itemsToMatch.pop(),
      ["Question section 7: the section says 2 questions but has 1 item to match"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
