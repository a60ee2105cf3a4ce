import { describe, expect, it } from "vitest";
import { answerMatches } from "./compare";

describe("answerMatches", () => {
  it.each([
    // text: trimmed, case-insensitive, inner spaces collapsed, alternatives
    ["text", "  Lagoon ", "lagoon", true],
    ["text", "SMOKY   AIR", "smoky air", true],
    ["text", "color", "colour|color", true],
    ["text", "colour", "colour|color", true],
    ["text", "colours", "colour|color", false],
    ["text", "", "lagoon", false],
    ["text", "   ", "lagoon", false],
    ["text", "lagoon", "", false],
    // choice: upper-cased letters and fixed values
    ["choice", "b", "B", true],
    ["choice", " not given ", "NOT GIVEN", true],
    ["choice", "NOT  GIVEN", "NOT GIVEN", true],
    ["choice", "FALSE", "TRUE", false],
    ["choice", "ii", "ii", true],
    ["choice", "II", "ii", true],
    ["choice", "iii", "ii", false],
  ] as const)("%s: %j against %j is %s", (mode, user, standard, expected) => {
    expect(answerMatches(user, standard, mode)).toBe(expected);
  });

  it("treats a missing answer as missed", () => {
    expect(answerMatches(undefined, "B", "choice")).toBe(false);
  });
});
