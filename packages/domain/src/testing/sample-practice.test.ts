import { ZReadingPractice } from "@bandcraft/contract/reading";
import { describe, expect, it } from "vitest";
import { changedSample, samplePractice, sectionOfType } from "./sample-practice";

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

describe("sectionOfType", () => {
  it.each<[string, number, number]>([
    ["MULTIPLE_CHOICE", 0, 2],
    ["MULTIPLE_CHOICE", 1, 2],
    ["SHORT_ANSWER_QUESTIONS", 0, 2],
  ])("finds %s #%i", (type, nth, count) => {
    const section = sectionOfType(samplePractice(), type as "MULTIPLE_CHOICE", nth);
    expect(section.questionNumber).toBe(count);
  });

  it.each([["MULTIPLE_CHOICE", 2]] as const)("throws for a missing %s #%i", (type, nth) => {
    expect(() => sectionOfType(samplePractice(), type, nth)).toThrow();
  });
});

describe("changedSample", () => {
  it.each([["applies the change to a fresh copy"]])("%s", () => {
    expect(changedSample((p) => (p.title = "x")).title).toBe("x");
    expect(samplePractice().title).not.toBe("x");
  });
});
