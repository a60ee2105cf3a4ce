import { type TAuditEntry, ZAuditListResponse } from "@bandcraft/contract/audit";
import { ROUTES } from "@bandcraft/contract/routes";
import { PERMANENT_EXPIRY_MS } from "@bandcraft/domain/privilege-status";
import { describe, expect, it } from "vitest";
import { adminSuite, createAccount } from "../../../test/admin-calls";
import { ADMIN, DIALECTS, signIn } from "../../../test/harness";
import { recordAudit } from "./audit.repository";

const PASSWORD = "Orchard-window-5512";
const DAY = 86_400_000;
const PART_1 = "bandcraft-test-1-part-1";

describe.each(DIALECTS)("the audit log on %s", (dialect) => {
  const { ctx, session, post: send } = adminSuite(dialect);
  const post = (url: string, payload: object, token = session.admin) => send(url, payload, token);
  const ok = async (url: string, payload: object) => {
    const res = await post(url, payload);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const list = async (filters: { action?: string; query?: string } = {}, page = 1, pageSize = 100) => {
    const res = await post(ROUTES.adminAuditList.path, { paginationRequest: { page, pageSize }, ...filters });
    expect(res.statusCode, res.body).toBe(200);
    return ZAuditListResponse.parse(res.json()).data;
  };
  const brief = (entries: TAuditEntry[]) => entries.map((e) => [e.actor, e.action, e.target, e.detail]);
  /** Each change a second later, so the log's order is the order of the calls. */
  const tick = () => {
    ctx.clock.now += 1000;
  };

  it("records every administrator's change to accounts and privileges, newest first", async () => {
    const email = "audited@example.com";
    await ok(ROUTES.adminUserCreate.path, { email, password: PASSWORD });
    tick();
    await ok(ROUTES.adminUserResetPassword.path, { email, password: "Another-window-5512" });
    tick();
    await ok(ROUTES.adminUserTimeAllowance.path, { email, percent: 150, applyToRunning: false });
    tick();
    await ok(ROUTES.adminUserUnlock.path, { email });
    tick();
    const until = ctx.clock.now + 30 * DAY;
    await ok(ROUTES.adminGrantPrivilege.path, {
      email,
      updatePrivileges: { "3": String(until), "10": String(PERMANENT_EXPIRY_MS) },
      delPrivileges: [],
    });
    tick();
    await ok(ROUTES.adminGrantPrivilege.path, { email, updatePrivileges: {}, delPrivileges: [3] });
    const { entries, totalCnt } = await list({ query: email });
    expect(totalCnt).toBe(7);
    // One entry per privilege granted; the two of one call share a time, so their order is not fixed.
    const [revoke, ...rest] = brief(entries);
    expect(revoke).toEqual([ADMIN.email, "privilege.revoke", email, { privilege: 3 }]);
    expect(rest.slice(0, 2)).toEqual(
      expect.arrayContaining([
        [ADMIN.email, "privilege.grant", email, { privilege: 3, expiresAt: until }],
        [ADMIN.email, "privilege.grant", email, { privilege: 10, expiresAt: PERMANENT_EXPIRY_MS }],
      ]),
    );
    expect(rest.slice(2)).toEqual([
      [ADMIN.email, "account.unlock", email, { hadFailures: false }],
      [ADMIN.email, "account.time_allowance", email, { percent: 150, applyToRunning: false, runningUpdated: 0 }],
      [ADMIN.email, "account.password_reset", email, { oneTime: false }],
      [ADMIN.email, "account.create", email, { admin: false }],
    ]);
    expect(entries[0]?.at).toBe(ctx.clock.now);
    expect(entries[0]?.id).toMatch(/^AU-/);
  });

  it("records changes to the reading and writing banks", async () => {
    tick();
    const practice = (await ok(ROUTES.adminReadingSingle.path, { practiceID: PART_1 })).readingPractice;
    const copy = (await ok(ROUTES.adminReadingModify.path, { ...practice, readingPracticeID: undefined }))
      .readingPracticeID as string;
    tick();
    await ok(ROUTES.adminReadingModify.path, { ...practice, readingPracticeID: copy });
    tick();
    await ok(ROUTES.adminReadingDelete.path, { readingPracticeID: copy });
    tick();
    const tasks = await ok(ROUTES.adminWritingList.path, { paginationRequest: { page: 1, pageSize: 1 } });
    const task = tasks.data.tasks[0].writingPracticeID as string;
    await ok(ROUTES.adminWritingDelete.path, { writingPracticeID: task });
    expect(brief((await list({ query: copy })).entries)).toEqual([
      [ADMIN.email, "reading.delete", copy, {}],
      [ADMIN.email, "reading.save", copy, { title: practice.title, created: false }],
      [ADMIN.email, "reading.save", copy, { title: practice.title, created: true }],
    ]);
    expect(brief((await list({ action: "writing.delete" })).entries)).toEqual([
      [ADMIN.email, "writing.delete", task, {}],
    ]);
  });

  it("filters by action, and by actor or target containing the query in any case, wildcards literal", async () => {
    const db = ctx.deps.db;
    const at = ctx.clock.now + DAY;
    await recordAudit(db, "cli", { action: "account.disable", target: "Percent%Person@example.com" }, at);
    await recordAudit(db, { id: 1, email: ADMIN.email }, { action: "class.create", target: "Year 9 English" }, at + 1);
    expect(brief((await list({ action: "class.create" })).entries)).toEqual([
      [ADMIN.email, "class.create", "Year 9 English", {}],
    ]);
    expect((await list({ query: "YEAR 9" })).entries.map((e) => e.target)).toEqual(["Year 9 English"]);
    expect((await list({ query: "CLI" })).entries.map((e) => e.actor)).toEqual(["cli"]);
    expect((await list({ query: "t%p" })).entries.map((e) => e.target)).toEqual(["Percent%Person@example.com"]);
    expect((await list({ query: "%" })).entries.map((e) => e.target)).toEqual(["Percent%Person@example.com"]);
    expect((await list({ query: "_" })).totalCnt).toBe(0);
    expect((await list({ action: "class.create", query: "cli" })).totalCnt).toBe(0);
  });

  it("pages newest first with the total of all that match", async () => {
    const all = await list();
    const pages = [await list({}, 1, 3), await list({}, 2, 3)];
    expect(pages.map((p) => p.totalCnt)).toEqual([all.totalCnt, all.totalCnt]);
    expect([...pages[0]!.entries, ...pages[1]!.entries].map((e) => e.id)).toEqual(
      all.entries.slice(0, 6).map((e) => e.id),
    );
    const times = all.entries.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await list({}, 99, 100)).entries).toEqual([]);
  });

  it("shows a damaged entry's particulars as none rather than failing", async () => {
    const at = ctx.clock.now + 2 * DAY;
    for (const [id, detail] of [
      ["AU-broken-json", "{not json"],
      ["AU-not-flat", '{"nested":{"a":1}}'],
      ["AU-array", "[1,2]"],
      ["AU-mixed", '{"added":2,"retired":1,"from":{"x":1},"oneTime":true}'],
    ] as const) {
      await ctx.deps.db
        .insertInto("audit_log")
        .values({ id, at, actor_id: null, actor_email: "cli", action: "account.enable", target: "damaged", detail })
        .execute();
    }
    const { entries } = await list({ query: "damaged" });
    expect(entries.map((e) => e.detail).sort((a, b) => Object.keys(a).length - Object.keys(b).length)).toEqual([
      {},
      {},
      {},
      { added: 2, oneTime: true },
    ]);
  });

  it("is for administrators only: a teacher (privilege 10 alone) and a learner get 403", async () => {
    for (const [email, privilege] of [
      ["teacher@example.com", 10],
      ["learner@example.com", 3],
    ] as const) {
      const token = await signIn(ctx, await createAccount(ctx, email, PASSWORD, [privilege]), PASSWORD);
      const res = await post(ROUTES.adminAuditList.path, { paginationRequest: { page: 1, pageSize: 5 } }, token);
      expect(res.statusCode, email).toBe(403);
    }
  });

  it("refuses an unknown action and a malformed page (400)", async () => {
    for (const body of [
      { paginationRequest: { page: 1, pageSize: 5 }, action: "account.explode" },
      { paginationRequest: { page: 0, pageSize: 5 } },
      { paginationRequest: { page: 1, pageSize: 500 } },
      { paginationRequest: { page: 1, pageSize: 5 }, query: "x".repeat(201) },
    ]) {
      expect((await post(ROUTES.adminAuditList.path, body)).statusCode).toBe(400);
    }
  });
});
