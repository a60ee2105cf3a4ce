import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DIALECTS, type TTestContext } from "../../test/harness";
import { CHANGED_MEANWHILE, registerErrorHandling } from "../plugins/errors";
import { isForeignKeyViolation, isUniqueViolation } from "./unique-violation";

describe.each(DIALECTS)("constraint errors on %s", (dialect) => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  const failure = (write: () => Promise<unknown>) =>
    write().then(
      () => null,
      (error: unknown) => error,
    );

  it("tells a foreign-key violation from a unique one", async () => {
    const orphan = await failure(() =>
      ctx.deps.db.insertInto("class_members").values({ class_id: "CL-none", user_id: 987_654, added_at: 1 }).execute(),
    );
    expect(isForeignKeyViolation(orphan)).toBe(true);
    expect(isUniqueViolation(orphan)).toBe(false);
    const [user] = await ctx.deps.db.selectFrom("users").select(["email"]).limit(1).execute();
    const twin = await failure(() =>
      ctx.deps.db
        .insertInto("users")
        .values({ email: user?.email ?? "", password_hash: "x", created_at: 1 })
        .execute(),
    );
    expect(isUniqueViolation(twin)).toBe(true);
    expect(isForeignKeyViolation(twin)).toBe(false);
  });

  it("the error handler answers a foreign-key violation as a 409 in the envelope, not a 500", async () => {
    const orphan = await failure(() =>
      ctx.deps.db.insertInto("class_members").values({ class_id: "CL-gone", user_id: 987_654, added_at: 1 }).execute(),
    );
    const app = Fastify();
    registerErrorHandling(app);
    app.post("/write", async () => {
      throw orphan;
    });
    const res = await app.inject({ method: "POST", url: "/write" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, reason: CHANGED_MEANWHILE });
    await app.close();
  });
});
