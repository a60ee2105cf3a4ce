import { describe, expect, it } from "vitest";
import {
  type TAllowedThemes,
  type TWritingTaskDraft,
  type TWritingTaskErrors,
  validateWritingTask,
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
  it.each<[string, TWritingTaskDraft, TWritingTaskErrors]>([
    ["a complete task 1", task1, {}],
    ["a complete task 2", task2, {}],
    ["blank content", { ...task2, content: "  \n " }, { content: "Content is required" }],
    ["no type", { ...task2, theme: [] }, { theme: "At least one type must be selected" }],
    ["task 1 without an image", { ...task1, imageCount: 0 }, { image: "Task 1 requires at least one image" }],
    ["task 1 with two images", { ...task1, imageCount: 2 }, { image: "Only one image can be uploaded" }],
    ["task 2 with an image", { ...task2, imageCount: 1 }, { image: "Only Task 1 takes an image" }],
    ["an over-long title", { ...task2, title: "x".repeat(201) }, { title: "Title must be at most 200 characters" }],
    ["a 200-character title", { ...task2, title: "x".repeat(200) }, {}],
    [
      "an over-long requirement",
      { ...task2, requirement: "x".repeat(1001) },
      { requirement: "Requirement must be at most 1000 characters" },
    ],
    [
      "over-long content",
      { ...task2, content: "x".repeat(10_001) },
      { content: "Content must be at most 10000 characters" },
    ],
    [
      "everything missing on task 1",
      { ...task1, content: "", theme: [], imageCount: 0 },
      {
        content: "Content is required",
        theme: "At least one type must be selected",
        image: "Task 1 requires at least one image",
      },
    ],
  ])("%s", (_name, draft, expected) => {
    expect(validateWritingTask(draft)).toEqual(expected);
  });

  it.each<[string, TWritingTaskDraft, TWritingTaskErrors]>([
    ["known keys", { ...task2, theme: ["OPINION", "EDUCATION"] }, {}],
    [
      "a task-2 theme on task 1",
      { ...task1, theme: ["OPINION"] },
      { theme: "Unknown type or theme for this task: OPINION" },
    ],
    [
      "an invented key",
      { ...task2, theme: ["OPINION", "NOPE"] },
      { theme: "Unknown type or theme for this task: NOPE" },
    ],
  ])("against the catalogue: %s", (_name, draft, expected) => {
    expect(validateWritingTask(draft, allowed)).toEqual(expected);
  });
});
