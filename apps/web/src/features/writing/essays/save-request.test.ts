import { describe, expect, it } from "vitest";
import { makeItem } from "../writing-fixtures";
import { buildSaveRequest, savableSummary } from "./save-request";

const draft = { item: makeItem("task2-a", 2), text: "My essay text.", startedAt: 1_000_000 };

describe("buildSaveRequest", () => {
  it("sends the task, part, text and the whole seconds since the editor opened", () => {
    expect(buildSaveRequest(draft, null, 1_000_000 + 125_900)).toEqual({
      writingPracticeID: "task2-a",
      part: 2,
      text: "My essay text.",
      timeSpent: 125,
    });
  });

  it("adds the last check's summary only when it was made of this very text", () => {
    const summary = { summaryVersion: 1, wordCount: 3, "wordCount.status": "check", "lint.Spelling": 1 };
    expect(buildSaveRequest(draft, { checkedText: "My essay text.", summary }, 1_000_000).feedbackSummary).toEqual(
      summary,
    );
    expect(buildSaveRequest(draft, { checkedText: "My essay", summary }, 1_000_000)).not.toHaveProperty(
      "feedbackSummary",
    );
  });

  it("names the essay a draft continues, so the new essay keeps the task that one kept", () => {
    expect(buildSaveRequest({ ...draft, basedOnEssayID: "essay-1" }, null, 1_000_000).basedOnEssayID).toBe("essay-1");
    expect(buildSaveRequest(draft, null, 1_000_000)).not.toHaveProperty("basedOnEssayID");
  });

  it("never sends a negative or absurd time (a clock set back, a draft kept for weeks)", () => {
    expect(buildSaveRequest(draft, null, 0).timeSpent).toBe(0);
    expect(buildSaveRequest(draft, null, 1_000_000 + 30 * 86_400_000).timeSpent).toBe(604_800);
  });
});

describe("savableSummary", () => {
  it("keeps what the server accepts and trims the rest", () => {
    const long = "x".repeat(300);
    const summary: Record<string, number | string | boolean> = {
      ok: 1,
      flag: true,
      text: long,
      [long]: 2,
      nan: Number.NaN,
    };
    for (let i = 0; i < 60; i++) summary[`k${i}`] = i;
    const out = savableSummary(summary);
    expect(out.ok).toBe(1);
    expect(out.flag).toBe(true);
    expect(out.text).toHaveLength(200);
    expect(out).not.toHaveProperty(long);
    expect(out).not.toHaveProperty("nan");
    expect(Object.keys(out)).toHaveLength(50);
  });
});
