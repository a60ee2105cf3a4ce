import { describe, expect, it } from "vitest";
import { excerpt } from "./excerpt";

describe("excerpt", () => {
  it.each([
    ["short text stays whole, whitespace folded", "  ice\n houses  ", 20, "ice houses"],
    ["exactly the room", "abcdefghij", 10, "abcdefghij"],
    ["cut at the last word that fits", "the rise and fall of the ice house", 20, "the rise and fall…"],
    ["one long word is cut where it must", "x".repeat(30), 10, `${"x".repeat(9)}…`],
    ["a space too early is not used", "ab cdefghijklmnopqrstuvwxyz", 12, "ab cdefghij…"],
  ])("%s", (_name, text, max, result) => {
    expect(excerpt(text, max)).toBe(result);
    expect(excerpt(text, max).length).toBeLessThanOrEqual(max);
  });
});
