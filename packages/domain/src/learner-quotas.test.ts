import { describe, expect, it } from "vitest";
import { essayQuotaProblem, parseSubmitLog, submitLogText, takeSubmitSlot } from "./learner-quotas";

const LIMITS = { essays: 3, essayChars: 100, submitsPerWindow: 3, submitWindowMs: 60_000 };

describe("essayQuotaProblem", () => {
  it.each([
    [{ count: 0, chars: 0 }, 10, undefined],
    [{ count: 2, chars: 90 }, 10, undefined],
    [{ count: 2, chars: 90 }, 11, "essay-size"],
    [{ count: 3, chars: 0 }, 1, "essay-count"],
    [{ count: 4, chars: 500 }, 1, "essay-count"],
    [{ count: 0, chars: 0 }, 100, undefined],
    [{ count: 0, chars: 0 }, 101, "essay-size"],
  ])("%o plus an essay of %i characters: %s", (usage, chars, problem) => {
    expect(essayQuotaProblem(usage, chars, LIMITS)).toBe(problem);
  });
});

describe("takeSubmitSlot", () => {
  const now = 1_000_000;
  it.each([
    ["empty log", [], { ok: true, log: [now] }],
    ["two recent", [now - 10, now - 5], { ok: true, log: [now - 10, now - 5, now] }],
    ["three recent: wait for the oldest", [now - 50_000, now - 10, now - 5], { ok: false, retryAfterMs: 10_000 }],
    ["the oldest left exactly now", [now - 60_000, now - 10, now - 5], { ok: true, log: [now - 10, now - 5, now] }],
    ["unsorted log", [now - 5, now - 59_999, now - 10], { ok: false, retryAfterMs: 1 }],
    ["old times dropped", [1, 2, 3, now - 1], { ok: true, log: [now - 1, now] }],
    ["a time ahead of this clock still counts", [now + 500, now - 1, now - 2], { ok: false, retryAfterMs: 59_998 }],
  ] as const)("%s", (_name, log, expected) => {
    expect(takeSubmitSlot(log, now, LIMITS)).toEqual(expected);
  });
});

describe("submit log text", () => {
  it.each([
    [[], ""],
    [[1, 22, 333], "1,22,333"],
  ])("%o ↔ %s", (log, text) => {
    expect(submitLogText(log)).toBe(text);
    expect(parseSubmitLog(text)).toEqual(log);
  });
  it.each([[null], [undefined], ["x,1"], [",,"]])("reads %s leniently", (text) => {
    expect(parseSubmitLog(text).every(Number.isSafeInteger)).toBe(true);
  });
});
