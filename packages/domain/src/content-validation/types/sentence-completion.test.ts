import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { sentenceCompletionRules } from "./sentence-completion";

describe("sentence completion content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid", { content: "a {1}", blankNumbers: [1] }, []],
    ["blank content", { content: "  ", blankNumbers: [1] }, ["Content cannot be empty"]],
    ["no blank numbers", { content: "a {1}", blankNumbers: [] }, ["Must have at least one blank number"]],
    ["nothing", {}, ["Content cannot be empty", "Must have at least one blank number"]],
  ])("%s", (_label, content, messages) => {
    expect(sentenceCompletionRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

const sentences = (p: TReadingPractice) => sectionOfType(p, "SENTENCE_COMPLETION").content;

describe("sentence completion structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    [
      "blank numbers out of sequence",
      (p) => (sentences(p).blankNumbers = [18, 19]),
      [
        "Question section 9: the blanks are numbered 18, 19 but the section's questions are 17, 18",
        "Question section 9: blank {19} does not appear in the text",
      ],
    ],
    [
      "a marker missing from the text",
      (p) => (sentences(p).content = "Glass could be tinted any colour.\nSand was dredged from the {18}."),
      ["Question section 9: blank {17} does not appear in the text"],
    ],
    [
      "with options, answers must be option letters",
      (p) => (sentences(p).options = { A: "colour", B: "lagoon" }),
      [
        'Question 17: answer "colour" is not one of the options (A, B)',
        'Question 17: answer "color" is not one of the options (A, B)',
        'Question 18: answer "lagoon" is not one of the options (A, B)',
      ],
    ],
    [
      "with options and letter answers",
      (p) => {
        sentences(p).options = { A: "colour", B: "lagoon" };
        p.answers.question_17 = "A";
        p.answers.question_18 = "B";
      },
      [],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
