import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { rateLimitWait, retryRateLimited } from "./query-retry";

const refusal = (status: number, retryAfterMs: number | null = null) =>
  new ApiError("http", "refused", { status, retryAfterMs });

describe("the app's retry rule for reads", () => {
  it.each([
    ["a 429, first failure", refusal(429), 0, true],
    ["a 429, third failure", refusal(429), 2, true],
    ["a 429 after three retries", refusal(429), 3, false],
    ["a 429 asking for 20 s", refusal(429, 20_000), 0, true],
    ["a 429 asking for a minute", refusal(429, 60_000), 0, false],
    ["a 429 kept as a feature error's cause", new Error("rateLimited", { cause: refusal(429) }), 0, true],
    ["a 401", refusal(401), 0, false],
    ["a 503", refusal(503), 0, false],
    ["a network failure", new ApiError("network", "Failed to fetch"), 0, false],
    ["anything else", new Error("boom"), 0, false],
  ])("%s: retried %s", (_name, error, failures, retried) => {
    expect(retryRateLimited(failures, error)).toBe(retried);
  });

  it("waits 2, 4 and 6 s when the server names no wait, else the wait it names", () => {
    expect([0, 1, 2].map((n) => rateLimitWait(n, refusal(429)))).toEqual([2_000, 4_000, 6_000]);
    expect(rateLimitWait(0, refusal(429, 7_000))).toBe(7_000);
  });
});
