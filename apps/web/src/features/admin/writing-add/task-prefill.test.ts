import type { TWritingItem } from "@bandcraft/contract/writing";
import { describe, expect, it } from "vitest";
import {
  EMPTY_FORM,
  formOfTask,
  imageActionOf,
  imageCountOf,
  switchTask,
  TASK_TWO_PREFILL,
  type TWritingTaskFields,
  toggleKey,
} from "./task-prefill";

const PREFILLED_CONTENT = `${TASK_TWO_PREFILL.content}\n`;
const image = new File(["x"], "chart.png", { type: "image/png" });

describe("switchTask", () => {
  it.each<[string, TWritingTaskFields, 1 | 2, Partial<TWritingTaskFields>]>([
    [
      "task 1 → 2 on an empty form prefills requirement and content",
      EMPTY_FORM,
      2,
      { part: 2, requirement: TASK_TWO_PREFILL.requirement, content: PREFILLED_CONTENT },
    ],
    [
      "task 1 → 2 keeps what was typed",
      { ...EMPTY_FORM, requirement: "Write 200 words.", content: "My topic" },
      2,
      { requirement: "Write 200 words.", content: "My topic" },
    ],
    [
      "task 2 → 1 clears untouched prefills",
      { ...EMPTY_FORM, part: 2, requirement: TASK_TWO_PREFILL.requirement, content: PREFILLED_CONTENT },
      1,
      { part: 1, requirement: "", content: "" },
    ],
    [
      "task 2 → 1 keeps an edited content and an untouched requirement is cleared",
      { ...EMPTY_FORM, part: 2, requirement: TASK_TWO_PREFILL.requirement, content: `${PREFILLED_CONTENT}Cities…` },
      1,
      { requirement: "", content: `${PREFILLED_CONTENT}Cities…` },
    ],
    [
      "switching resets themes and the image",
      { ...EMPTY_FORM, theme: ["bar_chart"], image },
      2,
      { theme: [], image: null },
    ],
    [
      "switching drops the stored picture of a task being edited (only task 1 has one)",
      { ...EMPTY_FORM, theme: ["map"], keptPic: "/api/images/a.png" },
      2,
      { image: null, keptPic: null },
    ],
    [
      "choosing the current task changes nothing",
      { ...EMPTY_FORM, theme: ["map"], image },
      1,
      { theme: ["map"], image },
    ],
  ])("%s", (_name, form, part, expected) => {
    expect(switchTask(form, part)).toMatchObject(expected);
  });

  it("keeps the title across switches", () => {
    expect(switchTask({ ...EMPTY_FORM, title: "Ferries" }, 2).title).toBe("Ferries");
  });
});

describe("toggleKey", () => {
  it.each([
    [[], "a", ["a"]],
    [["a"], "b", ["a", "b"]],
    [["a", "b"], "a", ["b"]],
  ])("%j toggling %s gives %j", (keys, key, expected) => {
    expect(toggleKey(keys, key)).toEqual(expected);
  });
});

const PIC = `/api/images/${"a".repeat(64)}.png`;
const stored: TWritingItem = {
  writingPracticeID: "writing-task1-x",
  part: 1,
  title: "Ferries",
  publishTime: 1_795_000_000,
  theme: ["bar_chart"],
  content: "The chart shows ferries.",
  pic: PIC,
};

describe("editing a stored task", () => {
  it("fills the form with the task, its picture kept", () => {
    expect(formOfTask(stored)).toEqual({
      part: 1,
      title: "Ferries",
      requirement: "",
      content: "The chart shows ferries.",
      theme: ["bar_chart"],
      image: null,
      keptPic: PIC,
    });
    expect(formOfTask({ ...stored, pic: [PIC, "/api/images/b.png"] }).keptPic).toBe(PIC);
    expect(formOfTask({ ...stored, part: 2, pic: undefined, title: undefined })).toMatchObject({
      title: "",
      keptPic: null,
    });
  });

  const chosen = new File(["x"], "new.png", { type: "image/png" });
  it.each<[string, Partial<TWritingTaskFields>, "keep" | "replace" | "remove", number]>([
    ["the stored picture kept", { keptPic: PIC }, "keep", 1],
    ["a new picture chosen", { keptPic: null, image: chosen }, "replace", 1],
    ["the picture removed", { keptPic: null }, "remove", 0],
    ["a task 2", { part: 2, keptPic: null }, "remove", 0],
  ])("with %s saves with image %s", (_name, change, action, count) => {
    const form = { ...formOfTask(stored), ...change };
    expect(imageActionOf(form)).toBe(action);
    expect(imageCountOf(form)).toBe(count);
  });
});
