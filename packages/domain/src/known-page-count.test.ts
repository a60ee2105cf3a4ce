import { describe, expect, it } from "vitest";
import { knownPageCount } from "./known-page-count";

describe("knownPageCount", () => {
  it.each([
    // page, received, pageSize → pages known
    [1, 0, 20, 1],
    [1, 7, 20, 1],
    [1, 19, 20, 1],
    [1, 20, 20, 2],
    [2, 20, 20, 3],
    [2, 3, 20, 2],
    [3, 0, 20, 3],
    [5, 10, 10, 6],
    [0, 20, 20, 2],
    [1.5, 4, 20, 1],
  ])("page %d with %d of %d → %d", (page, received, pageSize, expected) => {
    expect(knownPageCount(page, received, pageSize)).toBe(expected);
  });
});
