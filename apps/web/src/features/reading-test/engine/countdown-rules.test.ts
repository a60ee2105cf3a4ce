import { describe, expect, it } from "vitest";
import { countdownState, shouldAutoSubmit, warningMinutes } from "./countdown-rules";

describe("countdown looks", () => {
  it.each([
    [601, false, false],
    [600, true, true],
    [597, true, true],
    [596, true, false],
    [301, true, false],
    [300, true, true],
    [297, true, true],
    [296, true, false],
    [0, true, false],
  ])("at %ss left: low %s, pulse %s", (remaining, low, pulse) => {
    expect(countdownState(remaining)).toEqual({ low, pulse });
  });
});

describe("auto-submit at zero, exactly once", () => {
  it.each([
    [{ remaining: 1, autoSubmitted: false, phase: "ready" }, false],
    [{ remaining: 0, autoSubmitted: false, phase: "ready" }, true],
    [{ remaining: 0, autoSubmitted: true, phase: "ready" }, false],
    [{ remaining: 0, autoSubmitted: false, phase: "submitting" }, false],
    [{ remaining: 0, autoSubmitted: false, phase: "results" }, false],
  ])("%o → %s", (state, expected) => {
    expect(shouldAutoSubmit(state)).toBe(expected);
  });
});

describe("the visible warnings", () => {
  it.each([
    [3600, null],
    [601, null],
    [600, 10],
    [301, 10],
    [300, 5],
    [1, 5],
    [0, null],
  ])("at %ss left: %s", (remaining, minutes) => {
    expect(warningMinutes(remaining)).toBe(minutes);
  });
});
