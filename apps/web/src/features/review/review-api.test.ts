import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearSession, saveSession } from "../../lib/session";
import { fetchReview, REVIEW_TIMEOUT_MS, ReviewError } from "./review-api";

const PARAMS = { testTakerID: "TT-abc12345", readingPracticeID: "sample-1" };

function reviewBody() {
  return {
    statusCode: 200,
    errMsg: "",
    readingPractice: samplePractice(),
    submittedAnswers: { "1": "B", "2": "A" },
    correctTable: { "1": true, "2": false },
    highlights: [],
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** A fetch answering each call with the next response (the last one repeats). */
function sequence(...responses: (() => Response)[]) {
  let i = 0;
  return vi.fn(async () => {
    const make = responses[Math.min(i, responses.length - 1)] as () => Response;
    i += 1;
    return make();
  });
}

const tooMany = () => json(429, { statusCode: 429, errMsg: "Too Many Requests" });

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
    vi.unstubAllGlobals();
    clearSession();
  });

  it("posts both ids and returns the parsed practice with answers, marks and highlights", async () => {
    const fetchMock = sequence(() => json(200, reviewBody()));
    vi.stubGlobal("fetch", fetchMock);
    const data = await fetchReview(PARAMS);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/reading/review");
    expect(JSON.parse(String(init.body))).toEqual({ readingPracticeID: "sample-1", testTakerID: "TT-abc12345" });
    expect(data.practice.sections.length).toBeGreaterThan(0);
    expect(data.correctTable).toEqual({ "1": true, "2": false });
  });

  it("retries a 429 three times after 2, 4 and 6 seconds, then succeeds", async () => {
    vi.useFakeTimers();
    const fetchMock = sequence(tooMany, tooMany, tooMany, () => json(200, reviewBody()));
    vi.stubGlobal("fetch", fetchMock);
    const done = fetchReview(PARAMS);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5_999);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(done).resolves.toMatchObject({ submittedAnswers: { "1": "B" } });
  });

  it("reports the rate limit after the third retry fails too (four calls in all)", async () => {
    vi.useFakeTimers();
    const fetchMock = sequence(tooMany);
    vi.stubGlobal("fetch", fetchMock);
    const done = codeOf(fetchReview(PARAMS));
    await vi.advanceTimersByTimeAsync(12_000);
    const error = await done;
    expect(error?.code).toBe("rateLimited");
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("stops retrying once the screen goes away", async () => {
    vi.useFakeTimers();
    const fetchMock = sequence(tooMany);
    vi.stubGlobal("fetch", fetchMock);
    const controller = new AbortController();
    const done = codeOf(fetchReview(PARAMS, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(0);
    controller.abort();
    await done;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("aborts after 30 seconds with the timeout error", async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("Aborted", "AbortError")));
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const done = codeOf(fetchReview(PARAMS));
    await vi.advanceTimersByTimeAsync(REVIEW_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await done)?.code).toBe("timeout");
  });

  it.each([
    ["a 401", () => json(401, { statusCode: 401, errMsg: "bad token" }), "authFailed", 401],
    ["a 404", () => json(404, { statusCode: 404, errMsg: "Not found" }), "http", 404],
    ["a 500", () => json(500, {}), "http", 500],
    ["an envelope error", () => json(200, { statusCode: 500, errMsg: "" }), "fetchFailed", 0],
    ["a body that is not JSON", () => new Response("<html>", { status: 200 }), "process", 0],
    ["a body of the wrong shape", () => json(200, { statusCode: 200, errMsg: "", readingPractice: {} }), "process", 0],
  ])("maps %s to %s", async (_name, response, code, status) => {
    vi.stubGlobal("fetch", sequence(response));
    const error = await codeOf(fetchReview(PARAMS));
    expect(error?.code).toBe(code);
    expect(error?.status).toBe(status);
  });

  it("keeps the server's own message of an envelope error", async () => {
    vi.stubGlobal(
      "fetch",
      sequence(() => json(200, { statusCode: 403, errMsg: "Not yours" })),
    );
    expect((await codeOf(fetchReview(PARAMS)))?.errMsg).toBe("Not yours");
  });

  it("maps a network failure to the generic load error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    expect((await codeOf(fetchReview(PARAMS)))?.code).toBe("loadFailed");
  });

  it("refuses missing parameters and a missing session without calling the server", async () => {
    const fetchMock = sequence(() => json(200, reviewBody()));
    vi.stubGlobal("fetch", fetchMock);
    expect((await codeOf(fetchReview({ testTakerID: "TT-abc12345" })))?.code).toBe("missingParams");
    clearSession();
    expect((await codeOf(fetchReview(PARAMS)))?.code).toBe("authRequired");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
