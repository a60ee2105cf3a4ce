import { ROUTES } from "@bandcraft/contract/routes";
import { EMAIL_POLICY } from "@bandcraft/domain/sign-in-throttle";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { createUser } from "./user-admin.service";

const OLD = "maple-orbit-2031";
const NEW = "quartz-meadow-7702";

describe.each(DIALECTS)("a signed-in learner changes their password on %s", (dialect) => {
  let ctx: TTestContext;
  let accounts = 0;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: object, token?: string) =>
    ctx.app.inject({ method: "POST", url, payload, headers: token ? bearer(token) : {} });
  const change = (token: string, currentPassword: string, newPassword = NEW) =>
    post(ROUTES.changePassword.path, { currentPassword, newPassword }, token);
  const works = async (token: string) => (await post(ROUTES.userInfo.path, {}, token)).statusCode === 200;
  const login = (email: string, password: string) => post(ROUTES.login.path, { email, password });
  async function newAccount(): Promise<string> {
    const email = `changer${++accounts}@example.com`;
    await createUser(ctx.deps, { email, password: OLD, grantedBy: "test" });
    return email;
  }

  it("a wrong current password: 403 with its reason; still signed in, the password unchanged", async () => {
    const email = await newAccount();
    const token = await signIn(ctx, email, OLD);
    const res = await change(token, "not-my-password");
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, reason: "wrong-current-password" });
    expect(await works(token)).toBe(true);
    expect((await login(email, OLD)).statusCode).toBe(200);
    expect((await login(email, NEW)).statusCode).toBe(401);
  });

  it("guessing the current password is throttled (429), and the owner can still sign in", async () => {
    const email = await newAccount();
    const token = await signIn(ctx, email, OLD);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await change(token, `guess-number-${i}`)).statusCode);
    // Each guess checked is a 403; past the free failures the account must wait (429) before the next.
    expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(EMAIL_POLICY.freeFailures + 1);
    expect(statuses.slice(-5)).toEqual([429, 429, 429, 429, 429]);
    // Even the right password waits its turn, so guessing cannot go on by other means.
    expect((await change(token, OLD)).statusCode).toBe(429);
    // The change's counters are its own: a session holder's guesses never lock the owner out of signing in.
    expect((await login(email, OLD)).statusCode).toBe(200);
  });

  it("a change ends every other session, keeps this one; the old password stops working", async () => {
    const email = await newAccount();
    const others = [await signIn(ctx, email, OLD), await signIn(ctx, email, OLD)];
    const bystander = await signIn(ctx);
    const current = await signIn(ctx, email, OLD);
    const res = await change(current, OLD);
    expect(res.json()).toEqual({ statusCode: 200, errMsg: "", revokedSessions: 2 });
    for (const token of others) expect(await works(token)).toBe(false);
    expect(await works(current)).toBe(true);
    expect(await works(bystander)).toBe(true);
    expect((await login(email, OLD)).statusCode).toBe(401);
    expect((await login(email, NEW)).statusCode).toBe(200);
  });

  it("refuses a malformed body (400) and a signed-out caller (401)", async () => {
    const token = await signIn(ctx, await newAccount(), OLD);
    for (const body of [
      {},
      { currentPassword: OLD },
      { currentPassword: "", newPassword: NEW },
      { currentPassword: OLD, newPassword: NEW, extra: 1 },
    ]) {
      expect((await post(ROUTES.changePassword.path, body, token)).statusCode).toBe(400);
    }
    expect((await post(ROUTES.changePassword.path, { currentPassword: OLD, newPassword: NEW })).statusCode).toBe(401);
  });
});
