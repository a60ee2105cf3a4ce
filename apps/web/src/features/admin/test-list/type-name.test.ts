import { QUESTION_TYPES } from "@bandcraft/contract/question-types/index";
import { describe, expect, it } from "vitest";
import en from "../../../locales/en/admin.json";
import { titleCaseType } from "./type-name";

describe("titleCaseType", () => {
  it.each([
    ["SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION", "Summary Note Table Flow Chart Completion"],
    ["MULTIPLE_CHOICE", "Multiple Choice"],
    ["IDENTIFYING_WRITERS_VIEW", "Identifying Writers View"],
    ["SHORT_ANSWER_QUESTIONS", "Short Answer Questions"],
    ["single", "Single"],
    ["__DOUBLE__UNDERSCORE", "Double Underscore"],
    ["", ""],
  ])("%s → %s", (code, expected) => {
    expect(titleCaseType(code)).toBe(expected);
  });

  it("is what the English interface shows for each of the eleven types", () => {
    const names: Record<string, string> = en.admin.testList.types;
    for (const type of QUESTION_TYPES) expect(names[type]).toBe(titleCaseType(type));
    expect(Object.keys(names)).toHaveLength(QUESTION_TYPES.length);
  });
});
