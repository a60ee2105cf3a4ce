import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TestContext } from "../../../test/harness";
import { createUser, grantPrivilege } from "../accounts/user-admin.service";

/** Every administrator call, each with a body that would succeed for an administrator. */
const ADMIN_CALLS: [string, unknown][] = [
  ["/api/admin/reading/list", { questionTypes: [], paginationRequest: { page: 1, pageSize: 10 } }],
  ["/api/admin/reading/title", { title: "a" }],
  ["/api/admin/reading/single", { practiceID: "bandcraft-test-1-part-1" }],
  ["/api/admin/reading/modify", { readingPracticeID: "bandcraft-test-1-part-1" }],
  ["/api/admin/reading/delete", { readingPracticeID: "bandcraft-test-1-part-1" }],
  ["/api/admin/writing/add", { writingPractices: {} }],
  ["/api/admin/get_privilege", { email: "someone@example.com" }],
  ["/api/admin/grant_privilege", { email: "someone@example.com", updatePrivileges: {}, delPrivileges: [1] }],
  ["/api/admin/users/list", { paginationRequest: { page: 1, pageSize: 10 } }],
  ["/api/admin/users/create", { email: "intruder@example.com", password: "long-enough-password" }],
  ["/api/admin/users/reset_password", { email: "someone@example.com", password: "long-enough-password" }],
  ["/api/admin/users/time_allowance", { email: "someone@example.com", percent: 150, applyToRunning: true }],
  ["/api/admin/users/unlock", { email: "someone@example.com" }],
];

describe.each(DIALECTS)("every admin call checks privilege 1 on the server (%s)", (dialect) => {
  let ctx: TestContext;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    for (const email of ["learner@example.com", "expired-admin@example.com", "someone@example.com"]) {
      await createUser(ctx.deps.db, { email, password: "student-password", grantedBy: "test" }, ctx.clock.now);
    }
    // Holding privilege 3 does not make anyone an administrator; an expired privilege 1 counts as none.
    await grantPrivilege(
      ctx.deps.db,
      { email: "learner@example.com", privilegeId: 3, expiresAt: ctx.clock.now + 86_400_000, grantedBy: "test" },
      ctx.clock.now,
    );
    await grantPrivilege(
      ctx.deps.db,
      { email: "expired-admin@example.com", privilegeId: 1, expiresAt: ctx.clock.now - 1, grantedBy: "test" },
      ctx.clock.now,
    );
    tokens.learner = await signIn(ctx, "learner@example.com", "student-password");
    tokens.expired = await signIn(ctx, "expired-admin@example.com", "student-password");
  });
  afterAll(async () => ctx?.close());

  const cases = ADMIN_CALLS.flatMap(([url, body]) => [
    { url, body, who: "nobody", status: 401 },
    { url, body, who: "learner", status: 403 },
    { url, body, who: "expired", status: 403 },
  ]);

  it.each(cases)("$url refuses $who with $status", async ({ url, body, who, status }) => {
    const token = tokens[who];
    const res = await ctx.app.inject({
      method: "POST",
      url,
      payload: body as object,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
    expect(res.json().errMsg).not.toBe("");
  });

  it("left everything as it was", async () => {
    const admin = await signIn(ctx);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/admin/reading/single",
      payload: { practiceID: "bandcraft-test-1-part-1" },
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const users = await ctx.deps.db
      .selectFrom("users")
      .select("email")
      .where("email", "=", "intruder@example.com")
      .execute();
    expect(users).toEqual([]);
  });
});
