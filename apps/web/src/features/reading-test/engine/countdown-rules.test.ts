import { describe, expect, it } from "vitest";
import {
  COMPLETE_TEST_SECONDS,
  cappedElapsed,
  countdownState,
  elapsedSince,
  remainingSeconds,
  shouldAutoSubmit,
} from "./countdown-rules";

const START = 1_700_000_000_000;
const at = (seconds: number) => START + seconds * 1000;

describe("countdown (reading §4, §9)", () => {
  it.each([
    [0, 3600],
    [0.999, 3600],
    [1, 3599],
    [3000, 600],
    [3599, 1],
    [3600, 0],
    // Closed for hours: never below zero.
    [50_000, 0],
  ])("after %ss the countdown shows %ss", (seconds, remaining) => {
    expect(remainingSeconds(START, at(seconds))).toBe(remaining);
  });

  it("elapsed time is capped at 3600 for a test reopened after its end", () => {
    expect(cappedElapsed(START, at(7200))).toBe(COMPLETE_TEST_SECONDS);
    expect(cappedElapsed(START, at(42))).toBe(42);
  });

  it("a clock set backwards does not count negative time", () => {
    expect(elapsedSince(START, START - 5000)).toBe(0);
    expect(remainingSeconds(START, START - 5000)).toBe(3600);
  });

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
