import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROUTES } from "@bandcraft/contract/routes";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DIALECTS, type TTestContext } from "../../test/harness";

/** The CSP as directive → sources. */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Answers of every kind, with the caching each must carry: the page (revalidated), a hashed asset (kept
 * for good), and API success, refusal, not found, wrong method and bad input (never stored).
 */
const REQUESTS: [string, InjectOptions, string][] = [
  ["the page", { method: "GET", url: "/" }, "no-cache"],
  ["a deep link to a test", { method: "GET", url: "/test/bandcraft-test-1-part-1" }, "no-cache"],
  ["a hashed asset", { method: "GET", url: "/assets/app-abc123.js" }, IMMUTABLE],
  ["an API success", { method: "GET", url: ROUTES.health.path }, "no-store"],
  ["an API refusal (401)", { method: "POST", url: ROUTES.userInfo.path, payload: {} }, "no-store"],
  [
    "a failed sign-in (401)",
    { method: "POST", url: ROUTES.login.path, payload: { email: "a@b.c", password: "x" } },
    "no-store",
  ],
  ["an unknown API call (404)", { method: "POST", url: "/api/nope", payload: {} }, "no-store"],
  ["a wrong method (405)", { method: "GET", url: ROUTES.login.path }, "no-store"],
  [
    "malformed JSON (400)",
    { method: "POST", url: ROUTES.login.path, payload: "{", headers: { "content-type": "application/json" } },
    "no-store",
  ],
];

describe.each(DIALECTS)("security headers on %s", (dialect) => {
  let ctx: TTestContext;
  let indexHtml: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    indexHtml = fs.readFileSync(path.join(ctx.deps.config.webDist, "index.html"), "utf8");
  });
  afterAll(async () => ctx?.close());

  it.each(REQUESTS)("sends the full set on %s", async (_label, request, caching) => {
    const res = await ctx.app.inject(request);
    const csp = directives(String(res.headers["content-security-policy"]));
    const scripts = csp.get("script-src") ?? [];
    expect(scripts).toContain("'self'");
    // No inline script or eval may run: stored markup that slipped into the page could not execute.
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("*");
    expect(scripts.filter((s) => !/^'(self|wasm-unsafe-eval|sha256-[A-Za-z0-9+/=]+)'$/.test(s))).toEqual([]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("base-uri")).toEqual(["'self'"]);
    expect(csp.get("form-action")).toEqual(["'self'"]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    // DENY agrees with frame-ancestors 'none' (SAMEORIGIN would allow what the CSP forbids).
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cache-control"]).toBe(caching);
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    const hsts = String(res.headers["strict-transport-security"]);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain("includeSubDomains");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("allows exactly the page's own inline scripts by hash, and no other", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/" });
    const hashes = (directives(String(res.headers["content-security-policy"])).get("script-src") ?? []).filter((s) =>
      s.startsWith("'sha256-"),
    );
    const inline = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) =>
        `'sha256-${createHash("sha256")
          .update(m[1] ?? "")
          .digest("base64")}'`,
    );
    expect(inline).toHaveLength(1);
    expect(hashes).toEqual(inline);
    // A script someone injected into the page would have another hash.
    const injected = `'sha256-${createHash("sha256").update("window.__xss=1").digest("base64")}'`;
    expect(hashes).not.toContain(injected);
  });
});
