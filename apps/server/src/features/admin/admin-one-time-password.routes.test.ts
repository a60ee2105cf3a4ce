import { ONE_TIME_EXPIRED, ONE_TIME_PASSWORD_DAYS } from "@bandcraft/contract/accounts";
import { ZOneTimePasswordResponse, ZUserListResponse } from "@bandcraft/contract/admin";
import { ROUTES } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { adminSuite, createAccount } from "../../../test/admin-calls";
import { ADMIN, DIALECTS, signIn } from "../../../test/harness";

const PASSWORD = "Copper-lantern-4410";
const CHOSEN = "Velvet-compass-2290";
const page = { paginationRequest: { page: 1, pageSize: 10 } };

describe.each(DIALECTS)("one-time passwords and the forced password change on %s", (dialect) => {
  const { ctx, session, post } = adminSuite(dialect);
  const login = (email: string, password: string) => post(ROUTES.login.path, { email, password });
  const issue = async (email: string) => {
    const res = await post(ROUTES.adminUserOneTimePassword.path, { email }, session.admin);
    expect(res.statusCode, res.body).toBe(200);
    return ZOneTimePasswordResponse.parse(res.json()).oneTimePassword;
  };
  const listed = async (email: string) =>
    ZUserListResponse.parse((await post(ROUTES.adminUserList.path, { ...page, query: email }, session.admin)).json())
      .data.users[0];
  const change = (token: string, currentPassword: string, newPassword: string) =>
    post(ROUTES.changePassword.path, { currentPassword, newPassword }, token);
  const expectChangeRequired = async (url: string, payload: object, token: string) => {
    const res = await post(url, payload, token);
    expect(res.statusCode, url).toBe(403);
    expect(res.json(), url).toMatchObject({ statusCode: 403, reason: "password-change-required" });
  };

  it("gives a one-time password once: old sessions and the old password stop, failures are cleared", async () => {
    const email = await createAccount(ctx, "newcomer@example.com", PASSWORD);
    const old = await signIn(ctx, email, PASSWORD);
    for (let i = 0; i < 6; i++) await login(email, "wrong-guess-here");
    expect((await login(email, PASSWORD)).statusCode).toBe(429);
    const oneTime = await issue(email);
    expect(oneTime).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await post(ROUTES.userInfo.path, {}, old)).statusCode).toBe(401);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect(await listed(email)).toMatchObject({ email, mustChangePassword: true });
    // The light hash of a random secret (lib/one-time-password.ts), never the person's own password's.
    const row = await ctx.deps.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(row.must_change_password).toBe(1);
    const entries = await ctx.deps.db.selectFrom("audit_log").selectAll().where("target", "=", email).execute();
    expect(entries.map((e) => [e.actor_email, e.action, JSON.parse(e.detail)])).toEqual([
      [ADMIN.email, "account.password_reset", { oneTime: true }],
    ]);
    expect(await issue(email)).not.toBe(oneTime);
  });

  it("lets the account in only to choose its own password; then everything works again", async () => {
    const email = "newcomer@example.com";
    const oneTime = await issue(email);
    const signedIn = await login(email, oneTime);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().userInfo).toMatchObject({ email, mustChangePassword: true });
    const token = signedIn.json().token as string;

    await expectChangeRequired(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token);
    await expectChangeRequired(ROUTES.writingList.path, { part: 2, ...page }, token);
    await expectChangeRequired(ROUTES.sessionList.path, {}, token);
    const info = await post(ROUTES.userInfo.path, {}, token);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.mustChangePassword).toBe(true);

    // The new password must be another one: 400 with its reason, nothing changed, no guess spent.
    const same = await change(token, oneTime, oneTime);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ reason: "same-as-current" });
    expect((await change(token, "not-the-one-time", CHOSEN)).json()).toMatchObject({
      statusCode: 403,
      reason: "wrong-current-password",
    });
    const changed = await change(token, oneTime, CHOSEN);
    expect(changed.statusCode, changed.body).toBe(200);

    const after = await post(ROUTES.userInfo.path, {}, token);
    expect(after.json().data.mustChangePassword).toBeUndefined();
    expect((await post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token)).statusCode).toBe(200);
    expect((await post(ROUTES.writingList.path, { part: 2, ...page }, token)).statusCode).toBe(200);
    expect((await listed(email))?.mustChangePassword).toBeUndefined();
    expect((await login(email, oneTime)).statusCode).toBe(401);
    const again = await login(email, CHOSEN);
    expect(again.json().userInfo.mustChangePassword).toBeUndefined();
  });

  it("signs out while it must still change its password", async () => {
    const email = "newcomer@example.com";
    const token = (await login(email, await issue(email))).json().token as string;
    expect((await post(ROUTES.logout.path, {}, token)).statusCode).toBe(200);
    expect((await post(ROUTES.userInfo.path, {}, token)).statusCode).toBe(401);
  });

  it("holds an administrator with a one-time password off every admin call until it chooses its own", async () => {
    const email = await createAccount(ctx, "second-admin@example.com", PASSWORD, [1]);
    const oneTime = await issue(email);
    const token = (await login(email, oneTime)).json().token as string;
    await expectChangeRequired(ROUTES.adminUserList.path, page, token);
    await expectChangeRequired(ROUTES.adminAuditList.path, page, token);
    await expectChangeRequired(ROUTES.adminUserOneTimePassword.path, { email: ADMIN.email }, token);
    expect((await change(token, oneTime, CHOSEN)).statusCode).toBe(200);
    expect((await post(ROUTES.adminUserList.path, page, token)).statusCode).toBe(200);
  });

  it("answers 404 for an unknown e-mail and 400 for a malformed body", async () => {
    const unknown = await post(ROUTES.adminUserOneTimePassword.path, { email: "ghost@example.com" }, session.admin);
    expect(unknown.statusCode).toBe(404);
    for (const body of [{}, { email: "not-an-email" }, { email: ADMIN.email, extra: 1 }]) {
      expect((await post(ROUTES.adminUserOneTimePassword.path, body, session.admin)).statusCode).toBe(400);
    }
  });

  it(`works for ${ONE_TIME_PASSWORD_DAYS} days; after that the right one-time password is refused, saying why`, async () => {
    const email = await createAccount(ctx, "late-comer@example.com", PASSWORD);
    const oneTime = await issue(email);
    const issuedAt = ctx.clock.now;
    try {
      ctx.clock.now = issuedAt + ONE_TIME_PASSWORD_DAYS * 86_400_000 - 1;
      expect((await login(email, oneTime)).statusCode).toBe(200);
      ctx.clock.now = issuedAt + ONE_TIME_PASSWORD_DAYS * 86_400_000;
      const late = await login(email, oneTime);
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ statusCode: 403, reason: ONE_TIME_EXPIRED });
      // A wrong password is the same 401 as ever: the refusal above is only for the holder of the right one.
      expect((await login(email, "not-the-password")).statusCode).toBe(401);
      // A new one from an administrator works again, and so does a password of one's own for ever.
      const again = await issue(email);
      const token = (await login(email, again)).json().token as string;
      expect((await change(token, again, CHOSEN)).statusCode).toBe(200);
      ctx.clock.now += 400 * 86_400_000;
      expect((await login(email, CHOSEN)).statusCode).toBe(200);
    } finally {
      ctx.clock.now = issuedAt;
    }
  });
});
