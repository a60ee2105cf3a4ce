import { ROUTES } from "@bandcraft/contract/routes";
import { EMAIL_POLICY } from "@bandcraft/domain/sign-in-throttle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { sha256Hex } from "../../lib/tokens";
import { createUser } from "./user-admin.service";

const PASSWORD = "learner-password";
const SESSION_ENVELOPE = { statusCode: 401, errMsg: "Session expired or invalid. Please sign in again." };

/** Learner calls that read personal data, each with a body that succeeds for a valid session. */
const LEARNER_CALLS: [string, unknown][] = [
  [ROUTES.userInfo.path, {}],
  [ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 20 } }],
  [ROUTES.essayList.path, { paginationRequest: { page: 1, pageSize: 20 } }],
  [ROUTES.readingSingle.path, { practiceID: "bandcraft-test-1-part-1" }],
];

/** The token with the character at `index` replaced by another of the base64url alphabet. */
function flipped(token: string, index: number): string {
  const c = token[index];
  return `${token.slice(0, index)}${c === "A" ? "B" : "A"}${token.slice(index + 1)}`;
}

describe.each(DIALECTS)("session tokens an attacker holds on %s", (dialect) => {
  let ctx: TTestContext;
  let users = 0;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, token?: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: token ? bearer(token) : {} });

  async function newLearner(): Promise<{ email: string; token: string }> {
    users += 1;
    const email = `session-${users}@example.com`;
    await createUser(ctx.deps, { email, password: PASSWORD, grantedBy: "test" });
    return { email, token: await signIn(ctx, email, PASSWORD) };
  }

  /** Every learner call refuses the token with the one 401 envelope; the admin list too. */
  async function expectRefusedEverywhere(token: string) {
    for (const [url, body] of [
      ...LEARNER_CALLS,
      [ROUTES.adminReadingList.path, { questionTypes: [], paginationRequest: { page: 1, pageSize: 10 } }] as const,
    ]) {
      const res = await post(url, body, token);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(401);
      expect(res.json()).toEqual(SESSION_ENVELOPE);
    }
  }

  it("accepts the genuine token on every call (the baseline the refusals below are measured against)", async () => {
    const { token } = await newLearner();
    for (const [url, body] of LEARNER_CALLS) expect((await post(url, body, token)).statusCode, url).toBe(200);
  });

  it.each([
    ["its first character changed", (t: string) => flipped(t, 0)],
    ["a middle character changed", (t: string) => flipped(t, 21)],
    ["its last character changed", (t: string) => flipped(t, t.length - 1)],
    ["one character cut off", (t: string) => t.slice(0, -1)],
    ["one character added", (t: string) => `${t}A`],
    ["its case changed", (t: string) => (t.toUpperCase() === t ? t.toLowerCase() : t.toUpperCase())],
    ["its stored hash sent instead", (t: string) => sha256Hex(t)],
  ])("refuses a token with %s (401) while the genuine one still works", async (_label, alter) => {
    const { token } = await newLearner();
    const altered = alter(token);
    expect(altered).not.toBe(token);
    await expectRefusedEverywhere(altered);
    expect((await post(ROUTES.userInfo.path, {}, token)).statusCode).toBe(200);
  });

  it("refuses an administrator's token with one character changed on the admin calls", async () => {
    const admin = await signIn(ctx);
    const list = { questionTypes: [], paginationRequest: { page: 1, pageSize: 10 } };
    expect((await post(ROUTES.adminReadingList.path, list, admin)).statusCode).toBe(200);
    const res = await post(ROUTES.adminReadingList.path, list, flipped(admin, 10));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(SESSION_ENVELOPE);
  });

  it.each([
    ["a second before now", -1000],
    ["exactly now", 0],
  ])("refuses a session whose stored expiry is %s", async (_label, offset) => {
    const { token } = await newLearner();
    await ctx.deps.db
      .updateTable("sessions")
      .set({ expires_at: ctx.clock.now + offset })
      .where("token_hash", "=", sha256Hex(token))
      .execute();
    await expectRefusedEverywhere(token);
  });

  it("refuses every call after logout, including a second logout", async () => {
    const { token } = await newLearner();
    expect((await post(ROUTES.logout.path, {}, token)).statusCode).toBe(200);
    await expectRefusedEverywhere(token);
    expect((await post(ROUTES.logout.path, {}, token)).json()).toEqual(SESSION_ENVELOPE);
  });

  it("logout ends only that session: the learner's other browser stays signed in", async () => {
    const { email, token } = await newLearner();
    const other = await signIn(ctx, email, PASSWORD);
    await post(ROUTES.logout.path, {}, token);
    expect((await post(ROUTES.userInfo.path, {}, other)).statusCode).toBe(200);
  });

  it("refuses every session of an account after an administrator resets its password, and no one else's", async () => {
    const admin = await signIn(ctx);
    const { email, token } = await newLearner();
    const second = await signIn(ctx, email, PASSWORD);
    const bystander = await newLearner();
    const reset = await post(ROUTES.adminUserResetPassword.path, { email, password: "a-new-long-password" }, admin);
    expect(reset.statusCode, reset.body).toBe(200);
    await expectRefusedEverywhere(token);
    await expectRefusedEverywhere(second);
    expect((await post(ROUTES.userInfo.path, {}, bystander.token)).statusCode).toBe(200);
    expect((await post(ROUTES.userInfo.path, {}, admin)).statusCode).toBe(200);
  });

  it("checks the password at most 5 times per e-mail when thirty guesses arrive at once", async () => {
    const { email } = await newLearner();
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(ROUTES.login.path, { email, password: `wrong-guess-${i}` })),
    );
    const codes = guesses.map((r) => r.statusCode);
    // A 401 means the password was checked; the rest must be refused unchecked.
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(EMAIL_POLICY.freeFailures);
    expect(codes.filter((c) => c === 401 || c === 429)).toHaveLength(30);
    const right = await post(ROUTES.login.path, { email, password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json().errMsg).toMatch(/Too many sign-in attempts/);
    // The wait passes, so nothing spills into the next test.
    ctx.clock.now += 16 * 60 * 1000;
  });

  it("a successful sign-in does not use up the address's allowance", async () => {
    // Thirty-five good sign-ins from one address (more than its 30 failures) never trip the address limit.
    for (let i = 0; i < 35; i++) {
      const res = await post(ROUTES.login.path, ADMIN);
      expect(res.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
  });
});
