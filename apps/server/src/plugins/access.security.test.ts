import { ENDPOINT_LIST } from "@bandcraft/contract/endpoints";
import { ROUTES } from "@bandcraft/contract/routes";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../test/harness";
import { createUser, grantPrivilege } from "../features/accounts/user-admin.service";

/**
 * Authorization by structure: every route the app registers (collected as Fastify registers it) is an
 * endpoint of the contract, sits in the scope its endpoint names, and that scope refuses the wrong caller
 * before any handler runs, whatever the body. A route added later is walked here without being listed.
 */
describe.each(DIALECTS)("every scoped route refuses the wrong caller (%s)", (dialect) => {
  let ctx: TTestContext;
  const registered: RouteOptions[] = [];
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestContext(dialect, {}, { onRoute: (route) => registered.push(route) });
    for (const email of ["learner@example.com", "expired-admin@example.com", "teacher@example.com"]) {
      await createUser(ctx.deps, { email, password: "student-password", grantedBy: "test" });
    }
    // Holding privilege 3 does not make anyone an administrator; an expired privilege 1 counts as none.
    await grantPrivilege(ctx.deps, {
      email: "learner@example.com",
      privilegeId: 3,
      expiresAt: ctx.clock.now + 86_400_000,
      grantedBy: "test",
    });
    await grantPrivilege(ctx.deps, {
      email: "expired-admin@example.com",
      privilegeId: 1,
      expiresAt: ctx.clock.now - 1,
      grantedBy: "test",
    });
    // A teacher (privilege 10 alone) teaches classes; it administers nothing, privileges included.
    await grantPrivilege(ctx.deps, {
      email: "teacher@example.com",
      privilegeId: 10,
      expiresAt: ctx.clock.now + 86_400_000,
      grantedBy: "test",
    });
    tokens.learner = await signIn(ctx, "learner@example.com", "student-password");
    tokens.teacher = await signIn(ctx, "teacher@example.com", "student-password");
    tokens.expired = await signIn(ctx, "expired-admin@example.com", "student-password");
    tokens.forged = "a".repeat(43);
  });
  afterAll(async () => ctx?.close());

  const apiRoutes = () =>
    registered
      .filter((r) => r.url.startsWith("/api/"))
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method])
          // Fastify adds a HEAD beside each GET; it runs the GET's hooks and handler.
          .filter((method) => method !== "HEAD")
          .map((method) => ({ route: r, method: method as "GET" | "POST" })),
      );

  it("registers exactly the contract's endpoints, each in the scope its access names", () => {
    const found = apiRoutes().map(({ route, method }) => `${method} ${route.url} ${route.config?.access}`);
    const expected = ENDPOINT_LIST.map((e) => `${e.method} ${e.path} ${e.access}`);
    expect(found.sort()).toEqual(expected.sort());
  });

  it("found the scoped routes to walk", () => {
    // Guards the walk below against an empty collection (a hook that stopped firing).
    expect(apiRoutes().filter(({ route }) => route.config?.access === "admin").length).toBeGreaterThanOrEqual(13);
  });

  const refusals = [
    { who: "nobody", scopes: ["learner", "admin"], status: 401 },
    { who: "forged", scopes: ["learner", "admin"], status: 401 },
    { who: "learner", scopes: ["admin"], status: 403 },
    { who: "expired", scopes: ["admin"], status: 403 },
    { who: "teacher", scopes: ["admin"], status: 403 },
  ];

  it.each(refusals)("refuses $who with $status on every $scopes route", async ({ who, scopes, status }) => {
    const walked = apiRoutes().filter(({ route }) => scopes.includes(String(route.config?.access)));
    expect(walked.length).toBeGreaterThan(0);
    for (const { route, method } of walked) {
      const token = tokens[who];
      const url = route.url.replace(":file", `${"0".repeat(64)}.png`);
      const res = await ctx.app.inject({
        method,
        url,
        ...(method === "POST" ? { payload: {} } : {}),
        headers: token ? bearer(token) : {},
      });
      expect(res.statusCode, `${method} ${route.url}`).toBe(status);
      expect(res.json(), `${method} ${route.url}`).toMatchObject({ statusCode: status });
      expect(res.json().errMsg, `${method} ${route.url}`).not.toBe("");
    }
  });

  it("refuses before reading the body: a malformed body from nobody is a 401, not a 400", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: ROUTES.adminUserCreate.path,
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(401);
  });

  it("left everything as it was", async () => {
    const users = await ctx.deps.db.selectFrom("users").select("email").orderBy("email").execute();
    expect(users.map((u) => u.email)).toEqual([
      "admin@example.com",
      "expired-admin@example.com",
      "learner@example.com",
      "teacher@example.com",
    ]);
  });
});
