import type { THighlightItem } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { isHighlightInBounds, keepHighlightsInBounds } from "./highlight-bounds";
import { samplePractice } from "./testing/sample-practice";

const practice = samplePractice();
// Paragraph 0: "Glass was first made in Mesopotamia about 4,500 years ago."
const item = (over: Partial<THighlightItem>): THighlightItem => ({
  id: "h1",
  text: "Mesopotamia",
  start: 24,
  end: 35,
  componentId: "passage-0",
  globalOffset: 24,
  localStart: 24,
  localEnd: 35,
  timestamp: 1,
  context: { before: "e in ", after: " abou", totalLength: 59 },
  ...over,
});

// A highlight of the first word of a question's text (section 2, item 0, 33 characters long); the cases below change it.
const QUESTION: Partial<THighlightItem> = {
  componentId: "section-2-item-0",
  text: "Glass",
  localStart: 0,
  localEnd: 5,
  context: { before: "", after: " is o", totalLength: 33 },
};

describe("isHighlightInBounds", () => {
  it.each([
    ["a passage range that selects its text", {}, true],
    ["a passage range past the end", { localStart: 50, localEnd: 80 }, false],
    ["a passage range whose text differs", { text: "Babylon" }, false],
    ["an empty range", { localEnd: 24 }, false],
    ["a negative start", { localStart: -1 }, false],
    ["a paragraph that does not exist", { componentId: "passage-9" }, false],
    ["question text inside its component", QUESTION, true],
    ["question text longer than its range", { ...QUESTION, text: "Glass is" }, false],
    ["question text beyond its component", { ...QUESTION, localStart: 40, localEnd: 45 }, false],
    ["a section that does not exist", { ...QUESTION, componentId: "section-99-instruction" }, false],
    ["an unknown component", { componentId: "header" }, false],
  ])("judges %s", (_label, over, expected) => {
    expect(isHighlightInBounds(practice, item(over))).toBe(expected);
  });

  it("keeps the good ones and drops the rest", () => {
    const kept = keepHighlightsInBounds(practice, [
      item({ id: "a" }),
      item({ id: "b", localEnd: 999 }),
      item({ id: "c" }),
    ]);
    expect(kept.map((h) => h.id)).toEqual(["a", "c"]);
  });
});
