import { MAX_ASSIGNMENT_TITLE } from "@bandcraft/contract/assignments";
import { describe, expect, it } from "vitest";
import { defaultAssignmentTitle } from "./assignment-title";

describe("an assignment's default title", () => {
  const long = "A".repeat(70);
  it.each([
    ["a writing task's title", ["Cities and cars"], "Cities and cars"],
    ["a test's three parts, in part order", ["Ice Houses", "Bees", "Maps"], "Ice Houses · Bees · Maps"],
    ["titles trimmed, blank ones left out", ["  Bees ", "", "Maps"], "Bees · Maps"],
    ["nothing from nothing", [], ""],
    ["exactly the longest allowed, kept", ["B".repeat(MAX_ASSIGNMENT_TITLE)], "B".repeat(MAX_ASSIGNMENT_TITLE)],
  ])("%s", (_, titles, expected) => {
    expect(defaultAssignmentTitle(titles)).toBe(expected);
  });

  it("cuts a longer one to the longest allowed, ending in an ellipsis", () => {
    const title = defaultAssignmentTitle([long, long]);
    expect(title).toHaveLength(MAX_ASSIGNMENT_TITLE);
    expect(title.endsWith("…")).toBe(true);
    expect(title.startsWith(`${long} · A`)).toBe(true);
  });
});
