import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, sectionOfType } from "../../testing/sample-practice";
import { problemMessage, problemText } from "../problem-text";
import { structuralProblems } from "../validate-structure";
import { summaryCompletionRules } from "./summary-completion";

const blanks = { blankNumbers: [1] };

describe("summary / notes / table / flow-chart content", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["summary", { completionType: "summary", summary: { content: "a {1}" }, ...blanks }, []],
    [
      "blank summary",
      { completionType: "summary", summary: { content: " " }, ...blanks },
      ["Summary content cannot be empty"],
    ],
    [
      "summary body missing",
      { completionType: "summary", notes: { textContents: ["x"] }, ...blanks },
      ["Completion type mismatch"],
    ],
    [
      "summary body not an object",
      { completionType: "summary", summary: "a {1}", ...blanks },
      ["Completion type mismatch"],
    ],
    ["notes with text", { completionType: "notes", notes: { textContents: ["{1}"] }, ...blanks }, []],
    [
      "notes with only a picture",
      { completionType: "notes", notes: { textContents: [], picURL: "n.svg" }, ...blanks },
      [],
    ],
    [
      "empty notes",
      { completionType: "notes", notes: { textContents: ["", " "] }, ...blanks },
      ["Notes content cannot be empty"],
    ],
    ["table with headers", { completionType: "table", table: { headers: ["h"], rows: [] }, ...blanks }, []],
    ["table with rows", { completionType: "table", table: { headers: [], rows: [["{1}"]] }, ...blanks }, []],
    [
      "table with a picture",
      { completionType: "table", table: { headers: [], rows: [], picURL: "t.svg" }, ...blanks },
      [],
    ],
    [
      "empty table",
      { completionType: "table", table: { headers: [], rows: [] }, ...blanks },
      ["Table must have information"],
    ],
    ["flow chart picture", { completionType: "flow_chart", flowChart: { picURL: "f.svg" }, ...blanks }, []],
    ["flow chart steps", { completionType: "flow_chart", flowChart: { steps: ["{1}"] }, ...blanks }, []],
    [
      "empty flow chart",
      { completionType: "flow_chart", flowChart: { title: "t" }, ...blanks },
      ["Flowchart must have information"],
    ],
    [
      "flow chart under the wrong key",
      { completionType: "flow_chart", flow_chart: { picURL: "f.svg" }, ...blanks },
      ["Completion type mismatch"],
    ],
    [
      "unknown completion type",
      { completionType: "essay", summary: { content: "x" }, ...blanks },
      ["Unknown completion type"],
    ],
    ["no completion type", { summary: { content: "x" }, ...blanks }, ["Unknown completion type"]],
    [
      "no blank numbers",
      { completionType: "summary", summary: { content: "x" }, blankNumbers: [] },
      ["Must have at least one blank number"],
    ],
  ])("%s", (_label, content, messages) => {
    expect(summaryCompletionRules.content(content, 1).map(problemMessage)).toEqual(messages);
  });
});

const summary = (p: TReadingPractice) => sectionOfType(p, "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION").content;

describe("summary completion structure", () => {
  it.each<[string, (p: TReadingPractice) => void, string[]]>([
    [
      "a word-bank answer that is no key",
      (p) => (p.answers.question_19 = "G"),
      ['Question 19: answer "G" is not one of the word bank letters (A, B, C, D, E, F)'],
    ],
    [
      "a word instead of its letter",
      (p) => (p.answers.question_20 = "cheap"),
      ['Question 20: answer "cheap" is not one of the word bank letters (A, B, C, D, E, F)'],
    ],
    [
      "without a word bank any text is fine",
      (p) => {
        summary(p).wordBank = undefined;
        p.answers.question_20 = "cheap";
      },
      [],
    ],
    [
      "a marker missing from the summary",
      (p) => (summary(p).summary = { content: "Glassmaking began in {19}." }),
      ["Question section 10: blank {20} does not appear in the text"],
    ],
    [
      "a table's markers are looked for in its cells",
      (p) => {
        const content = summary(p);
        content.completionType = "table";
        content.table = { headers: ["Place", "Fact"], rows: [["{19}", "became {20}"]] };
      },
      [],
    ],
    [
      "a table drawn as a picture is not searched",
      (p) => {
        const content = summary(p);
        content.completionType = "table";
        content.table = { headers: [], rows: [], picURL: "t.svg" };
      },
      [],
    ],
    [
      "notes without a picture must show every blank",
      (p) => {
        const content = summary(p);
        content.completionType = "notes";
        content.notes = { textContents: ["began in {19}"] };
      },
      ["Question section 10: blank {20} does not appear in the text"],
    ],
    [
      "blank numbers out of sequence",
      (p) => (summary(p).blankNumbers = [20, 19]),
      ["Question section 10: the blanks are numbered 20, 19 but the section's questions are 19, 20"],
    ],
  ])("%s", (_label, change, problems) => {
    expect(structuralProblems(changedSample(change)).map(problemText)).toEqual(problems);
  });
});
