import { ZUserListResponse } from "@bandcraft/contract/admin";
import { ROUTES } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { adminSuite, createAccount, grant } from "../../../test/admin-calls";
import { ADMIN, DIALECTS, signIn } from "../../../test/harness";
import { setAccountDisabled } from "./admin-accounts.service";

const PASSWORD = "Granite-harbour-1987";
const DAY = 86_400_000;

describe.each(DIALECTS)("disabling and enabling accounts on %s", (dialect) => {
  const { ctx, session, post } = adminSuite(dialect);
  const setDisabled = (email: string, disabled: boolean, token = session.admin) =>
    post(ROUTES.adminUserSetDisabled.path, { email, disabled }, token);
  const login = (email: string, password = PASSWORD) => post(ROUTES.login.path, { email, password });
  const works = async (token: string) => (await post(ROUTES.userInfo.path, {}, token)).statusCode === 200;
  const listed = async (email: string) =>
    ZUserListResponse.parse(
      (
        await post(
          ROUTES.adminUserList.path,
          { paginationRequest: { page: 1, pageSize: 10 }, query: email },
          session.admin,
        )
      ).json(),
    ).data.users.find((u) => u.email === email);
  const auditOf = async (target: string) =>
    (await ctx.deps.db.selectFrom("audit_log").selectAll().where("target", "=", target).orderBy("at").execute()).map(
      (e) => [e.actor_email, e.action],
    );
  const account = (email: string, privileges: number[] = []) => createAccount(ctx, email, PASSWORD, privileges);

  it("ends every session at once; the right password then hears 403 account-disabled, a wrong one 401", async () => {
    const email = await account("leaver@example.com");
    const sessions = [await signIn(ctx, email, PASSWORD), await signIn(ctx, email, PASSWORD)];
    const res = await setDisabled(email, true);
    expect(res.json()).toEqual({ statusCode: 200, errMsg: "" });
    for (const token of sessions) expect(await works(token)).toBe(false);
    const refused = await login(email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, reason: "account-disabled" });
    // A stranger without the password learns nothing: the same 401 as any wrong password.
    const guess = await login(email, "not-the-password");
    expect(guess.statusCode).toBe(401);
    expect(guess.json().reason).toBeUndefined();
    expect(await listed(email)).toMatchObject({ email, disabled: true });
    const stored = await ctx.deps.db.selectFrom("users").select("disabled_at").where("email", "=", email).execute();
    expect(stored[0]?.disabled_at).toBe(ctx.clock.now);
  });

  it("enables it again: the owner signs in, the list no longer says disabled; both changes are audited", async () => {
    const email = "leaver@example.com";
    // A second later, so the log's order is the order of the changes.
    ctx.clock.now += 1000;
    expect((await setDisabled(email, false)).statusCode).toBe(200);
    expect((await login(email)).statusCode).toBe(200);
    expect((await listed(email))?.disabled).toBeUndefined();
    expect(await auditOf(email)).toEqual([
      [ADMIN.email, "account.disable"],
      [ADMIN.email, "account.enable"],
    ]);
  });

  it("refuses to disable one's own account (400 own-account), changing nothing", async () => {
    const res = await setDisabled(ADMIN.email, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ reason: "own-account" });
    expect(await works(session.admin)).toBe(true);
  });

  it("refuses to disable the last permanent administrator, and the last active one from the command line", async () => {
    const deputy = await account("deputy@example.com");
    await grant(ctx, deputy, 1, ctx.clock.now + 30 * DAY);
    const deputyToken = await signIn(ctx, deputy, PASSWORD);
    const res = await setDisabled(ADMIN.email, true, deputyToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: "no-permanent-admin" });
    expect(await works(session.admin)).toBe(true);
    // A disabled administrator is no administrator: with the deputy disabled, the first is the last one.
    expect((await setDisabled(deputy, true)).statusCode).toBe(200);
    await expect(setAccountDisabled(ctx.deps, "cli", { email: ADMIN.email, disabled: true })).rejects.toMatchObject({
      statusCode: 409,
      fields: { reason: "no-active-admin" },
    });
    // Nor may the first give up privilege 1: the disabled deputy could not administer.
    const demote = await post(
      ROUTES.adminGrantPrivilege.path,
      { email: ADMIN.email, updatePrivileges: {}, delPrivileges: [1] },
      session.admin,
    );
    expect(demote.statusCode).toBe(409);
    expect(await works(session.admin)).toBe(true);
  });

  it("disables another permanent administrator while one stays, who then cannot call anything", async () => {
    const second = await account("second-admin@example.com", [1]);
    const token = await signIn(ctx, second, PASSWORD);
    expect((await setDisabled(second, true)).statusCode).toBe(200);
    expect(
      (await post(ROUTES.adminUserList.path, { paginationRequest: { page: 1, pageSize: 5 } }, token)).statusCode,
    ).toBe(401);
  });

  it.each([
    ["an unknown e-mail", { email: "ghost@example.com", disabled: true }, 404],
    ["no disabled flag", { email: "leaver@example.com" }, 400],
    ["a flag that is not a boolean", { email: "leaver@example.com", disabled: "yes" }, 400],
  ])("answers %s with %i", async (_label, body, status) => {
    expect((await post(ROUTES.adminUserSetDisabled.path, body, session.admin)).statusCode).toBe(status);
  });
});
