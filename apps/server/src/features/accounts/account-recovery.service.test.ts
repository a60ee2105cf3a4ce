import { ROUTES } from "@bandcraft/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { resetPasswordFromCommandLine, unlockSignIn } from "./account-recovery.service";
import { createUser } from "./user-admin.service";

const LOST = { email: "lost-admin@example.com", password: "Original-lantern-93" };

/** The command line's recovery: reset-password and unlock (cli.ts only parses flags and prints these answers). */
describe.each(DIALECTS)("account recovery from the command line on %s", (dialect) => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    await createUser(ctx.deps, { ...LOST, admin: true, grantedBy: "test" });
  });
  afterAll(async () => ctx?.close());

  const login = (password: string) =>
    ctx.app.inject({ method: "POST", url: ROUTES.login.path, payload: { email: LOST.email, password } });
  const stillSignedIn = async (token: string) =>
    (await ctx.app.inject({ method: "POST", url: ROUTES.userInfo.path, payload: {}, headers: bearer(token) }))
      .statusCode;

  it("gives a one-time password, signs the account out everywhere and unlocks it", async () => {
    const sessions = [await signIn(ctx, LOST.email, LOST.password), await signIn(ctx, LOST.email, LOST.password)];
    for (let i = 0; i < 6; i++) await login("forgotten-guess");
    expect((await login(LOST.password)).statusCode).toBe(429);
    const reset = await resetPasswordFromCommandLine(ctx.deps, { email: " Lost-Admin@Example.com " });
    expect(reset).toMatchObject({ email: LOST.email, generated: true });
    expect(reset.password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    for (const token of sessions) expect(await stillSignedIn(token)).toBe(401);
    expect((await login(LOST.password)).statusCode).toBe(401);
    const signedIn = await login(reset.password);
    expect(signedIn.statusCode).toBe(200);
    // A one-time password: the account must choose its own before anything else.
    expect(signedIn.json().userInfo.mustChangePassword).toBe(true);
    const audit = await ctx.deps.db.selectFrom("audit_log").selectAll().execute();
    expect(audit.map((e) => [e.actor_email, e.action, e.target, e.detail])).toEqual([
      ["cli", "account.password_reset", LOST.email, '{"oneTime":true}'],
    ]);
  });

  it("takes a given password instead, through the same password rule", async () => {
    const given = "Chosen-harbour-2027";
    const reset = await resetPasswordFromCommandLine(ctx.deps, { email: LOST.email, password: given });
    expect(reset).toEqual({ email: LOST.email, password: given, generated: false });
    const signedIn = await login(given);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().userInfo.mustChangePassword).toBeUndefined();
    await expect(
      resetPasswordFromCommandLine(ctx.deps, { email: LOST.email, password: "short" }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect((await login(given)).statusCode).toBe(200);
  });

  it("draws a new one-time password each time, and refuses an unknown account", async () => {
    const first = await resetPasswordFromCommandLine(ctx.deps, { email: LOST.email });
    const second = await resetPasswordFromCommandLine(ctx.deps, { email: LOST.email });
    expect(second.password).not.toBe(first.password);
    expect((await login(first.password)).statusCode).toBe(401);
    await expect(resetPasswordFromCommandLine(ctx.deps, { email: "nobody@example.com" })).rejects.toMatchObject({
      statusCode: 404,
    });
    await resetPasswordFromCommandLine(ctx.deps, { email: LOST.email, password: "Second-draw-password-64" });
  });

  it("unlocks an account's sign-in, saying whether there was anything to clear", async () => {
    const password = "Second-draw-password-64";
    for (let i = 0; i < 5; i++) await login("forgotten-guess");
    expect((await login(password)).statusCode).toBe(429);
    expect(await unlockSignIn(ctx.deps, "cli", LOST.email.toUpperCase())).toEqual({
      email: LOST.email,
      hadFailures: true,
    });
    expect((await login(password)).statusCode).toBe(200);
    expect(await unlockSignIn(ctx.deps, "cli", LOST.email)).toEqual({
      email: LOST.email,
      hadFailures: false,
    });
    await expect(unlockSignIn(ctx.deps, "cli", "nobody@example.com")).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
