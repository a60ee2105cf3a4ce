import { describe, expect, it } from "vitest";
import { applySuggestion, diffEdit, issueAt, mapIssues, markSegments } from "./marks";
import type { TIssue } from "./types";

const issue = (start: number, end: number, id = `i-${start}-${end}`): TIssue => ({
  id,
  start,
  end,
  kind: "Spelling",
  message: "m",
  problem: "",
  suggestions: [],
});

describe("applySuggestion", () => {
  const text = "I have a apple.";
  it.each([
    ["replace", { kind: "replace", text: "an" }, "I have an apple.", { start: 7, oldEnd: 8, insertedLength: 2 }],
    ["remove", { kind: "remove", text: "" }, "I have  apple.", { start: 7, oldEnd: 8, insertedLength: 0 }],
    [
      "insert after",
      { kind: "insertAfter", text: "n" },
      "I have an apple.",
      { start: 8, oldEnd: 8, insertedLength: 1 },
    ],
  ] as const)("%s changes the span and says where", (_label, suggestion, expected, edit) => {
    const result = applySuggestion(text, issue(7, 8), suggestion);
    expect(result.text).toBe(expected);
    expect(result.edit).toEqual(edit);
  });

  it("works on offsets after an emoji (UTF-16 units)", () => {
    const withEmoji = "😀 recieve it";
    expect(applySuggestion(withEmoji, issue(3, 10), { kind: "replace", text: "receive" }).text).toBe("😀 receive it");
  });
});

describe("diffEdit", () => {
  it.each([
    ["same text", "abc", "abc", null],
    ["typing at the end", "abc", "abcd", { start: 3, oldEnd: 3, insertedLength: 1 }],
    ["typing in the middle", "abcd", "abXcd", { start: 2, oldEnd: 2, insertedLength: 1 }],
    ["deleting", "abcd", "ad", { start: 1, oldEnd: 3, insertedLength: 0 }],
    ["replacing", "a cat sat", "a dog sat", { start: 2, oldEnd: 5, insertedLength: 3 }],
    ["a repeated letter", "aa", "aaa", { start: 2, oldEnd: 2, insertedLength: 1 }],
    ["everything", "abc", "", { start: 0, oldEnd: 3, insertedLength: 0 }],
  ] as const)("%s", (_label, before, after, edit) => {
    expect(diffEdit(before, after)).toEqual(edit);
  });
});

describe("mapIssues: marks go stale where the text under them changes", () => {
  const issues = [issue(0, 3, "a"), issue(10, 15, "b"), issue(20, 25, "c")];

  it("keeps marks before the edit and moves those after it", () => {
    const mapped = mapIssues(issues, { start: 5, oldEnd: 5, insertedLength: 2 });
    expect(mapped.map((i) => [i.id, i.start, i.end])).toEqual([
      ["a", 0, 3],
      ["b", 12, 17],
      ["c", 22, 27],
    ]);
  });

  it("drops a mark the edit overlaps or touches", () => {
    expect(mapIssues(issues, { start: 12, oldEnd: 13, insertedLength: 1 }).map((i) => i.id)).toEqual(["a", "c"]);
    // Typing right after a flagged word changes the word.
    expect(mapIssues(issues, { start: 15, oldEnd: 15, insertedLength: 1 }).map((i) => i.id)).toEqual(["a", "c"]);
    // Typing right before it too.
    expect(mapIssues(issues, { start: 10, oldEnd: 10, insertedLength: 1 }).map((i) => i.id)).toEqual(["a", "c"]);
  });

  it("after a suggestion is applied, the other marks follow the shorter or longer text", () => {
    const text = "a recieve b teh c";
    const marks: TIssue[] = [
      { ...issue(2, 9, "x"), problem: "recieve" },
      { ...issue(12, 15, "y"), problem: "teh" },
    ];
    const applied = applySuggestion(text, marks[0] as TIssue, { kind: "replace", text: "receive" });
    const left = mapIssues(marks, applied.edit);
    expect(left.map((i) => i.id)).toEqual(["y"]);
    const [y] = left as [TIssue];
    expect(applied.text.slice(y.start, y.end)).toBe("teh");
    const shorter = applySuggestion("a whiich b teh", { start: 2, end: 8 }, { kind: "replace", text: "which" });
    const moved = mapIssues([{ ...issue(11, 14, "z"), problem: "teh" }], shorter.edit);
    expect(shorter.text.slice(moved[0]?.start, moved[0]?.end)).toBe("teh");
  });

  it("typing after the last mark keeps the same list (nothing re-renders)", () => {
    expect(mapIssues(issues, { start: 30, oldEnd: 30, insertedLength: 1 })).toBe(issues);
    expect(mapIssues(issues, null)).toBe(issues);
  });
});

describe("markSegments", () => {
  it("cuts the text into plain and flagged pieces in order", () => {
    const segments = markSegments("I go to a school", [issue(2, 4, "go"), issue(8, 9, "a")]);
    expect(segments.map((s) => [s.text, s.issue?.id ?? null])).toEqual([
      ["I ", null],
      ["go", "go"],
      [" to ", null],
      ["a", "a"],
      [" school", null],
    ]);
  });

  it("draws the first of overlapping issues, skips empty and out-of-range spans", () => {
    const segments = markSegments("abcdef", [issue(1, 4, "x"), issue(2, 5, "y"), issue(5, 5, "e"), issue(4, 99, "z")]);
    expect(segments.map((s) => [s.text, s.issue?.id ?? null])).toEqual([
      ["a", null],
      ["bcd", "x"],
      ["ef", null],
    ]);
  });

  it("joins back into the text, whatever it holds", () => {
    const text = "<img src=x onerror=alert(1)> 😀 lonly";
    const segments = markSegments(text, [issue(33, 38)]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
    expect(markSegments("", [])).toEqual([{ text: "", issue: null }]);
  });
});

describe("issueAt", () => {
  const issues = [issue(2, 4, "go")];
  it.each([
    [1, null],
    [2, "go"],
    [3, "go"],
    [4, "go"],
    [5, null],
  ])("caret %i → %s", (caret, id) => {
    expect(issueAt(issues, caret)?.id ?? null).toBe(id);
  });
});
