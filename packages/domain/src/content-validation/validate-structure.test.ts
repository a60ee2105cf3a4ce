import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, samplePractice } from "../testing/sample-practice";
import { problemText } from "./problem-text";
import { structuralProblems } from "./validate-structure";

/** Moves a practice to `level`, shifting blanks, answer keys and explanation keys by `shift`. */
function renumber(p: TReadingPractice, level: number, shift: number): void {
  p.level = level;
  const shiftMarkers = JSON.stringify(p.questionSections).replace(/\{(\d+)\}/g, (_, n) => `{${Number(n) + shift}}`);
  p.questionSections = JSON.parse(shiftMarkers) as TReadingPractice["questionSections"];
  for (const section of p.questionSections) {
    if ("blankNumbers" in section.content)
      section.content.blankNumbers = section.content.blankNumbers.map((n) => n + shift);
  }
  const move = (key: string) => key.replace(/\d+$/, (n) => String(Number(n) + shift));
  p.answers = Object.fromEntries(Object.entries(p.answers).map(([k, v]) => [move(k), v]));
  if (p.explanations) p.explanations = Object.fromEntries(Object.entries(p.explanations).map(([k, v]) => [move(k), v]));
}

describe("structuralProblems", () => {
  it.each([["the sample practice has none"]])("%s", () => {
    expect(structuralProblems(samplePractice())).toEqual([]);
  });

  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    ["a missing answer", (p) => delete p.answers.question_2, ["Question 2: the answer key has no answer"]],
    [
      "a blank answer counts as missing",
      (p) => (p.answers.question_23 = "  "),
      ["Question 23: the answer key has no answer"],
    ],
    [
      "an answer for a question no section asks",
      (p) => (p.answers.question_25 = "X"),
      ["Question 25: question_25 answers a question no section asks"],
    ],
    [
      "the same number under two key forms, with different answers",
      (p) => (p.answers.question_11 = "iv"),
      ["Question 11: answered by both question_11 and heading_11; question_11 is used"],
    ],
    [
      "the same answer under question_N and heading_N is no conflict (the spec's clients send both)",
      (p) => (p.answers.question_11 = p.answers.heading_11 as string),
      [],
    ],
    [
      "section-N-M keys answer question M",
      (p) => {
        delete p.answers.question_24;
        p.answers["section-12-24"] = "1291";
      },
      [],
    ],
    ["an explicit startNumber of 1 changes nothing", (p) => (p.startNumber = 1), []],
    ["level 2 with everything renumbered from 14", (p) => renumber(p, 2, 13), []],
    [
      "an explanation naming no paragraph",
      (p) => {
        if (p.explanations?.question_1) p.explanations.question_1.paragraph = "D";
      },
      ['Explanation question_1: no paragraph has the hint "D"'],
    ],
    [
      "a quote not in its paragraph",
      (p) => {
        if (p.explanations?.question_24) p.explanations.question_24.paragraph = "A";
      },
      ['Explanation question_24: the quote "moved to Murano in 1291" is not in paragraph A'],
    ],
    [
      "a quote must match verbatim (case)",
      (p) => {
        if (p.explanations?.question_1) p.explanations.question_1.quote = "First made in Mesopotamia";
      },
      ['Explanation question_1: the quote "First made in Mesopotamia" is not in paragraph A'],
    ],
    [
      "an empty quote",
      (p) => {
        if (p.explanations?.question_1) p.explanations.question_1.quote = " ";
      },
      ["Explanation question_1: the quote is empty"],
    ],
    [
      "an explanation for an unanswered question",
      (p) => {
        if (p.explanations) p.explanations.question_30 = { paragraph: "A", quote: "Glass", note: "n" };
      },
      ["Explanation question_30: question 30 has no answer to explain"],
    ],
    ["no explanations at all", (p) => delete p.explanations, []],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
