import { describe, expect, it } from "vitest";
import {
  type TAllowedThemes,
  type TWritingTaskDraft,
  validateWritingTask,
  writingTaskMessages,
} from "./writing-task-validation";

const task1: TWritingTaskDraft = {
  part: 1,
  title: "",
  requirement: "",
  content: "The chart shows…",
  theme: ["LINE_GRAPH"],
  imageCount: 1,
};
const task2: TWritingTaskDraft = {
  part: 2,
  title: "",
  requirement: "",
  content: "Discuss…",
  theme: ["OPINION"],
  imageCount: 0,
};
const allowed: TAllowedThemes = { 1: new Set(["LINE_GRAPH", "MAP"]), 2: new Set(["OPINION", "EDUCATION"]) };

describe("validateWritingTask", () => {
  it.each<[string, TWritingTaskDraft, string[]]>([
    ["a complete task 1", task1, []],
    ["a complete task 2", task2, []],
    ["blank content", { ...task2, content: "  \n " }, ["Content is required"]],
    ["no type", { ...task2, theme: [] }, ["At least one type must be selected"]],
    ["task 1 without an image", { ...task1, imageCount: 0 }, ["Task 1 requires at least one image"]],
    ["task 1 with two images", { ...task1, imageCount: 2 }, ["Only one image can be uploaded"]],
    ["task 2 with an image", { ...task2, imageCount: 1 }, ["Only Task 1 takes an image"]],
    ["an over-long title", { ...task2, title: "x".repeat(201) }, ["Title must be at most 200 characters"]],
    ["a 200-character title", { ...task2, title: "x".repeat(200) }, []],
    [
      "an over-long requirement",
      { ...task2, requirement: "x".repeat(1001) },
      ["Requirement must be at most 1000 characters"],
    ],
    ["over-long content", { ...task2, content: "x".repeat(10_001) }, ["Content must be at most 10000 characters"]],
    [
      "everything missing on task 1",
      { ...task1, content: "", theme: [], imageCount: 0 },
      ["Content is required", "At least one type must be selected", "Task 1 requires at least one image"],
    ],
  ])("%s", (_name, draft, expected) => {
    expect(writingTaskMessages(validateWritingTask(draft))).toEqual(expected);
  });

  it.each<[string, TWritingTaskDraft, string[]]>([
    ["known keys", { ...task2, theme: ["OPINION", "EDUCATION"] }, []],
    ["a task-2 theme on task 1", { ...task1, theme: ["OPINION"] }, ["Unknown type or theme for this task: OPINION"]],
    ["an invented key", { ...task2, theme: ["OPINION", "NOPE"] }, ["Unknown type or theme for this task: NOPE"]],
  ])("against the catalogue: %s", (_name, draft, expected) => {
    expect(writingTaskMessages(validateWritingTask(draft, allowed))).toEqual(expected);
  });
});

describe("problems carry what the form needs to translate them", () => {
  it.each<[string, TWritingTaskDraft, Record<string, unknown>]>([
    ["too long", { ...task2, title: "x".repeat(201) }, { title: { code: "tooLong", max: 200 } }],
    ["unknown keys", { ...task2, theme: ["A", "B"] }, { theme: { code: "unknownTheme", keys: ["A", "B"] } }],
    ["missing picture", { ...task1, imageCount: 0 }, { image: { code: "imageRequired" } }],
  ])("%s", (_name, draft, expected) => {
    expect(validateWritingTask(draft, { 1: new Set(["LINE_GRAPH"]), 2: new Set(["OPINION"]) })).toEqual(expected);
  });
});
