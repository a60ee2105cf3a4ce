import { describe, expect, it } from "vitest";
import {
  assignedDeadline,
  CLIENT_CLOCK_SKEW_MS,
  clientTimeProblem,
  deadlineFor,
  elapsedSeconds,
  isOverdue,
  SUBMIT_GRACE_MS,
  secondsLeft,
} from "./attempt-clock";

const START = Date.UTC(2026, 10, 21, 9, 0, 0);
const MIN = 60_000;

describe("deadlineFor", () => {
  it.each([
    ["a complete test, standard time", "multi", 100, START + 60 * MIN],
    ["a complete test with 25 % extra", "multi", 125, START + 75 * MIN],
    ["a complete test with half again", "multi", 150, START + 90 * MIN],
    ["a complete test with double time", "multi", 200, START + 120 * MIN],
    ["a complete test, untimed", "multi", 0, null],
    ["a single passage (counts up)", "single", 100, null],
    ["a single passage with extra time", "single", 150, null],
  ] as const)("%s", (_label, kind, allowance, expected) => {
    expect(deadlineFor(kind, START, allowance)).toBe(expected);
  });
});

describe("assignedDeadline", () => {
  it.each([
    ["the teacher's 60 minutes, standard time", 60, 100, START + 60 * MIN],
    ["40 minutes with half again", 40, 150, START + 60 * MIN],
    ["20 minutes with 25 % extra", 20, 125, START + 25 * MIN],
    ["a minute with 25 % extra (to the second)", 1, 125, START + 75_000],
    ["7 minutes with 33 % extra rounds to the second", 7, 133, START + 559_000],
    ["the longest limit with double time", 300, 200, START + 600 * MIN],
    ["an untimed learner has no end", 60, 0, null],
    ["an untimed assignment has no end", null, 150, null],
    ["an untimed assignment for an untimed learner", null, 0, null],
  ] as const)("%s", (_label, limit, allowance, expected) => {
    expect(assignedDeadline(START, limit, allowance)).toBe(expected);
  });

  it.each([100, 125, 150, 200, 0])("is a complete test's deadline at 60 minutes (allowance %i)", (allowance) => {
    expect(assignedDeadline(START, 60, allowance)).toBe(deadlineFor("multi", START, allowance));
  });
});

describe("elapsedSeconds", () => {
  it.each([
    ["at the start", START, null, 0],
    ["whole seconds only", START + 1_999, null, 1],
    ["count-up keeps counting", START + 5 * 60 * MIN, null, 18_000],
    ["before the deadline", START + 30 * MIN, START + 60 * MIN, 1_800],
    ["capped at the deadline", START + 61 * MIN, START + 60 * MIN, 3_600],
    ["a server clock behind the start gives 0", START - 5_000, null, 0],
  ])("%s", (_label, at, deadline, expected) => {
    expect(elapsedSeconds(START, at, deadline)).toBe(expected);
  });
});

describe("isOverdue", () => {
  const deadline = START + 60 * MIN;
  it.each([
    ["no deadline is never overdue", null, START + 1_000 * MIN, false],
    ["before the deadline", deadline, deadline - 1, false],
    ["at the deadline (grace runs)", deadline, deadline, false],
    ["at the end of the grace", deadline, deadline + SUBMIT_GRACE_MS, false],
    ["past the grace", deadline, deadline + SUBMIT_GRACE_MS + 1, true],
  ])("%s", (_label, dl, now, expected) => {
    expect(isOverdue(dl, now)).toBe(expected);
  });
});

describe("clientTimeProblem", () => {
  const now = START + 10 * MIN;
  it.each([
    ["the server's own start", START, undefined],
    ["a clock a little behind", START - CLIENT_CLOCK_SKEW_MS, undefined],
    ["long before the start", START - CLIENT_CLOCK_SKEW_MS - 1, "submissionTimestamp is before this test started"],
    ["a clock a little ahead", now + CLIENT_CLOCK_SKEW_MS, undefined],
    ["far in the future", now + CLIENT_CLOCK_SKEW_MS + 1, "submissionTimestamp is in the future"],
    ["2^53 - 1", Number.MAX_SAFE_INTEGER, "submissionTimestamp is in the future"],
  ])("%s", (_label, value, expected) => {
    expect(clientTimeProblem("submissionTimestamp", value, START, now)).toBe(expected);
  });
});

describe("secondsLeft", () => {
  const deadline = START + 60 * MIN;
  it.each([
    ["at the start", START, 3_600],
    ["a fraction of a second in", START + 1, 3_600],
    ["one second in", START + 1_000, 3_599],
    ["ten minutes left", deadline - 10 * MIN, 600],
    ["the last millisecond", deadline - 1, 1],
    ["at the deadline", deadline, 0],
    ["long after (reopened late)", deadline + 50 * MIN, 0],
  ])("%s", (_label, now, expected) => {
    expect(secondsLeft(deadline, now)).toBe(expected);
  });
});
