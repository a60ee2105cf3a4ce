import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { headingKeys, matchingHeadingsRules } from "./matching-headings";

describe("matching headings content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["valid map", { headings: { i: "x" }, paragraphPositions: [0] }, []],
    ["valid list", { headings: [{ key: "i", text: "x" }], paragraphPositions: [0] }, []],
    ["no headings", { headings: {}, paragraphPositions: [0] }, ["Must have at least one heading"]],
    ["empty heading list", { headings: [], paragraphPositions: [0] }, ["Must have at least one heading"]],
    ["no positions", { headings: { i: "x" }, paragraphPositions: [] }, ["Must have at least one paragraph position"]],
    ["nothing", {}, ["Must have at least one heading", "Must have at least one paragraph position"]],
  ])("%s", (_label, content, messages) => {
    expect(matchingHeadingsRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

describe("headingKeys", () => {
  it.each<[Parameters<typeof headingKeys>[0], string[]]>([
    [{ i: "a", iii: "c" }, ["i", "iii"]],
    [
      [
        { key: "ii", text: "b" },
        { key: "iv", text: "d" },
      ],
      ["ii", "iv"],
    ],
    [{}, []],
  ])("%j → %j", (headings, keys) => {
    expect(headingKeys(headings)).toEqual(keys);
  });
});

const headings = (p: TReadingPractice) => sectionOfType(p, "MATCHING_HEADINGS").content;

describe("matching headings structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    [
      "an unknown numeral",
      (p) => (p.answers.heading_11 = "v"),
      ['Question 11: answer "v" is not one of the headings (i, ii, iii, iv)'],
    ],
    [
      "upper-case numerals are not keys",
      (p) => (p.answers.heading_11 = "II"),
      ['Question 11: answer "II" is not one of the headings (i, ii, iii, iv)'],
    ],
    [
      "headings given as a list",
      (p) =>
        (headings(p).headings = [
          { key: "ii", text: "x" },
          { key: "iii", text: "y" },
        ]),
      [],
    ],
    [
      "a position past the passage",
      (p) => (headings(p).paragraphPositions = [0, 3]),
      ["Question section 6: a heading is asked for paragraph 4, but the passage has 3 paragraphs"],
    ],
    [
      "the same paragraph twice",
      (p) => (headings(p).paragraphPositions = [1, 1]),
      ["Question section 6: paragraph 2 is asked for a heading more than once"],
    ],
    [
      "count mismatch",
      (p) => (headings(p).paragraphPositions = [0, 1, 2]),
      ["Question section 6: the section says 2 questions but has 3 paragraphs that need a heading"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
