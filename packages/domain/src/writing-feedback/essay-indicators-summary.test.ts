import { describe, expect, it } from "vitest";
import { analyse, LINTS, TASK1_REPORT, THREE_PARAGRAPHS } from "../testing/essay-samples";
import { feedbackSummary, isEmptyEssay, type TLintSummary } from "./essay-indicators";

describe("isEmptyEssay", () => {
  it.each([
    ["", true],
    ["   \n\t ", true],
    ["!!! ???", true],
    ["😀🎉", true],
    ["<p></p><br/>", true],
    ["&nbsp;&nbsp;", true],
    ["123 456", true],
    ["Hello", false],
    ["<p>Hi</p>", false],
    ["日本語", false],
    ["a", false],
  ])("%j → %s", (text, empty) => {
    expect(isEmptyEssay(text)).toBe(empty);
  });
});

describe("feedbackSummary", () => {
  const manyKinds: TLintSummary = Array.from({ length: 80 }, (_, index) => ({
    kind: `Kind${index}`,
    count: index + 1,
  }));

  it.each([
    ["Task 1 with a few lints", analyse(TASK1_REPORT, 1, 900, LINTS), LINTS],
    ["Task 2 with 80 lint kinds", analyse(THREE_PARAGRAPHS, 2, 900, manyKinds), manyKinds],
    ["an empty essay", analyse("", 2, 0, []), []],
  ])("%s: at most 50 flat entries with short keys and values", (_, indicators, lints) => {
    const summary = feedbackSummary(indicators, lints);
    const entries = Object.entries(summary);
    expect(entries.length).toBeLessThanOrEqual(50);
    for (const [key, value] of entries) {
      expect(key.length).toBeLessThanOrEqual(64);
      expect(["number", "string", "boolean"]).toContain(typeof value);
      if (typeof value === "number") expect(Number.isFinite(value)).toBe(true);
      if (typeof value === "string") expect(value.length).toBeLessThanOrEqual(200);
    }
  });

  it("keeps each indicator's value and status, then lint counts by kind, most frequent first", () => {
    const summary = feedbackSummary(analyse(TASK1_REPORT, 1, 900, LINTS), LINTS);
    expect(summary).toMatchObject({
      summaryVersion: 1,
      wordCount: 75,
      "wordCount.status": "check",
      overview: true,
      "overview.status": "good",
      spellingIssues: 3,
      grammarIssues: 3,
      "lint.Spelling": 2,
      "lint.Punctuation": 2,
      "lint.Agreement": 1,
      "lint.Typo": 1,
    });
  });

  it("keeps the most frequent lint kinds when they do not all fit", () => {
    const summary = feedbackSummary(analyse(THREE_PARAGRAPHS), manyKinds);
    expect(Object.keys(summary)).toHaveLength(50);
    expect(summary["lint.Kind79"]).toBe(80);
    expect(summary["lint.Kind0"]).toBeUndefined();
  });

  it("cuts a long kind name and ignores invalid counts", () => {
    const summary = feedbackSummary(
      [],
      [
        { kind: "K".repeat(100), count: 1 },
        { kind: "Broken", count: Number.NaN },
        { kind: "Negative", count: -1 },
      ],
    );
    expect(summary).toEqual({ summaryVersion: 1, [`lint.${"K".repeat(59)}`]: 1 });
  });
});
