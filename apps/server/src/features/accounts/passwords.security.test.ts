import { ROUTES } from "@bandcraft/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { hashPassword } from "../../lib/passwords";
import { commonPasswords } from "./password-check";
import { bootstrapAdmin, createUser } from "./user-admin.service";

/** The weak passwords an attack got accepted, and their kin: each must be refused with its reason. */
const WEAK: [string, (email: string) => string, string][] = [
  ["12345678", () => "12345678", "common"],
  ["password", () => "password", "common"],
  ["PASSWORD in capitals", () => "PASSWORD", "common"],
  ["fullwidth ｐａｓｓｗｏｒｄ (NFKC)", () => "ｐａｓｓｗｏｒｄ", "common"],
  ["iloveyou", () => "iloveyou", "common"],
  ["eight spaces", () => "        ", "whitespace-only"],
  ["one character repeated", () => "zzzzzzzzzz", "one-character"],
  ["the e-mail address itself", (email) => email, "contains-email"],
  ["the e-mail in capitals", (email) => email.toUpperCase(), "contains-email"],
  ["the local part inside", (email) => `my ${email.split("@")[0]} 2026!`, "contains-email"],
  ["seven characters", () => "abc-123", "too-short"],
  ["four emoji (8 UTF-16 units)", () => "😀🎉😀🎉", "too-short"],
  ["201 characters", () => `${"x1".repeat(100)}y`, "too-long"],
];
const GOOD = "tidal-lantern-quiz-47";

describe.each(DIALECTS)("passwords people set on %s", (dialect) => {
  let ctx: TTestContext;
  let admin: Record<string, string>;
  let accounts = 0;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = bearer(await signIn(ctx));
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: object, headers: Record<string, string> = admin) =>
    ctx.app.inject({ method: "POST", url, payload, headers });
  const nextEmail = () => `weakling${++accounts}@example.com`;
  const userCount = async () =>
    Number(
      (
        await ctx.deps.db
          .selectFrom("users")
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("loads a list of at least 10,000 commonly used passwords", async () => {
    const list = await commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    expect(list.has("password")).toBe(true);
  });

  it.each(WEAK)(
    "an administrator creating an account with %s: 400 with its reason, nothing stored",
    async (_l, of, reason) => {
      const email = nextEmail();
      const before = await userCount();
      const res = await post(ROUTES.adminUserCreate.path, { email, password: of(email) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, reason });
      expect(res.json().errMsg).toMatch(/\w/);
      expect(await userCount()).toBe(before);
    },
  );

  it.each(WEAK)(
    "an administrator resetting to %s: 400 with its reason, the old password and session still work",
    async (_l, of, reason) => {
      const email = nextEmail();
      await createUser(ctx.deps, { email, password: GOOD, grantedBy: "test" });
      const token = await signIn(ctx, email, GOOD);
      const res = await post(ROUTES.adminUserResetPassword.path, { email, password: of(email) });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().reason).toBe(reason);
      expect((await post(ROUTES.userInfo.path, {}, bearer(token))).statusCode).toBe(200);
      await signIn(ctx, email, GOOD);
    },
  );

  it.each(WEAK)("a learner changing to %s: 400 with its reason, the password unchanged", async (_l, of, reason) => {
    const email = nextEmail();
    await createUser(ctx.deps, { email, password: GOOD, grantedBy: "test" });
    const token = await signIn(ctx, email, GOOD);
    const res = await post(
      ROUTES.changePassword.path,
      { currentPassword: GOOD, newPassword: of(email) },
      bearer(token),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().reason).toBe(reason);
    await signIn(ctx, email, GOOD);
  });

  it("accepts a good password on create, reset and change", async () => {
    const email = nextEmail();
    expect((await post(ROUTES.adminUserCreate.path, { email, password: GOOD })).statusCode).toBe(200);
    expect((await post(ROUTES.adminUserResetPassword.path, { email, password: `${GOOD}-b` })).statusCode).toBe(200);
    const token = await signIn(ctx, email, `${GOOD}-b`);
    const res = await post(
      ROUTES.changePassword.path,
      { currentPassword: `${GOOD}-b`, newPassword: "密码不容易被猜到的" },
      bearer(token),
    );
    expect(res.statusCode, res.body).toBe(200);
    await signIn(ctx, email, "密码不容易被猜到的");
  });

  it("the command line and the bootstrap refuse a weak password the same way (both call createUser)", async () => {
    await expect(
      createUser(ctx.deps, { email: "cli@example.com", password: "password", grantedBy: "cli" }),
    ).rejects.toMatchObject({ statusCode: 400, fields: { reason: "common" } });
    await expect(
      bootstrapAdmin(ctx.deps, { adminEmail: "ops@example.com", adminPassword: "12345678" }, () => ""),
    ).rejects.toMatchObject({ statusCode: 400, fields: { reason: "common" } });
  });

  it("a generated administrator password that fails the rule is drawn again", async () => {
    await ctx.deps.db.deleteFrom("user_privileges").execute();
    const draws = ["admin@localhost-x", "aaaaaaaaaaaaaaaaaaaaaaaa", "Kq3-vX9_pL2mW7rT5yN8zB4c"];
    const outcome = await bootstrapAdmin(ctx.deps, {}, () => draws.shift() ?? "");
    expect(outcome).toEqual({ kind: "generated", email: "admin@localhost", password: "Kq3-vX9_pL2mW7rT5yN8zB4c" });
    await signIn(ctx, "admin@localhost", "Kq3-vX9_pL2mW7rT5yN8zB4c");
  });

  it("an existing weak password still signs in (the rule applies when one is set)", async () => {
    await ctx.deps.db
      .insertInto("users")
      .values({ email: "legacy@example.com", password_hash: await hashPassword("12345678"), created_at: ctx.clock.now })
      .execute();
    await signIn(ctx, "legacy@example.com", "12345678");
  });
});
