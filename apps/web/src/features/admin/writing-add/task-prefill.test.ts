import { describe, expect, it } from "vitest";
import { EMPTY_FORM, switchTask, type TAddWritingFields, TASK_TWO_PREFILL, toggleKey } from "./task-prefill";

const PREFILLED_CONTENT = `${TASK_TWO_PREFILL.content}\n`;
const image = new File(["x"], "chart.png", { type: "image/png" });

describe("switchTask", () => {
  it.each<[string, TAddWritingFields, 1 | 2, Partial<TAddWritingFields>]>([
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
