import { Writable } from "node:stream";
import { ROUTES } from "@bandcraft/contract/routes";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../test/harness";
import { buildApp } from "../app";

/** Log lines written by an app, parsed. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines, records: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe.each(DIALECTS)("HTTP hygiene on %s", (dialect) => {
  let ctx: TTestContext;
  let token: string;
  let picture: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    token = await signIn(ctx);
    const list = await ctx.app.inject({
      method: "POST",
      url: ROUTES.writingList.path,
      payload: { part: 1, paginationRequest: { page: 1, pageSize: 1 } },
      headers: bearer(token),
    });
    picture = String(list.json().data[0].pic);
  });
  afterAll(async () => ctx?.close());

  describe("caching", () => {
    const API_ANSWERS: [string, () => InjectOptions][] = [
      ["a sign-in that succeeds", () => ({ method: "POST", url: ROUTES.login.path, payload: ADMIN })],
      [
        "a sign-in that fails",
        () => ({ method: "POST", url: ROUTES.login.path, payload: { ...ADMIN, password: "nope" } }),
      ],
      [
        "an authenticated read",
        () => ({ method: "POST", url: ROUTES.userInfo.path, payload: {}, headers: bearer(token) }),
      ],
      ["the health check", () => ({ method: "GET", url: ROUTES.health.path })],
      ["a 401", () => ({ method: "POST", url: ROUTES.userInfo.path, payload: {} })],
      ["a 404", () => ({ method: "POST", url: "/api/nope", payload: {} })],
      ["a 405", () => ({ method: "GET", url: ROUTES.login.path })],
      [
        "malformed JSON",
        () => ({
          method: "POST",
          url: ROUTES.login.path,
          payload: "{",
          headers: { "content-type": "application/json" },
        }),
      ],
      ["a missing image", () => ({ method: "GET", url: `/api/images/${"0".repeat(64)}.png` })],
      ["a missing asset", () => ({ method: "GET", url: "/assets/missing-123.js" })],
    ];

    it.each(API_ANSWERS)("forbids storing %s", async (_label, request) => {
      const res = await ctx.app.inject(request());
      expect(res.headers["cache-control"], res.body).toBe("no-store");
    });

    it("lets images by SHA-256 and hashed assets be cached for good, and revalidates the page", async () => {
      const image = await ctx.app.inject({ method: "GET", url: picture });
      expect(image.statusCode).toBe(200);
      expect(image.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const asset = await ctx.app.inject({ method: "GET", url: "/assets/app-abc123.js" });
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      for (const url of ["/", "/reading/deep/link"]) {
        expect((await ctx.app.inject({ method: "GET", url })).headers["cache-control"]).toBe("no-cache");
      }
    });
  });

  describe("methods", () => {
    it.each([
      ["GET", ROUTES.login.path, "POST"],
      ["DELETE", ROUTES.readingRecord.path, "POST"],
      ["PUT", ROUTES.userInfo.path, "POST"],
      ["HEAD", ROUTES.login.path, "POST"],
      ["OPTIONS", ROUTES.login.path, "POST"],
      ["POST", ROUTES.health.path, "GET, HEAD"],
      ["DELETE", "/api/images/abc.png", "GET, HEAD"],
      ["POST", "/assets/app-abc123.js", "GET, HEAD"],
      ["POST", "/", "GET, HEAD"],
      ["PATCH", "/reading/some/page", "GET, HEAD"],
    ] as const)("answers %s %s with 405 and Allow: %s", async (method, url, allow) => {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      if (method !== "HEAD") {
        expect(res.json()).toEqual({
          statusCode: 405,
          errMsg: `${method} is not allowed on ${url}: use ${allow.replace(", ", " or ")}`,
        });
      }
    });

    it.each([
      ["POST", "/api/nope"],
      ["GET", "/api/reading/records"],
      ["DELETE", "/api/login/extra"],
      ["OPTIONS", "/api/nope"],
    ] as const)("still answers %s %s (no such path) with 404", async (method, url) => {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers.allow).toBeUndefined();
    });

    it("answers HEAD wherever GET is answered, without a body", async () => {
      const res = await ctx.app.inject({ method: "HEAD", url: ROUTES.health.path });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe("");
    });
  });

  describe("logging", () => {
    let app: FastifyInstance;
    let log: ReturnType<typeof logCapture>;
    beforeAll(async () => {
      log = logCapture();
      app = await buildApp(ctx.deps, { logger: { level: "info", stream: log.stream } });
    });
    afterAll(async () => app?.close());

    it("writes one line per request, with no token, password or query string in any of them", async () => {
      const secrets = ["leaky-password-123", "secret-in-the-query", ADMIN.password];
      const signedIn = await app.inject({ method: "POST", url: ROUTES.login.path, payload: ADMIN });
      const fresh = signedIn.json().token as string;
      secrets.push(fresh);
      const requests: InjectOptions[] = [
        {
          method: "POST",
          url: ROUTES.userInfo.path,
          payload: {},
          headers: { ...bearer(fresh), cookie: "sid=leaky-cookie" },
        },
        {
          method: "POST",
          url: "/api/login?next=secret-in-the-query",
          payload: { ...ADMIN, password: "leaky-password-123" },
        },
        {
          method: "POST",
          url: ROUTES.login.path,
          payload: '{"email":"a@b.c","password":"leaky-password-123"',
          headers: { "content-type": "application/json" },
        },
        { method: "GET", url: "/api/nope" },
        { method: "GET", url: ROUTES.login.path },
      ];
      for (const request of requests) await app.inject(request);
      const records = log.records();
      // The sign-in and the five above: one line each, and nothing else at info or above.
      expect(records.map((r) => [r.msg, r.method, r.url, r.status])).toEqual([
        ["request", "POST", ROUTES.login.path, 200],
        ["request", "POST", ROUTES.userInfo.path, 200],
        ["request", "POST", ROUTES.login.path, 401],
        ["request", "POST", ROUTES.login.path, 400],
        ["request", "GET", "/api/nope", 404],
        ["request", "GET", ROUTES.login.path, 405],
      ]);
      expect(new Set(records.map((r) => r.reqId)).size).toBe(records.length);
      for (const record of records) expect(typeof record.ms).toBe("number");
      const text = log.lines.join("\n");
      for (const secret of [...secrets, "leaky-cookie", "Bearer"]) expect(text).not.toContain(secret);
    });

    it("redacts credentials a log call might pass by mistake", () => {
      log.lines.length = 0;
      app.log.info(
        { req: { headers: { authorization: "Bearer leaked-token", cookie: "sid=leaked" } }, password: "leaked-pw" },
        "a careless line",
      );
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).not.toMatch(/leaked/);
      expect(log.lines[0]).toContain("[redacted]");
    });
  });
});
