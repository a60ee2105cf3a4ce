import { ROUTES } from "@bandcraft/contract/routes";
import { PERMANENT_EXPIRY_MS } from "@bandcraft/domain/privilege-status";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { createUser } from "./user-admin.service";

const SECOND = { email: "deputy@example.com", password: "Marble-staircase-71" };
const NO_PERMANENT =
  "This change would leave no permanent administrator: at least one administrator must keep privilege 1 with no expiry";
const NO_ACTIVE = "This change would leave no active administrator";

/**
 * Nobody can leave the install without an administrator over the API: not by removing the last one, not by
 * "keeping" the last permanent one with an expiry seconds away, not by two administrators demoting each
 * other at the same moment.
 */
describe.each(DIALECTS)("administrators who cannot be lost on %s", (dialect) => {
  let ctx: TTestContext;
  let admin: string;
  let second: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = await signIn(ctx);
    await createUser(ctx.deps, { ...SECOND, grantedBy: "test" });
    second = await signIn(ctx, SECOND.email, SECOND.password);
  });
  afterAll(async () => ctx?.close());

  const grant = (
    token: string,
    email: string,
    updatePrivileges: Record<string, string>,
    delPrivileges: number[] = [],
  ) =>
    ctx.app.inject({
      method: "POST",
      url: ROUTES.adminGrantPrivilege.path,
      payload: { email, updatePrivileges, delPrivileges },
      headers: bearer(token),
    });
  /** Privilege 1's expiry as get_privilege shows it, read from the table (either administrator may be gone). */
  const adminExpiry = async (email: string) => {
    const row = await ctx.deps.db
      .selectFrom("user_privileges")
      .innerJoin("users", "users.id", "user_privileges.user_id")
      .select("expires_at")
      .where("users.email", "=", email)
      .where("privilege_id", "=", 1)
      .executeTakeFirst();
    return row ? String(row.expires_at) : undefined;
  };
  /** The second account made a permanent administrator (by the first) or none (directly in the table). */
  const secondIsAdmin = async (yes: boolean) => {
    if (yes) expect((await grant(admin, SECOND.email, { "1": String(PERMANENT_EXPIRY_MS) })).statusCode).toBe(200);
    else {
      const user = await ctx.deps.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", SECOND.email)
        .executeTakeFirstOrThrow();
      await ctx.deps.db.deleteFrom("user_privileges").where("user_id", "=", user.id).execute();
    }
  };

  it("refuses to give the only administrator an expiry a few seconds away, or any expiry", async () => {
    for (const inMs of [2000, 30 * 86_400_000]) {
      const res = await grant(admin, ADMIN.email, { "1": String(ctx.clock.now + inMs) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ statusCode: 409, errMsg: NO_PERMANENT, reason: "no-permanent-admin" });
      expect(await adminExpiry(ADMIN.email)).toBe(String(PERMANENT_EXPIRY_MS));
    }
    ctx.clock.now += 3000;
    expect((await grant(admin, SECOND.email, { "3": String(ctx.clock.now + 1000) })).statusCode).toBe(200);
  });

  it("counts only administrators without an expiry: one who will run out does not stand in", async () => {
    expect((await grant(admin, SECOND.email, { "1": String(ctx.clock.now + 86_400_000) })).statusCode).toBe(200);
    expect((await grant(admin, ADMIN.email, { "1": String(ctx.clock.now + 60_000) })).json().errMsg).toBe(NO_PERMANENT);
    await secondIsAdmin(true);
    // With another permanent administrator, the first may take an expiry, and be removed.
    expect((await grant(admin, ADMIN.email, { "1": String(ctx.clock.now + 60_000) })).statusCode).toBe(200);
    expect((await grant(second, SECOND.email, { "1": String(ctx.clock.now + 60_000) })).json().errMsg).toBe(
      NO_PERMANENT,
    );
    expect((await grant(second, ADMIN.email, { "1": String(PERMANENT_EXPIRY_MS) })).statusCode).toBe(200);
    await secondIsAdmin(false);
  });

  it("still refuses to remove the last administrator", async () => {
    const res = await grant(admin, ADMIN.email, {}, [1]);
    expect(res.json()).toEqual({ statusCode: 409, errMsg: NO_ACTIVE, reason: "no-active-admin" });
  });

  it.each([
    ["remove each other", () => [{}, [1]] as const],
    ["give each other an expiry", () => [{ "1": String(ctx.clock.now + 60_000) }, []] as const],
  ])("lets only one of two administrators who %s at the same moment succeed", async (_label, change) => {
    for (let round = 0; round < 8; round++) {
      await secondIsAdmin(true);
      const [updates, deletions] = change();
      const results = await Promise.all([
        grant(admin, SECOND.email, updates, [...deletions]),
        grant(second, ADMIN.email, updates, [...deletions]),
      ]);
      // The loser is refused: 409, or 403 when the winner's removal was in before its privilege was read.
      const codes = results.map((r) => r.statusCode);
      expect(
        codes.filter((c) => c === 200),
        `round ${round}: ${codes}`,
      ).toHaveLength(1);
      expect(
        codes.filter((c) => c === 409 || c === 403),
        `round ${round}: ${codes}`,
      ).toHaveLength(1);
      const permanent = [await adminExpiry(ADMIN.email), await adminExpiry(SECOND.email)].filter(
        (at) => at === String(PERMANENT_EXPIRY_MS),
      );
      expect(permanent).toHaveLength(1);
      // Put the first back as the one permanent administrator for the next round.
      if ((await adminExpiry(ADMIN.email)) !== String(PERMANENT_EXPIRY_MS)) {
        const restored = await grant(second, ADMIN.email, { "1": String(PERMANENT_EXPIRY_MS) });
        expect(restored.statusCode).toBe(200);
      }
      await secondIsAdmin(false);
    }
  });
});
