import { ZReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { samplePractice } from "./sample-practice";

describe("samplePractice", () => {
  it.each([["parses with the contract schema"]])("%s", () => {
    expect(ZReadingPractice.safeParse(samplePractice()).error).toBeUndefined();
  });

  it.each([["returns a fresh copy each call"]])("%s", () => {
    const a = samplePractice();
    a.title = "changed";
    expect(samplePractice().title).not.toBe("changed");
  });
});
