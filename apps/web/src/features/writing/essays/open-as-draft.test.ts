import { describe, expect, it } from "vitest";
import type { TWritingDraft } from "../editor/draft-store";
import { makeItem } from "../writing-fixtures";
import { draftFromEssay, replacesWriting } from "./open-as-draft";

const task = makeItem("task2-a", 2);
const stored = (text: string, timerVisible = false): TWritingDraft => ({
  version: 1,
  item: task,
  text,
  testTakerId: "WT-OLD",
  startedAt: 5,
  timerVisible,
  savedAt: 5,
});

describe("open a saved essay as a new draft", () => {
  it.each([
    ["no draft", null, false],
    ["an empty draft", stored("  \n"), false],
    ["a draft with writing", stored("Half an essay"), true],
  ] as const)("with %s, asks first: %s", (_label, draft, ask) => {
    expect(replacesWriting(draft)).toBe(ask);
  });

  it("is a fresh session (new id, new clock) holding the essay, keeping the timer preference", () => {
    const essay = { essayID: "essay-1", text: "Saved text", task };
    const draft = draftFromEssay(essay, stored("old"), 1_000, () => "WT-NEW");
    expect(draft).toEqual({
      version: 1,
      item: task,
      basedOnEssayID: "essay-1",
      text: "Saved text",
      testTakerId: "WT-NEW",
      startedAt: 1_000,
      timerVisible: false,
      savedAt: 1_000,
    });
    expect(draftFromEssay(essay, null, 1, () => "id").timerVisible).toBe(true);
  });
});
