import { describe, expect, it } from "vitest";
import {
  ADDRESS_POLICY,
  countAttempt,
  delayAfter,
  EMAIL_POLICY,
  forgottenAt,
  giveBack,
  isForgotten,
  liveFailures,
  maxFailures,
  reserveAttempt,
  retryAfterSeconds,
  type TThrottlePolicy,
  type TThrottleState,
} from "./sign-in-throttle";

const NOW = Date.UTC(2026, 0, 5, 9, 0, 0);
const S = 1000;
const MIN = 60 * S;
const HOUR = 60 * MIN;
const POLICY: TThrottlePolicy = { freeFailures: 3, baseDelayMs: 10 * S, maxDelayMs: 60 * S, forgiveEveryMs: 10 * MIN };

describe("delayAfter", () => {
  it.each<[string, number, TThrottlePolicy, number]>([
    ["no failures", 0, POLICY, 0],
    ["fewer than the free tries", 2, POLICY, 0],
    ["all the free tries used", 3, POLICY, 10 * S],
    ["doubling", 4, POLICY, 20 * S],
    ["doubling again", 5, POLICY, 40 * S],
    ["the cap", 6, POLICY, 60 * S],
    ["far past the cap", 1_000_000, POLICY, 60 * S],
    // An account: 5 free, then 30 s, 1, 2, 4, 8 min, then 15 min a try
    ["e-mail, 4 failures", 4, EMAIL_POLICY, 0],
    ["e-mail, 5 failures", 5, EMAIL_POLICY, 30 * S],
    ["e-mail, 6 failures", 6, EMAIL_POLICY, MIN],
    ["e-mail, 9 failures", 9, EMAIL_POLICY, 8 * MIN],
    ["e-mail, 10 failures", 10, EMAIL_POLICY, 15 * MIN],
    ["e-mail, 50 failures", 50, EMAIL_POLICY, 15 * MIN],
    // An address: 50 free, then 1 s doubling to 2 min
    ["address, 49 failures", 49, ADDRESS_POLICY, 0],
    ["address, 50 failures", 50, ADDRESS_POLICY, S],
    ["address, 56 failures", 56, ADDRESS_POLICY, 64 * S],
    ["address, 57 failures", 57, ADDRESS_POLICY, 2 * MIN],
  ])("%s (%i) waits %i ms", (_label, failures, policy, delay) => {
    expect(delayAfter(failures, policy)).toBe(delay);
  });
});

describe("liveFailures", () => {
  it.each<[string, TThrottleState | undefined, number]>([
    ["no state", undefined, 0],
    ["during the wait", { failures: 4, notBefore: NOW + 5 * S }, 4],
    ["as the wait ends", { failures: 4, notBefore: NOW }, 4],
    ["just before the first forgiveness", { failures: 4, notBefore: NOW - 10 * MIN + 1 }, 4],
    ["one forgiven", { failures: 4, notBefore: NOW - 10 * MIN }, 3],
    ["three forgiven", { failures: 4, notBefore: NOW - 35 * MIN }, 1],
    ["all forgiven", { failures: 4, notBefore: NOW - 40 * MIN }, 0],
    ["long forgotten", { failures: 4, notBefore: NOW - 10 * HOUR }, 0],
    ["a negative count (never stored, but harmless)", { failures: -2, notBefore: NOW }, 0],
  ])("%s: %i", (_label, state, live) => {
    expect(liveFailures(state, NOW, POLICY)).toBe(live);
    if (state) {
      expect(isForgotten(state, NOW, POLICY)).toBe(live === 0);
      expect(NOW >= forgottenAt(state, POLICY)).toBe(live === 0);
    }
  });
});

describe("reserveAttempt", () => {
  it.each<[string, TThrottleState | undefined, ReturnType<typeof reserveAttempt>]>([
    [
      "a fresh key",
      undefined,
      { kind: "allowed", failuresBefore: 0, previousNotBefore: NOW, next: { failures: 1, notBefore: NOW } },
    ],
    [
      "the last free try",
      { failures: 2, notBefore: NOW - MIN },
      {
        kind: "allowed",
        failuresBefore: 2,
        previousNotBefore: NOW - MIN,
        next: { failures: 3, notBefore: NOW + 10 * S },
      },
    ],
    ["while waiting", { failures: 3, notBefore: NOW + 10 * S }, { kind: "refused", retryAfterMs: 10 * S }],
    ["a millisecond before the wait ends", { failures: 5, notBefore: NOW + 1 }, { kind: "refused", retryAfterMs: 1 }],
    [
      "once the wait has ended, counting on and doubling",
      { failures: 3, notBefore: NOW },
      { kind: "allowed", failuresBefore: 3, previousNotBefore: NOW, next: { failures: 4, notBefore: NOW + 20 * S } },
    ],
    [
      "some forgiven: counting on from what is left",
      { failures: 6, notBefore: NOW - 25 * MIN },
      {
        kind: "allowed",
        failuresBefore: 4,
        previousNotBefore: NOW - 5 * MIN,
        next: { failures: 5, notBefore: NOW + 40 * S },
      },
    ],
    [
      "all forgiven: free again",
      { failures: 40, notBefore: NOW - 10 * HOUR },
      { kind: "allowed", failuresBefore: 0, previousNotBefore: NOW, next: { failures: 1, notBefore: NOW } },
    ],
  ])("%s", (_label, state, expected) => {
    expect(reserveAttempt(state, NOW, POLICY)).toEqual(expected);
  });

  it("lets exactly the free tries through when attempts arrive at once, then refuses", () => {
    let state: TThrottleState | undefined;
    const outcomes = Array.from({ length: 30 }, () => {
      const result = reserveAttempt(state, NOW, POLICY);
      if (result.kind === "allowed") state = result.next;
      return result.kind;
    });
    expect(outcomes.filter((k) => k === "allowed")).toHaveLength(POLICY.freeFailures);
    // The last free try sets the first wait.
    expect(state).toEqual({ failures: 3, notBefore: NOW + 10 * S });
  });

  it("walks the e-mail schedule: each try waits out the last, and the waits double to the cap", () => {
    let state: TThrottleState | undefined;
    let now = NOW;
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const refused = reserveAttempt(state, now, EMAIL_POLICY);
      if (refused.kind === "refused") {
        waits.push(refused.retryAfterMs);
        now += refused.retryAfterMs;
      }
      const result = reserveAttempt(state, now, EMAIL_POLICY);
      if (result.kind !== "allowed") throw new Error("refused after waiting");
      state = result.next;
    }
    expect(waits).toEqual([30 * S, MIN, 2 * MIN, 4 * MIN, 8 * MIN, 15 * MIN, 15 * MIN]);
  });
});

