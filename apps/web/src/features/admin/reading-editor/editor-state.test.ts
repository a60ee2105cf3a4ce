import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import {
  clientProblems,
  duplicatePractice,
  emptyPractice,
  newSection,
  parseQuestionCount,
  toEditorPractice,
  toSavePayload,
} from "./editor-state";

const bankDir = join(process.cwd(), "content", "reading");
const bank: [string, TReadingPractice][] = readdirSync(bankDir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => [f, JSON.parse(readFileSync(join(bankDir, f), "utf8")) as TReadingPractice]);

describe("parseQuestionCount: a whole number, at least 1", () => {
  it.each<[string, number | null]>([
    ["1", 1],
    [" 13 ", 13],
    ["0", null],
    ["-2", null],
    ["2.5", null],
    ["", null],
    ["five", null],
  ])("%j → %s", (text, count) => {
    expect(parseQuestionCount(text)).toBe(count);
  });
});

describe("a practice loaded and saved untouched is sent back as it came", () => {
  it.each(bank)("%s", (_file, practice) => {
    expect(toSavePayload(toEditorPractice(practice))).toStrictEqual(practice);
  });
});

describe("duplicatePractice", () => {
  it("drops the id and the complete-test group, marks the title, keeps everything else", () => {
    const [, practice] = bank.find(([f]) => f === "bandcraft-test-4-part-3.json")!;
    const copy = toSavePayload(duplicatePractice(toEditorPractice(practice), " (copy)"));
    const { readingPracticeID: _id, testGroup: _group, title, ...rest } = practice;
    expect(copy.readingPracticeID).toBeUndefined();
    expect(copy.testGroup).toBeUndefined();
    expect(copy.title).toBe(`${title} (copy)`);
    expect(copy).toMatchObject(rest);
    expect(copy.explanations).toStrictEqual(practice.explanations);
  });
});

describe("a new test", () => {
  it("starts untagged with one empty paragraph and is sent without an id", () => {
    const payload = toSavePayload(emptyPractice());
    expect(payload).toStrictEqual({
      title: "",
      level: 0,
      pageType: "ActualTest",
      paragraphInfo: [{ hint: "A", content: "" }],
      questionSections: [],
      questionTypes: [],
      answers: {},
    });
  });
});

describe("clientProblems: section title, question count and instruction are required", () => {
  const withSection = (change: { title?: string; questionNumber?: string; instruction?: string }) => {
    const practice = emptyPractice();
    practice.sections = [
      { ...newSection("SHORT_ANSWER_QUESTIONS"), title: "Questions 1-2", instruction: "Answer.", ...change },
    ];
    return clientProblems(practice);
  };
  it.each<[string, Parameters<typeof withSection>[0], string[]]>([
    ["all present", {}, []],
    ["blank title", { title: "  " }, ["title"]],
    ["no instruction", { instruction: "" }, ["instruction"]],
    ["count 0", { questionNumber: "0" }, ["questionNumber"]],
    ["count not a number", { questionNumber: "x" }, ["questionNumber"]],
    [
      "everything missing",
      { title: "", questionNumber: "", instruction: "" },
      ["title", "questionNumber", "instruction"],
    ],
  ])("%s", (_label, change, fields) => {
    const problems = withSection(change);
    expect(problems.map((p) => p.field)).toEqual(fields);
    expect(problems.every((p) => p.section === 1)).toBe(true);
  });
});
