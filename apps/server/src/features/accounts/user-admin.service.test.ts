import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DIALECTS, type TTestContext } from "../../../test/harness";
import { listPrivileges } from "./accounts.repository";
import { bootstrapAdmin, createUser } from "./user-admin.service";

describe.each(DIALECTS)("admin bootstrap and user management on %s", (dialect) => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect, { adminEmail: undefined, adminPassword: undefined });
  });
  afterAll(async () => ctx?.close());
  const db = () => ctx.deps.db;
  const countUsers = async () => (await db().selectFrom("users").select("id").execute()).length;

  it("generated admin@localhost on the first start with no ADMIN_EMAIL, once", async () => {
    const users = await db().selectFrom("users").select(["id", "email"]).execute();
    expect(users.map((u) => u.email)).toEqual(["admin@localhost"]);
    const again = await bootstrapAdmin(ctx.deps, {}, () => "unused-password");
    expect(again).toEqual({ kind: "none" });
    expect(await countUsers()).toBe(1);
  });

  it("creates the ADMIN_EMAIL account, then never duplicates it", async () => {
    const env = { adminEmail: "ops@example.com", adminPassword: "console-password-1" };
    expect(await bootstrapAdmin(ctx.deps, env, () => "x")).toEqual({
      kind: "created",
      email: "ops@example.com",
    });
    expect(await bootstrapAdmin(ctx.deps, env, () => "x")).toEqual({
      kind: "unchanged",
      email: "ops@example.com",
    });
    expect((await db().selectFrom("users").select("id").where("email", "=", "ops@example.com").execute()).length).toBe(
      1,
    );
  });

  it("promotes an existing learner named by ADMIN_EMAIL only when ADMIN_PASSWORD is theirs, keeping it", async () => {
    const id = await createUser(ctx.deps, {
      email: "teacher@example.com",
      password: "staff-room-password",
      grantedBy: "test",
    });
    const before = await db()
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // Someone else's password (an account a teacher made for that address, say) promotes nothing.
    const refused = await bootstrapAdmin(
      ctx.deps,
      { adminEmail: "teacher@example.com", adminPassword: "other-password" },
      () => "x",
    );
    expect(refused).toEqual({ kind: "refused", email: "teacher@example.com" });
    expect(await listPrivileges(db(), id)).toEqual([]);
    const outcome = await bootstrapAdmin(
      ctx.deps,
      { adminEmail: "teacher@example.com", adminPassword: "staff-room-password" },
      () => "x",
    );
    expect(outcome).toEqual({ kind: "promoted", email: "teacher@example.com" });
    expect((await listPrivileges(db(), id)).map((p) => p.privilege_id)).toEqual([1]);
    const after = await db().selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(before.password_hash);
  });

  it.each([
    [{ email: "teacher@example.com", password: "long-password" }, "already exists"],
    [{ email: "not-an-email", password: "long-password" }, "Not an e-mail address"],
    [{ email: "new@example.com", password: "short" }, "at least 8 characters"],
  ])("refuses to create %o", async (input, message) => {
    await expect(createUser(ctx.deps, { ...input, grantedBy: "test" })).rejects.toThrow(message);
  });

  it("hashes passwords with argon2id at OWASP parameters", async () => {
    const row = await db()
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "teacher@example.com")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
