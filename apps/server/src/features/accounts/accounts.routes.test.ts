import { ROUTES } from "@bandcraft/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { createUser, grantPrivilege } from "./user-admin.service";

const LEARNER = { email: "learner@example.com", password: "pupil-password-1" };

describe.each(DIALECTS)("accounts API on %s", (dialect) => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    await createUser(ctx.deps, { ...LEARNER, grantedBy: "test" });
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers });

  it("signs in with the token in the Authorization header and in the body", async () => {
    const res = await post(ROUTES.login.path, { email: ADMIN.email, password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      statusCode: 200,
      errMsg: "",
      expires: "720h",
      userInfo: { email: ADMIN.email, privileges: [1] },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.authorization).toBe(`Bearer ${body.token}`);
    expect(res.headers["x-token-expires"]).toBe("720h");
  });

  it("accepts the e-mail in any case and with spaces", async () => {
    const res = await post(ROUTES.login.path, {
      email: `  ${LEARNER.email.toUpperCase()} `,
      password: LEARNER.password,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userInfo).toEqual({ email: LEARNER.email, privileges: [] });
  });

  it.each([
    ["a wrong password", { email: LEARNER.email, password: "wrong-password" }],
    ["an unknown e-mail", { email: "nobody@example.com", password: "whatever-password" }],
  ])("answers %s with the same 401 message", async (_label, payload) => {
    const res = await post(ROUTES.login.path, payload);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, errMsg: "Invalid email or password" });
  });

  it.each([
    ["missing password", { email: "a@b.c" }, /password/],
    ["wrong type", { email: 42, password: "x" }, /email/],
    ["unknown field", { email: "a@b.c", password: "x", remember: true }, /remember/],
    ["empty e-mail", { email: " ", password: "x" }, /email is required/],
  ])("refuses a login body with %s (400)", async (_label, payload, message) => {
    const res = await post(ROUTES.login.path, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().statusCode).toBe(400);
    expect(res.json().errMsg).toMatch(message);
  });

  it("slows repeated failures per e-mail with 429, and a correct password from the same address waits too", async () => {
    const email = "throttled@example.com";
    await createUser(ctx.deps, { email, password: "guarded-password", grantedBy: "test" });
    for (let i = 0; i < 5; i++)
      expect((await post(ROUTES.login.path, { email, password: "bad-guess-1" })).statusCode).toBe(401);
    const blocked = await post(ROUTES.login.path, { email, password: "guarded-password" });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      errMsg: "Too many sign-in attempts. Please wait 30 seconds and try again.",
      reason: "sign-in-slowed",
      retryAfterSeconds: 30,
    });
    expect(blocked.headers["retry-after"]).toBe("30");
    ctx.clock.now += 30_000;
    expect((await post(ROUTES.login.path, { email, password: "guarded-password" })).statusCode).toBe(200);
  });

  /** The learner's user info, asked with a session opened before this grant of a privilege until `expiresAt`. */
  async function userInfoAfterGrant(privilegeId: number, expiresAt: number) {
    const token = await signIn(ctx, LEARNER.email, LEARNER.password);
    await grantPrivilege(ctx.deps, { email: LEARNER.email, privilegeId, expiresAt, grantedBy: "test" });
    return post(ROUTES.userInfo.path, {}, bearer(token));
  }

  it("returns user info with tokens, held privileges and the catalogue", async () => {
    const res = await userInfoAfterGrant(3, ctx.clock.now + 86_400_000);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.email).toBe(LEARNER.email);
    expect(data.tokenInfo).toEqual([
      // The clock reads 09:16 UTC on 21 November; REFILL_TZ defaults to UTC.
      // Privilege 3 (Reading Test) takes tests without spending.
      {
        entityType: "actual_reading_test",
        availableTokens: 6,
        next_refill_time: Date.UTC(2026, 10, 22),
        spendsNone: true,
        abandonAfterHours: 168,
      },
    ]);
    expect(data.privileges).toEqual({ "3": String(ctx.clock.now + 86_400_000) });
    // Only the privileges that do something: Administrator, Reading Test and Teacher.
    expect(data.privilegeCatalogue.map((c: { id: number }) => c.id)).toEqual([1, 3, 10]);
    expect(data.privilegeCatalogue[0]).toEqual({ id: 1, name: "Administrator", description: "Administrator Access" });
  });

  it("reads privileges per call, so a grant shows on the next request", async () => {
    const res = await userInfoAfterGrant(2, ctx.clock.now + 1000);
    expect(Object.keys(res.json().data.privileges)).toContain("2");
  });

  it.each([
    ["no token", {}],
    ["an altered token", { authorization: "Bearer not-a-real-token" }],
    ["a malformed header", { authorization: "Token abc" }],
  ])("answers user_info with %s by 401", async (_label, headers) => {
    const res = await post(ROUTES.userInfo.path, {}, headers);
    expect(res.statusCode).toBe(401);
    expect(res.json().statusCode).toBe(401);
  });

  it("expires a session after 720 hours", async () => {
    const token = await signIn(ctx);
    ctx.clock.now += 719 * 3_600_000;
    expect((await post(ROUTES.userInfo.path, {}, bearer(token))).statusCode).toBe(200);
    ctx.clock.now += 2 * 3_600_000;
    expect((await post(ROUTES.userInfo.path, {}, bearer(token))).statusCode).toBe(401);
  });

  it("revokes the session on logout, server-side", async () => {
    const token = await signIn(ctx);
    expect((await post(ROUTES.logout.path, {}, bearer(token))).json()).toEqual({ statusCode: 200, errMsg: "" });
    const after = await post(ROUTES.userInfo.path, {}, bearer(token));
    expect(after.statusCode).toBe(401);
    expect((await post(ROUTES.logout.path, {}, bearer(token))).statusCode).toBe(401);
  });

  it("stores only a hash of the session token", async () => {
    const token = await signIn(ctx);
    const rows = await ctx.deps.db.selectFrom("sessions").select("token_hash").execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it("refuses unknown fields in user_info (400)", async () => {
    const token = await signIn(ctx);
    const res = await post(ROUTES.userInfo.path, { extra: 1 }, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toMatch(/extra/);
  });
});