describe("countAttempt", () => {
  it.each<[string, TThrottleState | undefined, TThrottleState]>([
    ["a fresh key", undefined, { failures: 1, notBefore: NOW }],
    [
      "a waiting key keeps its longer wait",
      { failures: 6, notBefore: NOW + 50 * S },
      { failures: 7, notBefore: NOW + 60 * S },
    ],
    [
      "a longer wait than the one it adds is kept",
      { failures: 3, notBefore: NOW + 55 * S },
      { failures: 4, notBefore: NOW + 55 * S },
    ],
    [
      "a key at its most failures keeps that many (a burst only puts forgiveness off so far)",
      { failures: 7, notBefore: NOW + 60 * S },
      { failures: 7, notBefore: NOW + 60 * S },
    ],
    [
      "a key stored with more (before the cap) comes down to it",
      { failures: 3_000, notBefore: NOW - S },
      { failures: 7, notBefore: NOW + 60 * S },
    ],
  ])("%s", (_label, state, next) => {
    expect(countAttempt(state, NOW, POLICY).next).toEqual(next);
  });
});

describe("maxFailures", () => {
  it.each<[string, TThrottlePolicy, number]>([
    ["this file's policy: 3 free, 10 s doubling to 60 s (10, 20, 40, 60)", POLICY, 7],
    ["an account: 5 free, 30 s doubling to 15 min (30 s … 8 min, 15 min)", EMAIL_POLICY, 11],
    ["an address: 50 free, 1 s doubling to 2 min (1 s … 64 s, 2 min)", ADDRESS_POLICY, 58],
  ])("%s", (_label, policy, most) => {
    expect(maxFailures(policy)).toBe(most);
    // The cap is past the longest wait: one failure fewer already waits as long.
    expect(delayAfter(most - 1, policy)).toBe(policy.maxDelayMs);
    expect(delayAfter(most - 2, policy)).toBeLessThan(policy.maxDelayMs);
  });
});

describe("a correct password's attempt given back", () => {
  it.each<[string, TThrottleState | undefined]>([
    ["a fresh key", undefined],
    ["a key with free failures", { failures: 2, notBefore: NOW - MIN }],
    ["a key whose wait has ended", { failures: 5, notBefore: NOW - S }],
    ["a key with failures partly forgiven", { failures: 6, notBefore: NOW - 25 * MIN }],
  ])("leaves %s counting as before, now and later", (_label, state) => {
    const reserved = reserveAttempt(state, NOW, POLICY);
    if (reserved.kind !== "allowed") throw new Error("refused");
    const after = giveBack(reserved.next, {
      previousNotBefore: reserved.previousNotBefore,
      notBefore: reserved.next.notBefore,
    });
    for (const later of [NOW, NOW + 9 * MIN, NOW + 30 * MIN, NOW + 3 * HOUR]) {
      expect(liveFailures(after, later, POLICY), `at +${later - NOW} ms`).toBe(liveFailures(state, later, POLICY));
      expect(reserveAttempt(after, later, POLICY).kind).toBe("allowed");
    }
  });
});

describe("giveBack", () => {
  const mine = { previousNotBefore: NOW - MIN, notBefore: NOW + 10 * S };
  it.each<[string, TThrottleState | undefined, TThrottleState | undefined]>([
    ["nothing stored", undefined, undefined],
    ["its own attempt only: nothing left", { failures: 1, notBefore: NOW }, undefined],
    ["its wait undone", { failures: 3, notBefore: NOW + 10 * S }, { failures: 2, notBefore: NOW - MIN }],
    ["a later attempt's wait kept", { failures: 4, notBefore: NOW + 20 * S }, { failures: 3, notBefore: NOW + 20 * S }],
  ])("%s", (_label, state, expected) => {
    expect(giveBack(state, mine)).toEqual(expected);
  });
});

describe("retryAfterSeconds", () => {
  it.each([
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [30_000, 30],
    [0, 1],
  ])("%i ms → %i s", (ms, seconds) => {
    expect(retryAfterSeconds(ms)).toBe(seconds);
  });
});
