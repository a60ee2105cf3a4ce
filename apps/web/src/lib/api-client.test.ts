import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiCall } from "./api-client";
import { clearSession, getSession, saveSession } from "./session";

function respond(status: number, body: unknown, statusText = "") {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, statusText }));
}

describe("api client", () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession("tok-1", "1h", { email: "a@example.com", privileges: [] });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it("posts JSON to /api with the Bearer token and returns the body", async () => {
    const fetchMock = respond(200, { statusCode: 200, errMsg: "", status: "ok" });
    vi.stubGlobal("fetch", fetchMock);
    const { body } = await apiCall<{ status: string }>("/user_info", { body: {} });
    expect(body.status).toBe("ok");
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/user_info");
    expect(init.method).toBe("POST");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer tok-1");
    expect(init.body).toBe("{}");
  });

  it("clears the session on HTTP 401 and reports status and errMsg", async () => {
    vi.stubGlobal("fetch", respond(401, { statusCode: 401, errMsg: "Session expired" }, "Unauthorized"));
    const error = await apiCall("/user_info").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status: 401, statusText: "Unauthorized", errMsg: "Session expired" });
    expect(getSession()).toBeNull();
  });

  it("treats an envelope with statusCode other than 200 as an api error", async () => {
    vi.stubGlobal("fetch", respond(200, { statusCode: 500, errMsg: "Broken" }));
    await expect(apiCall("/user_info")).rejects.toMatchObject({ kind: "api", statusCode: 500, errMsg: "Broken" });
    expect(getSession()).not.toBeNull();
  });

  it("reports a network failure and a timeout as such", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(apiCall("/user_info")).rejects.toMatchObject({ kind: "network", message: "Failed to fetch" });
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      ),
    );
    await expect(apiCall("/user_info", { timeoutMs: 20 })).rejects.toMatchObject({ kind: "timeout" });
  });
});
