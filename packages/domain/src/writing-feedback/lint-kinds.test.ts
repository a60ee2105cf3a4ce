import { describe, expect, it } from "vitest";
import { isSpellingKind, lintsWhere } from "./lint-kinds";

describe("isSpellingKind", () => {
  it.each([
    ["Spelling", true],
    ["spelling", true],
    ["Typo", true],
    ["Agreement", false],
    ["Punctuation", false],
    ["Capitalization", false],
    ["", false],
  ])("%j → %s", (kind, expected) => {
    expect(isSpellingKind(kind)).toBe(expected);
  });
});

describe("lintsWhere", () => {
  const lints = [
    { kind: "Spelling", count: 2 },
    { kind: "Agreement", count: 1 },
    { kind: "Punctuation", count: 3 },
    { kind: "Agreement", count: 2 },
    { kind: "Typo", count: 1 },
    { kind: "Grammar", count: 0 },
    { kind: "Style", count: -4 },
    { kind: "Usage", count: Number.NaN },
  ];

  it("merges the grammar kinds, most frequent first, and drops empty or invalid counts", () => {
    expect(lintsWhere(lints, false)).toEqual([
      { kind: "Agreement", count: 3 },
      { kind: "Punctuation", count: 3 },
    ]);
  });

  it("keeps the spelling kinds apart", () => {
    expect(lintsWhere(lints, true)).toEqual([
      { kind: "Spelling", count: 2 },
      { kind: "Typo", count: 1 },
    ]);
  });
});
