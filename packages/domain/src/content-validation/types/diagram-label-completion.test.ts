import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { diagramLabelCompletionRules } from "./diagram-label-completion";

describe("diagram label completion content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid", { picURL: "d.svg", blankNumbers: [1] }, []],
    ["a list of images", { picURL: ["a.svg", "b.svg"], blankNumbers: [1] }, []],
    ["no picture", { blankNumbers: [1] }, ["Diagram must have images"]],
    ["a blank picture name", { picURL: " ", blankNumbers: [1] }, ["Diagram must have images"]],
    ["an empty image list", { picURL: [], blankNumbers: [1] }, ["Diagram must have images"]],
    ["no blanks", { picURL: "d.svg", blankNumbers: [] }, ["Must have at least one blank number"]],
  ])("%s", (_label, content, messages) => {
    expect(diagramLabelCompletionRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

const diagram = (p: TReadingPractice) => sectionOfType(p, "DIAGRAM_LABEL_COMPLETION").content;

describe("diagram label completion structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    ["free-text labels", () => {}, []],
    [
      "a word bank makes answers letters",
      (p) => (diagram(p).wordBank = { A: "bellows", B: "crucible" }),
      [
        'Question 21: answer "bellows" is not one of the word bank letters (A, B)',
        'Question 22: answer "crucible" is not one of the word bank letters (A, B)',
      ],
    ],
    [
      "blank numbers out of sequence",
      (p) => (diagram(p).blankNumbers = [21]),
      ["Question section 11: the blanks are numbered 21 but the section's questions are 21, 22"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
