import { ZGetPrivilegeResponse, ZUserListResponse } from "@bandcraft/contract/admin";
import { ZPackResponse } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { PERMANENT_EXPIRY_MS } from "@bandcraft/domain/privilege-status";
import { describe, expect, it } from "vitest";
import { adminSuite } from "../../../test/admin-calls";
import { ADMIN, DIALECTS, signIn } from "../../../test/harness";

const DAY = 86_400_000;

describe.each(DIALECTS)("privileges and learner accounts on %s", (dialect) => {
  const { ctx, session, post: send } = adminSuite(dialect);
  const post = (url: string, payload: unknown, token = session.admin) => send(url, payload, token);
  const create = (email: string, password = "first-password") => post(ROUTES.adminUserCreate.path, { email, password });
  const privileges = async (email: string) =>
    ZGetPrivilegeResponse.parse((await post(ROUTES.adminGetPrivilege.path, { email })).json()).privileges;
  const grant = (email: string, updatePrivileges: Record<string, string>, delPrivileges: number[] = []) =>
    post(ROUTES.adminGrantPrivilege.path, { email, updatePrivileges, delPrivileges });

  describe("learner accounts", () => {
    it("creates a learner who can then sign in", async () => {
      const res = await create("  New.Learner@Example.com ");
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe("new.learner@example.com");
      const token = await signIn(ctx, "new.learner@example.com", "first-password");
      const info = await post(ROUTES.userInfo.path, {}, token);
      expect(info.json().data.email).toBe("new.learner@example.com");
    });

    it.each([
      [
        "a duplicate e-mail (any case)",
        { email: "NEW.LEARNER@example.com", password: "another-password" },
        409,
        "An account with this e-mail already exists",
      ],
      [
        "a short password",
        { email: "short@example.com", password: "short" },
        400,
        "Passwords need at least 8 characters",
      ],
      ["a malformed e-mail", { email: "not-an-email", password: "long-enough-password" }, 400, "email"],
      ["an extra field", { email: "x@example.com", password: "long-enough-password", admin: true }, 400, "admin"],
    ])("refuses %s", async (_name, payload, status, message) => {
      const res = await post(ROUTES.adminUserCreate.path, payload);
      expect(res.statusCode).toBe(status);
      expect(res.json().errMsg).toContain(message);
    });

    it("creates exactly one account when the same e-mail is sent ten times at once", async () => {
      const results = await Promise.all(Array.from({ length: 10 }, () => create("race@example.com")));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    });

    it("resets a password: the old password and every old session stop working, the new one works", async () => {
      await create("forgetful@example.com");
      const oldSession = await signIn(ctx, "forgetful@example.com", "first-password");
      const res = await post(ROUTES.adminUserResetPassword.path, {
        email: "forgetful@example.com",
        password: "second-password",
      });
      expect(res.statusCode).toBe(200);
      expect((await post(ROUTES.userInfo.path, {}, oldSession)).statusCode).toBe(401);
      await expect(signIn(ctx, "forgetful@example.com", "first-password")).rejects.toThrow(/401/);
      await signIn(ctx, "forgetful@example.com", "second-password");
      expect(
        (await post(ROUTES.adminUserResetPassword.path, { email: "nobody@example.com", password: "second-password" }))
          .statusCode,
      ).toBe(404);
    });

    it("lists accounts with their active privileges, searches by e-mail and pages", async () => {
      const list = async (payload: Record<string, unknown>) =>
        ZUserListResponse.parse((await post(ROUTES.adminUserList.path, payload)).json()).data;
      const all = await list({ paginationRequest: { page: 1, pageSize: 100 } });
      expect(all.totalCnt).toBe(all.users.length);
      expect(all.users.find((u) => u.email === ADMIN.email)?.privileges).toEqual([1]);
      const found = await list({ paginationRequest: { page: 1, pageSize: 100 }, query: "LEARNER@" });
      expect(found.users.map((u) => u.email)).toEqual(["new.learner@example.com"]);
      const page2 = await list({ paginationRequest: { page: 2, pageSize: 2 } });
      expect(page2.users).toHaveLength(2);
      expect(page2.totalCnt).toBe(all.totalCnt);
      expect((await list({ paginationRequest: { page: 1, pageSize: 100 }, query: "%" })).users).toEqual([]);
    });

    it("lists a name, a disabled account and a one-time password only where there is one", async () => {
      await create("named.learner@example.com");
      const db = ctx.deps.db;
      await db
        .updateTable("users")
        .set({ display_name: "Mei Lin" })
        .where("email", "=", "named.learner@example.com")
        .execute();
      await post(ROUTES.adminUserSetDisabled.path, { email: "named.learner@example.com", disabled: true });
      await post(ROUTES.adminUserOneTimePassword.path, { email: "named.learner@example.com" });
      const res = await post(ROUTES.adminUserList.path, {
        paginationRequest: { page: 1, pageSize: 5 },
        query: "NAMED.",
      });
      const [named] = ZUserListResponse.parse(res.json()).data.users;
      expect(named).toMatchObject({ name: "Mei Lin", disabled: true, mustChangePassword: true });
      const all = ZUserListResponse.parse(
        (await post(ROUTES.adminUserList.path, { paginationRequest: { page: 1, pageSize: 100 } })).json(),
      ).data.users;
      const plain = all.find((u) => u.email === ADMIN.email);
      expect(plain && ["name", "disabled", "mustChangePassword"].filter((key) => key in plain)).toEqual([]);
    });
  });

  describe("privileges", () => {
    it("grants, re-dates and removes privileges; the learner's next call sees the change", async () => {
      await create("reader@example.com");
      const learner = await signIn(ctx, "reader@example.com", "first-password");
      expect(await privileges("reader@example.com")).toEqual({});
      const in30 = ctx.clock.now + 30 * DAY;
      expect(
        (await grant("reader@example.com", { "3": String(in30), "6": String(PERMANENT_EXPIRY_MS) })).statusCode,
      ).toBe(200);
      expect(await privileges("reader@example.com")).toEqual({
        "3": { expiresAt: String(in30), grantedAt: String(ctx.clock.now), grantedBy: ADMIN.email },
        "6": { expiresAt: String(PERMANENT_EXPIRY_MS), grantedAt: String(ctx.clock.now), grantedBy: ADMIN.email },
      });
      const info = (await post(ROUTES.userInfo.path, {}, learner)).json().data;
      expect(info.privileges).toMatchObject({ "3": String(in30) });
      expect((await grant("reader@example.com", { "3": String(in30 + DAY) }, [6])).statusCode).toBe(200);
      expect(Object.keys(await privileges("reader@example.com"))).toEqual(["3"]);
      expect((await post(ROUTES.userInfo.path, {}, learner)).json().data.privileges).toEqual({
        "3": String(in30 + DAY),
      });
    });

    it("makes a learner an administrator on their very next call, and takes it away again", async () => {
      await create("teacher@example.com");
      const teacher = await signIn(ctx, "teacher@example.com", "first-password");
      const listCall = () => post(ROUTES.adminUserList.path, { paginationRequest: { page: 1, pageSize: 5 } }, teacher);
      expect((await listCall()).statusCode).toBe(403);
      await grant("teacher@example.com", { "1": String(ctx.clock.now + DAY) });
      expect((await listCall()).statusCode).toBe(200);
      await grant("teacher@example.com", {}, [1]);
      expect((await listCall()).statusCode).toBe(403);
    });

    it.each([
      ["an expiry in the past", { "3": "1000" }, [], 400, "in the past"],
      [
        "one privilege both updated and removed",
        { "3": String(Date.UTC(2030, 0, 1)) },
        [3],
        400,
        "both updated and removed",
      ],
      ["an unknown privilege id", { "11": String(Date.UTC(2030, 0, 1)) }, [], 400, "updatePrivileges"],
      ["an expiry that is not a number", { "3": "tomorrow" }, [], 400, "expiry must be epoch milliseconds"],
    ])("refuses %s, changing nothing", async (_name, updates, deletions, status, message) => {
      await create(`refused-${status}-${Object.keys(updates)[0]}-${deletions.length}@example.com`).catch(
        () => undefined,
      );
      const before = await privileges("reader@example.com");
      const res = await grant("reader@example.com", updates as Record<string, string>, deletions as number[]);
      expect(res.statusCode).toBe(status);
      expect(res.json().errMsg).toContain(message);
      expect(await privileges("reader@example.com")).toEqual(before);
    });

    it("refuses to remove the last active administrator, and allows it once another exists", async () => {
      const res = await grant(ADMIN.email, {}, [1]);
      expect(res.statusCode).toBe(409);
      expect(res.json().errMsg).toBe("This change would leave no active administrator");
      expect(Object.keys(await privileges(ADMIN.email))).toContain("1");
      await create("second-admin@example.com");
      await grant("second-admin@example.com", { "1": String(PERMANENT_EXPIRY_MS) });
      expect((await grant("second-admin@example.com", {}, [1])).statusCode).toBe(200);
    });

    it("answers 404 for an unknown e-mail", async () => {
      for (const call of [
        post(ROUTES.adminGetPrivilege.path, { email: "ghost@example.com" }),
        grant("ghost@example.com", { "3": String(ctx.clock.now + DAY) }),
      ]) {
        const res = await call;
        expect(res.statusCode).toBe(404);
        expect(res.json().errMsg).toBe("No user with the e-mail ghost@example.com");
      }
    });
  });

  describe("time allowance", () => {
    const allowance = (email: string, percent: number, applyToRunning: boolean) =>
      post(ROUTES.adminUserTimeAllowance.path, { email, percent, applyToRunning });
    const listed = async (email: string) =>
      ZUserListResponse.parse(
        (await post(ROUTES.adminUserList.path, { paginationRequest: { page: 1, pageSize: 20 }, query: email })).json(),
      ).data.users[0]?.timeAllowance;

    it("gives new complete tests the learner's extra time, and a running one only when asked", async () => {
      expect((await create("extra.time@example.com")).statusCode).toBe(200);
      const learner = await signIn(ctx, "extra.time@example.com", "first-password");
      expect(await listed("extra.time@example.com")).toBe(100);
      const start = async () =>
        ZPackResponse.parse((await post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, learner)).json())
          .attempt;
      const running = await start();
      expect(running.deadline).toBe(running.startedAt + 3_600_000);

      // For new tests only: the running one keeps its hour.
      const first = await allowance("extra.time@example.com", 150, false);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().runningUpdated).toBe(0);
      expect(await listed("extra.time@example.com")).toBe(150);
      const status = async (testTakerID: string) =>
        (await post(ROUTES.attemptStatus.path, { testTakerID }, learner)).json().deadline as number | null;
      expect(await status(running.testTakerID)).toBe(running.startedAt + 3_600_000);
      const later = await start();
      expect(later.deadline).toBe(later.startedAt + 5_400_000);

      // Double time for both running tests, counted from each one's own start; then untimed.
      expect((await allowance("extra.time@example.com", 200, true)).json().runningUpdated).toBe(2);
      expect(await status(running.testTakerID)).toBe(running.startedAt + 7_200_000);
      expect(await status(later.testTakerID)).toBe(later.startedAt + 7_200_000);
      expect((await allowance("extra.time@example.com", 0, true)).json().runningUpdated).toBe(2);
      expect(await status(running.testTakerID)).toBeNull();
    });

    it.each([
      ["an allowance not on the list", { email: ADMIN.email, percent: 175, applyToRunning: false }, 400, /percent/],
      ["no applyToRunning", { email: ADMIN.email, percent: 150 }, 400, /applyToRunning/],
      ["an unknown e-mail", { email: "nobody@example.com", percent: 150, applyToRunning: false }, 404, /No user/],
    ])("refuses %s", async (_label, body, status, message) => {
      const res = await post(ROUTES.adminUserTimeAllowance.path, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().errMsg).toMatch(message);
    });
  });
});
