import { ROUTES } from "@bandcraft/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, type TTestContext } from "../../../test/harness";
import { SESSION_TOUCH_MS } from "../../plugins/auth";
import { SESSION_CAP } from "./sessions.service";
import { createUser } from "./user-admin.service";

const PASSWORD = "violet-harbour-91";
const ANDROID_CHROME =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

type TSession = {
  sessionID: string;
  current: boolean;
  createdAt: number;
  lastUsedAt: number;
  browser: string | null;
  os: string | null;
};

describe.each(DIALECTS)("a learner's own sessions on %s", (dialect) => {
  let ctx: TTestContext;
  let accounts = 0;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: object, token?: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: "POST", url, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
  async function signIn(email: string, userAgent = ANDROID_CHROME, password = PASSWORD): Promise<string> {
    const res = await post(ROUTES.login.path, { email, password }, undefined, { "user-agent": userAgent });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  }
  async function newAccount(): Promise<string> {
    const email = `owner${++accounts}@example.com`;
    await createUser(ctx.deps, { email, password: PASSWORD, grantedBy: "test" });
    return email;
  }
  const works = async (token: string) => (await post(ROUTES.userInfo.path, {}, token)).statusCode === 200;
  const list = async (token: string) => {
    const res = await post(ROUTES.sessionList.path, {}, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ sessions: TSession[] }>().sessions;
  };

  it(`30 sign-ins leave the newest ${SESSION_CAP} live; the oldest are revoked`, async () => {
    const email = await newAccount();
    const tokens: string[] = [];
    for (let i = 0; i < 30; i++) {
      tokens.push(await signIn(email));
      ctx.clock.now += 1_000;
    }
    const alive = [];
    for (const token of tokens) alive.push(await works(token));
    expect(alive).toEqual([...Array(30 - SESSION_CAP).fill(false), ...Array(SESSION_CAP).fill(true)]);
    expect(await list(tokens[29] as string)).toHaveLength(SESSION_CAP);
  });

  it("lists only the caller's live sessions, newest first, the current one marked, devices named", async () => {
    const email = await newAccount();
    const other = await newAccount();
    const phone = await signIn(email, ANDROID_CHROME);
    ctx.clock.now += 1_000;
    const laptop = await signIn(email, MAC_SAFARI);
    await signIn(other);
    const ended = await signIn(email);
    await post(ROUTES.logout.path, {}, ended);
    const res = await post(ROUTES.sessionList.path, {}, phone);
    expect(res.body).not.toContain(phone);
    expect(res.body).not.toContain(laptop);
    expect(res.body).not.toContain("Mozilla");
    const sessions = res.json<{ sessions: TSession[] }>().sessions;
    expect(sessions.map(({ current, browser, os }) => ({ current, browser, os }))).toEqual([
      { current: false, browser: "Safari", os: "macOS" },
      { current: true, browser: "Chrome", os: "Android" },
    ]);
    for (const s of sessions) expect(s.sessionID).toMatch(/^[0-9a-f]{24}$/);
    expect(sessions[1]?.createdAt).toBe(ctx.clock.now - 1_000);
  });

  it("moves lastUsedAt at most once every few minutes", async () => {
    const token = await signIn(await newAccount());
    const signedInAt = ctx.clock.now;
    ctx.clock.now += SESSION_TOUCH_MS - 1_000;
    expect((await list(token))[0]?.lastUsedAt).toBe(signedInAt);
    ctx.clock.now += 2_000;
    await works(token);
    expect((await list(token))[0]?.lastUsedAt).toBe(ctx.clock.now);
  });

  it("revokes one of the caller's other sessions, which stops working at once", async () => {
    const email = await newAccount();
    const mine = await signIn(email);
    const other = await signIn(email, MAC_SAFARI);
    const target = (await list(mine)).find((s) => !s.current);
    const res = await post(ROUTES.sessionRevoke.path, { sessionID: target?.sessionID }, mine);
    expect(res.json()).toEqual({ statusCode: 200, errMsg: "" });
    expect(await works(other)).toBe(false);
    expect(await works(mine)).toBe(true);
  });

  it("another account's session id is the same 404 as a made-up one, and nothing is revoked", async () => {
    const victim = await signIn(await newAccount());
    const victimID = (await list(victim))[0]?.sessionID as string;
    const attacker = await signIn(await newAccount());
    const theirs = await post(ROUTES.sessionRevoke.path, { sessionID: victimID }, attacker);
    const madeUp = await post(ROUTES.sessionRevoke.path, { sessionID: "0123456789abcdef01234567" }, attacker);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(madeUp.json());
    expect(await works(victim)).toBe(true);
    expect(await list(victim)).toHaveLength(1);
  });

  it("revoke_others ends every other session of the account and keeps the current one", async () => {
    const email = await newAccount();
    const others = [await signIn(email), await signIn(email, MAC_SAFARI), await signIn(email)];
    const bystander = await signIn(await newAccount());
    const current = await signIn(email);
    const res = await post(ROUTES.sessionRevokeOthers.path, {}, current);
    expect(res.json()).toEqual({ statusCode: 200, errMsg: "", revoked: 3 });
    for (const token of others) expect(await works(token)).toBe(false);
    expect(await works(current)).toBe(true);
    expect(await works(bystander)).toBe(true);
    expect((await list(current)).map((s) => s.current)).toEqual([true]);
  });

  it("the session calls need a session (401 signed out)", async () => {
    for (const url of [ROUTES.sessionList.path, ROUTES.sessionRevokeOthers.path]) {
      expect((await post(url, {})).statusCode).toBe(401);
    }
    expect((await post(ROUTES.sessionRevoke.path, { sessionID: "x" })).statusCode).toBe(401);
  });
});
