import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { describe, expect, it } from "vitest";
import { EXPLANATION_ITEM_ID } from "../reading-test/highlighting/highlight-rules";
import {
  explanationItem,
  explanationOf,
  formatPercent,
  locateExplanation,
  locateQuote,
  standardAnswersOf,
  statusesOf,
  statusOf,
  summaryOf,
  type TReviewStatus,
} from "./review-rules";

describe("strip status (markOf: the server's correctTable wins)", () => {
  const key = { 1: "B", 2: "colour|color", 3: "C" };
  it.each<[string, Record<number, string>, Record<string, boolean>, number, TReviewStatus]>([
    ["server says correct", { 1: "b" }, { "1": true }, 1, "correct"],
    ["server says wrong though equal", { 1: "B" }, { "1": false }, 1, "incorrect"],
    ["no server mark, equal to the key", { 3: "C" }, {}, 3, "correct"],
    ["no server mark, different", { 3: "A" }, {}, 3, "incorrect"],
    ["blank answer", { 2: "  " }, { "2": false }, 2, "unanswered"],
    ["no answer at all", {}, { "1": false }, 1, "unanswered"],
  ])("%s", (_name, answers, table, n, expected) => {
    expect(statusOf(n, answers, key, table)).toBe(expected);
  });
});

describe("strip statuses", () => {
  it("marks each asked question by number, and only those", () => {
    const key = { 1: "B", 2: "C", 3: "D" };
    expect(statusesOf([1, 2, 3], { 1: "B", 2: "A" }, key, { "2": true })).toEqual({
      1: "correct",
      2: "correct",
      3: "unanswered",
    });
    expect(statusesOf([3], { 3: "A" }, key, {})).toEqual({ 3: "incorrect" });
  });
});

describe("summary (green at 70 % or more)", () => {
  const statuses = (correct: number, total: number): TReviewStatus[] =>
    Array.from({ length: total }, (_, i) => (i < correct ? "correct" : i % 2 ? "incorrect" : "unanswered"));
  it.each([
    [7, 10, 70, true],
    [69, 100, 69, false],
    [2, 3, (2 / 3) * 100, false],
    [10, 10, 100, true],
    [0, 13, 0, false],
    [0, 0, 0, false],
  ])("%i of %i → %f%%, passed %s", (correct, total, percent, passed) => {
    const summary = summaryOf(statuses(correct, total));
    expect(summary).toEqual({ correct, total, percent, passed });
  });

  it("formats the percentage to one decimal without a trailing zero", () => {
    expect(formatPercent(66.66666666666667)).toBe("66.7");
    expect(formatPercent(70)).toBe("70");
  });
});

describe("answers and explanations", () => {
  it("expands the key by question number (lists spread, heading keys read)", () => {
    const key = standardAnswersOf({ answers: { question_3: ["A", "D"], heading_12: "iv", question_1: "B" } });
    expect(key).toEqual({ 1: "B", 3: "A", 4: "D", 12: "iv" });
  });

  it("finds question_N, then heading_N explanations", () => {
    const practice = samplePractice();
    expect(explanationOf(practice, 1)?.quote).toBe("first made in Mesopotamia");
    expect(explanationOf(practice, 12)?.quote).toBe("which made it cheap");
    expect(explanationOf(practice, 2)).toBeUndefined();
  });

  it("locates a quote in its hinted paragraph, loosely (case, white space), and elsewhere when misfiled", () => {
    const { paragraphInfo } = samplePractice();
    expect(locateQuote(paragraphInfo, { paragraph: "A", quote: "first made in Mesopotamia" })).toEqual({
      paragraphIndex: 0,
      range: { start: 10, end: 35 },
    });
    const loose = locateQuote(paragraphInfo, { paragraph: "b", quote: "Which  made\nit CHEAP" });
    expect(loose?.paragraphIndex).toBe(1);
    const text = paragraphInfo[1]?.content ?? "";
    expect(text.slice(loose?.range?.start, loose?.range?.end)).toBe("which made it cheap");
    expect(locateQuote(paragraphInfo, { paragraph: "A", quote: "moved to Murano" })?.paragraphIndex).toBe(2);
    expect(locateQuote(paragraphInfo, { paragraph: "C", quote: "not in the text" })).toEqual({
      paragraphIndex: 2,
      range: null,
    });
    expect(locateQuote(paragraphInfo, { paragraph: "Z", quote: "not in the text" })).toBeNull();
  });

  it("locates a question's explanation, and nothing for a question without one", () => {
    const practice = samplePractice();
    expect(locateExplanation(practice, 1)).toEqual({ paragraphIndex: 0, range: { start: 10, end: 35 } });
    expect(locateExplanation(practice, 2)).toBeNull();
  });

  it("turns a located quote into the explanation item the renderer draws", () => {
    const { paragraphInfo } = samplePractice();
    const item = explanationItem(paragraphInfo, { paragraphIndex: 1, start: 0, end: 5 });
    const base = paragraphInfo[0]?.content.length ?? 0;
    expect(item).toMatchObject({
      id: EXPLANATION_ITEM_ID,
      text: "Roman",
      componentId: "passage-1",
      localStart: 0,
      localEnd: 5,
      globalOffset: base,
    });
  });
});
