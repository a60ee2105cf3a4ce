import { ROUTES } from "@bandcraft/contract/routes";
import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../app/providers";
import { clearSession, saveSession } from "../../lib/session";
import {
  bodiesSentTo,
  mockCall,
  NETWORK_ERROR,
  NO_REPLY,
  ok,
  refused,
  sent,
  type TMockReply,
} from "../../test/api-mock";
import { fetchReview, REVIEW_TIMEOUT_MS, ReviewError } from "./review.api";
import { reviewQuery } from "./use-review";

const PARAMS = { testTakerID: "TT-abc12345", readingPracticeID: "sample-1" };

const REVIEW = ok({
  readingPractice: samplePractice(),
  submittedAnswers: { "1": "B", "2": "A" },
  correctTable: { "1": true, "2": false },
  highlights: [],
});

const TOO_MANY = refused(429, "Too Many Requests");
const calls = () => sent(ROUTES.readingReview).length;

async function codeOf(promise: Promise<unknown>) {
  const e = await promise.catch((err: unknown) => err);
  return e instanceof ReviewError ? e : null;
}

describe("fetchReview", () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession("tok-1", "1h", { email: "a@example.com", privileges: [] });
  });
  afterEach(() => {
    vi.useRealTimers();
    clearSession();
  });

  it("posts both ids and returns the parsed practice with answers, marks and highlights", async () => {
    mockCall(ROUTES.readingReview, REVIEW);
    const data = await fetchReview(PARAMS);
    expect(bodiesSentTo(ROUTES.readingReview)).toEqual([{ readingPracticeID: "sample-1", testTakerID: "TT-abc12345" }]);
    expect(data.practice.sections.length).toBeGreaterThan(0);
    expect(data.correctTable).toEqual({ "1": true, "2": false });
  });

  // The retries are the app's query rule's; the review keeps the 429 where that rule can see it.
  const viaQuery = (signal?: AbortSignal) => {
    const client = createQueryClient();
    signal?.addEventListener("abort", () => void client.cancelQueries());
    return client.fetchQuery(reviewQuery(PARAMS));
  };

  it("retries a 429 three times after 2, 4 and 6 seconds, then succeeds", async () => {
    vi.useFakeTimers();
    mockCall(ROUTES.readingReview, [TOO_MANY, TOO_MANY, TOO_MANY, REVIEW]);
    const done = viaQuery();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(3);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(calls()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls()).toBe(4);
    await expect(done).resolves.toMatchObject({ submittedAnswers: { "1": "B" } });
  });

  it("reports the rate limit after the third retry fails too (four calls in all)", async () => {
    vi.useFakeTimers();
    mockCall(ROUTES.readingReview, TOO_MANY);
    const done = codeOf(viaQuery());
    await vi.advanceTimersByTimeAsync(12_000);
    const error = await done;
    expect(error?.code).toBe("rateLimited");
    expect(calls()).toBe(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(4);
  });

  it("stops retrying once the screen goes away", async () => {
    vi.useFakeTimers();
    mockCall(ROUTES.readingReview, TOO_MANY);
    const controller = new AbortController();
    const done = viaQuery(controller.signal).catch(() => null);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await done;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls()).toBe(1);
  });

  it("asks once itself: a 429 is a rate-limit error that keeps the refusal for the retry rule", async () => {
    mockCall(ROUTES.readingReview, TOO_MANY);
    const error = await codeOf(fetchReview(PARAMS));
    expect(error?.code).toBe("rateLimited");
    expect(error?.cause).toMatchObject({ status: 429 });
    expect(calls()).toBe(1);
  });

  it("aborts after 30 seconds with the timeout error", async () => {
    vi.useFakeTimers();
    mockCall(ROUTES.readingReview, NO_REPLY);
    let settled = false;
    const done = codeOf(fetchReview(PARAMS)).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(REVIEW_TIMEOUT_MS - 1);
    expect([calls(), settled]).toEqual([1, false]);
    await vi.advanceTimersByTimeAsync(1);
    expect((await done)?.code).toBe("timeout");
  });

  it.each<[string, TMockReply, string, number]>([
    ["a 401", refused(401, "bad token"), "authFailed", 401],
    ["a 404", refused(404, "Not found"), "http", 404],
    ["a 500", { status: 500, body: {} }, "http", 500],
    ["an envelope error", { body: { statusCode: 500, errMsg: "" } }, "fetchFailed", 0],
    ["a body that is not JSON", { text: "<html>" }, "process", 0],
    ["a body of the wrong shape", ok({ readingPractice: {} }), "process", 0],
  ])("maps %s to %s", async (_name, reply, code, status) => {
    mockCall(ROUTES.readingReview, reply);
    const error = await codeOf(fetchReview(PARAMS));
    expect(error?.code).toBe(code);
    expect(error?.status).toBe(status);
  });

  it("keeps the server's own message of an envelope error", async () => {
    mockCall(ROUTES.readingReview, { body: { statusCode: 403, errMsg: "Not yours" } });
    expect((await codeOf(fetchReview(PARAMS)))?.errMsg).toBe("Not yours");
  });

  it("maps a network failure to the generic load error", async () => {
    mockCall(ROUTES.readingReview, NETWORK_ERROR);
    expect((await codeOf(fetchReview(PARAMS)))?.code).toBe("loadFailed");
  });

  it("refuses missing parameters and a missing session without calling the server", async () => {
    mockCall(ROUTES.readingReview, REVIEW);
    expect((await codeOf(fetchReview({ testTakerID: "TT-abc12345" })))?.code).toBe("missingParams");
    clearSession();
    expect((await codeOf(fetchReview(PARAMS)))?.code).toBe("authRequired");
    expect(calls()).toBe(0);
  });
});
