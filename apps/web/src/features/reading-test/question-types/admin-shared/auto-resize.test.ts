import { describe, expect, it } from "vitest";
import { type TTextareaKind, textareaCap } from "./auto-resize";

describe("textareaCap: the auto-resize caps", () => {
  it.each<[TTextareaKind, number, number]>([
    ["paragraph", 0, 600],
    ["paragraph", 5000, 600],
    ["instruction", 10, 200],
    ["instruction", 900, 200],
    ["field", 0, 250],
    ["field", 500, 250],
    ["field", 501, 500],
    ["field", 3000, 500],
    ["other", 0, 300],
    ["other", 900, 300],
  ])("%s with %i characters → %i px", (kind, length, cap) => {
    expect(textareaCap(kind, "x".repeat(length))).toBe(cap);
  });
});
