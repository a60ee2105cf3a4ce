import { describe, expect, it } from "vitest";
import { practicePath, reviewPath } from "./reading-paths";
import { readStartNavigation, startedNavigation } from "./reading-start";

const ATTEMPT = {
  testTakerID: "MT-ABCDEFGH0123",
  kind: "multi" as const,
  startedAt: 1,
  deadline: 3_600_001,
  serverTime: 2,
  revision: 0,
};

describe("the start handed to the test screen", () => {
  it("opens the attempt at its own address and reads back exactly what was written", () => {
    const started = { ok: true as const, readingPractice: [{ id: "p" }], attempt: ATTEMPT, receivedAt: 5 };
    const { to, state } = startedNavigation({ ...started, pageType: "ActualTest" });
    expect(to).toBe("/multi-test/MT-ABCDEFGH0123");
    expect(readStartNavigation(state)).toEqual({
      readingPractice: [{ id: "p" }],
      attempt: ATTEMPT,
      receivedAt: 5,
      pageType: "ActualTest",
    });
  });

  it.each([
    ["nothing (a reload or Back)", null],
    ["another page's state", { fromList: true }],
    ["an attempt without its id", { readingPractice: {}, attempt: { ...ATTEMPT, testTakerID: 1 }, receivedAt: 5 }],
    ["no time it was received", { readingPractice: {}, attempt: ATTEMPT }],
  ])("is none for %s", (_name, state) => {
    expect(readStartNavigation(state)).toBeNull();
  });

  it("names a practice's start address and a review's with their ids escaped", () => {
    expect(practicePath("a b/c")).toBe("/test/a%20b%2Fc");
    expect(reviewPath("TT-1", "a/b")).toBe("/review/TT-1/a%2Fb");
  });
});
