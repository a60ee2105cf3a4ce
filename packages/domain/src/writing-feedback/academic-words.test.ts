import { describe, expect, it } from "vitest";
import { ACADEMIC_WORDS } from "./academic-words";
import { isAcademic } from "./lexical-indicators";

describe("ACADEMIC_WORDS", () => {
  it("holds lower-case base forms of at least four letters, no numbers", () => {
    expect(ACADEMIC_WORDS.size).toBeGreaterThan(50);
    for (const word of ACADEMIC_WORDS) expect(word).toMatch(/^[a-z]{4,}$/);
  });

  it.each(["the", "people", "think", "good", "because", "london"])(
    "leaves out the general or proper word %s",
    (word) => {
      expect(ACADEMIC_WORDS.has(word)).toBe(false);
    },
  );
});

describe("isAcademic", () => {
  it.each([
    ["analyse", true],
    ["analysed", true],
    ["analyses", true],
    ["environmental", true],
    ["declining", true],
    ["well-researched", false],
    ["soil-erosion", true],
    ["the", false],
    ["technology", false],
    ["2010", false],
  ])("%s → %s", (word, expected) => {
    expect(isAcademic(word)).toBe(expected);
  });
});
