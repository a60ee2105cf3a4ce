import { accountsEndpoints } from "@bandcraft/contract/accounts";
import { PASSWORD_CHANGE_REQUIRED, ROUTES } from "@bandcraft/contract/routes";
import { writingEndpoints } from "@bandcraft/contract/writing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mockCall, NETWORK_ERROR, NO_REPLY, ok, refused, sent } from "../test/api-mock";
import { ApiError, call, callUnchecked } from "./api-client";
import { clearSession, getSession, saveSession } from "./session";

describe("api client", () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession("tok-1", "1h", { email: "a@example.com", privileges: [] });
  });
  afterEach(() => {
    clearSession();
  });

  it("posts JSON to the endpoint's path with the Bearer token and returns the body", async () => {
    mockCall(ROUTES.userInfo, ok({ status: "ok" }));
    const body = await callUnchecked(ROUTES.userInfo, {});
    expect(body).toMatchObject({ status: "ok" });
    const [request] = sent(ROUTES.userInfo);
    expect(request?.url.pathname).toBe(ROUTES.userInfo.path);
    expect(request?.method).toBe("POST");
    expect(request?.headers.get("Authorization")).toBe("Bearer tok-1");
    expect(request?.headers.get("Content-Type")).toBe("application/json");
    expect(request?.body).toEqual({});
  });

  it("checks the reply against the endpoint's response schema", async () => {
    mockCall(ROUTES.sessionRevokeOthers, ok({ revoked: "three" }));
    await expect(call(accountsEndpoints.sessionRevokeOthers, {})).rejects.toMatchObject({ kind: "parse" });
    mockCall(ROUTES.sessionRevokeOthers, ok({ revoked: 3 }));
    await expect(call(accountsEndpoints.sessionRevokeOthers, {})).resolves.toMatchObject({ revoked: 3 });
  });

  it("sends a GET without a body, and a public call without the token", async () => {
    mockCall(ROUTES.writingThemes, ok({ TaskOneTypes: [], TaskTwoTypes: [], TaskTwoThemes: [] }));
    mockCall(ROUTES.login, refused(401, "Wrong password"));
    await call(writingEndpoints.writingThemes, {});
    const [themes] = sent(ROUTES.writingThemes);
    expect([themes?.url.pathname, themes?.method, themes?.headers.get("Content-Type")]).toEqual([
      ROUTES.writingThemes.path,
      "GET",
      null,
    ]);
    expect(themes?.headers.get("Authorization")).toBe("Bearer tok-1");
    await callUnchecked(ROUTES.login, { email: "a@example.com", password: "pw" }).catch(() => undefined);
    expect(sent(ROUTES.login)[0]?.headers.has("Authorization")).toBe(false);
  });

  it("clears the session on HTTP 401 and reports status and errMsg", async () => {
    mockCall(ROUTES.userInfo, { ...refused(401, "Session expired"), statusText: "Unauthorized" });
    const error = await callUnchecked(ROUTES.userInfo, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: "http", status: 401, statusText: "Unauthorized", errMsg: "Session expired" });
    expect(getSession()).toBeNull();
  });

  it("marks the session when the server asks for a password of the account's own first", async () => {
    mockCall(ROUTES.sessionList, refused(403, "Choose your own password first", { reason: PASSWORD_CHANGE_REQUIRED }));
    await expect(callUnchecked(ROUTES.sessionList, {})).rejects.toMatchObject({ status: 403 });
    expect(getSession()?.user.mustChangePassword).toBe(true);
    expect(getSession()?.token).toBe("tok-1");
  });

  it("leaves the session unmarked for any other 403", async () => {
    mockCall(ROUTES.sessionList, refused(403, "Forbidden"));
    await expect(callUnchecked(ROUTES.sessionList, {})).rejects.toMatchObject({ status: 403 });
    expect(getSession()?.user.mustChangePassword).toBeUndefined();
  });

  it("keeps the wait a refusal names in Retry-After, and none when it names none", async () => {
    mockCall(ROUTES.userInfo, [
      { ...refused(429, "Slow down"), headers: { "Retry-After": "7" } },
      refused(429, "Slow down"),
    ]);
    await expect(callUnchecked(ROUTES.userInfo, {})).rejects.toMatchObject({ status: 429, retryAfterMs: 7_000 });
    await expect(callUnchecked(ROUTES.userInfo, {})).rejects.toMatchObject({ status: 429, retryAfterMs: null });
  });

  it("treats an envelope with statusCode other than 200 as an api error", async () => {
    mockCall(ROUTES.userInfo, { body: { statusCode: 500, errMsg: "Broken" } });
    await expect(callUnchecked(ROUTES.userInfo, {})).rejects.toMatchObject({
      kind: "api",
      statusCode: 500,
      errMsg: "Broken",
    });
    expect(getSession()).not.toBeNull();
  });

  it("reports a network failure and a timeout as such", async () => {
    mockCall(ROUTES.userInfo, NETWORK_ERROR);
    await expect(callUnchecked(ROUTES.userInfo, {})).rejects.toMatchObject({
      kind: "network",
      message: "Failed to fetch",
    });
    mockCall(ROUTES.userInfo, NO_REPLY);
    await expect(callUnchecked(ROUTES.userInfo, {}, { timeoutMs: 20 })).rejects.toMatchObject({ kind: "timeout" });
  });

  it("fills a GET's path parameters from the body", async () => {
    mockCall(ROUTES.image, { text: "png" });
    await callUnchecked(ROUTES.image, { file: "a b.png" }).catch(() => undefined);
    expect(sent(ROUTES.image).map((request) => [request.url.pathname, request.body])).toEqual([
      ["/api/images/a%20b.png", { file: "a b.png" }],
    ]);
  });
});
