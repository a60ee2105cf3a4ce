import { describe, expect, it } from "vitest";
import { changedSample, samplePractice, sectionOfType } from "../testing/sample-practice";
import { normaliseAnswerKey } from "./normalise-answers";
import { structuralProblems } from "./validate-structure";

const normalised = (
  answers: Record<string, string | string[]>,
  change: Parameters<typeof changedSample>[0] = () => {},
) =>
  normaliseAnswerKey(
    changedSample((p) => {
      change(p);
      Object.assign(p.answers, answers);
    }),
  );

describe("normaliseAnswerKey", () => {
  it("leaves the sample's key, already written as stored, unchanged", () => {
    expect(normaliseAnswerKey(samplePractice())).toEqual(samplePractice().answers);
  });

  it.each([
    [
      "a judgement in lower case",
      { question_5: "true", question_6: "not given" },
      { question_5: "TRUE", question_6: "NOT GIVEN" },
    ],
    ["a writer's-view judgement", { question_7: "Yes" }, { question_7: "YES" }],
    [
      "option letters, single and a Choose-TWO list",
      { question_1: "b", question_3: ["a", "d"] },
      { question_1: "B", question_3: ["A", "D"] },
    ],
    [
      "matching letters",
      { question_9: "c", question_13: "b", question_15: "d" },
      { question_9: "C", question_13: "B", question_15: "D" },
    ],
    [
      "roman heading numbers, under heading_N and question_N",
      { heading_11: "II", question_12: "Iii" },
      { heading_11: "ii", question_12: "iii" },
    ],
    ["word-bank letters", { question_19: "e" }, { question_19: "E" }],
    [
      "free text keeps its case",
      { question_17: "Colour|color", question_23: "MURANO" },
      { question_17: "Colour|color", question_23: "MURANO" },
    ],
    ["a section-S-N key", { "section-2-5": "false" }, { "section-2-5": "FALSE" }],
  ])("%s", (_name, answers, expected) => {
    expect(normalised(answers)).toMatchObject(expected);
  });

  it("a word bank that is an empty map is no word bank: its answers are free text, as written", () => {
    const answers = normalised({ question_19: "glass" }, (p) => {
      sectionOfType(p, "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION").content.wordBank = {};
    });
    expect(answers.question_19).toBe("glass");
  });
});

describe("an empty word bank or options map in the checks", () => {
  it.each([
    [
      "summary completion",
      (p: ReturnType<typeof samplePractice>) => {
        sectionOfType(p, "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION").content.wordBank = {};
        p.answers.question_19 = "furnace";
        p.answers.question_20 = "sand";
      },
    ],
    [
      "sentence completion",
      (p: ReturnType<typeof samplePractice>) => {
        sectionOfType(p, "SENTENCE_COMPLETION").content.options = {};
      },
    ],
  ])("%s: checked as free text, like one without", (_name, change) => {
    expect(structuralProblems(changedSample(change))).toEqual([]);
  });
});
