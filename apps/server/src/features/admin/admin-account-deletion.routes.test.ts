import { TEACHER_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { ROUTES } from "@bandcraft/contract/routes";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { adminSuite, grant } from "../../../test/admin-calls";
import { ADMIN, DIALECTS, paperPassage, signedInLearner, startedAttempt, submitPaper } from "../../../test/harness";
import { deleteAccount } from "./admin-accounts.service";

/**
 * Every table with a column naming an account, and that column. Deleting an account must leave none of its
 * rows: a migration that adds such a table fails the schema check below until the deletion handles it.
 */
const ACCOUNT_COLUMNS: Record<string, string> = {
  users: "id",
  sessions: "user_id",
  user_privileges: "user_id",
  token_balances: "user_id",
  attempts: "user_id",
  submissions: "user_id",
  question_tallies: "user_id",
  class_tallies: "user_id",
  learner_usage: "user_id",
  essays: "user_id",
  writing_drafts: "user_id",
  class_members: "user_id",
  classes: "teacher_id",
  essay_marks: "teacher_id",
  audit_log: "actor_id",
};
const NAMING_COLUMNS = ["user_id", "teacher_id", "actor_id", "owner_id", "learner_id"];
const PART_1 = "bandcraft-test-1-part-1";

describe.each(DIALECTS)("deleting an account on %s", (dialect) => {
  const { ctx, session, post } = adminSuite(dialect);
  const remove = (email: string, token = session.admin, confirmEmail = email) =>
    post(ROUTES.adminUserDelete.path, { email, confirmEmail }, token);
  const idOf = async (email: string) =>
    (await ctx.deps.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  /** How many rows of each table name the account. */
  async function rowsOf(userId: number): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const [table, column] of Object.entries(ACCOUNT_COLUMNS)) {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(ctx.deps.db);
      counts[table] = Number(rows[0]?.n);
    }
    return counts;
  }
  async function classOf(name: string, teacherId: number, learnerIds: number[]): Promise<string> {
    const id = `CL-${name}`;
    await ctx.deps.db
      .insertInto("classes")
      .values({ id, name, teacher_id: teacherId, created_at: ctx.clock.now, archived_at: null })
      .execute();
    for (const userId of learnerIds) {
      await ctx.deps.db.insertInto("class_members").values({ class_id: id, user_id: userId, added_at: 0 }).execute();
    }
    return id;
  }
  /** A learner with something in every table: results, an open test, an essay, a draft, a privilege, a failed sign-in. */
  async function busyLearner(name: string): Promise<{ token: string; email: string; id: number }> {
    const token = await signedInLearner(ctx, name);
    const email = `${name}@example.com`;
    const taken = await startedAttempt(ctx, token, PART_1);
    expect((await submitPaper(ctx, token, taken, [paperPassage(PART_1, { "1": "A" })])).statusCode).toBe(200);
    await startedAttempt(ctx, token, PART_1);
    const list = await post(ROUTES.writingList.path, { part: 2, paginationRequest: { page: 1, pageSize: 1 } }, token);
    const writingPracticeID = list.json().data[0].writingPracticeID as string;
    const essay = { writingPracticeID, part: 2, text: "An essay of mine.", timeSpent: 60 };
    expect((await post(ROUTES.essaySave.path, essay, token)).statusCode).toBe(200);
    const draft = { writingPracticeID, text: "A draft.", testTakerId: "WT-ABCDE1", timerVisible: true };
    const saved = await post(ROUTES.draftSave.path, { ...draft, startedAt: ctx.clock.now - 60_000 }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    await grant(ctx, email, 3);
    await post(ROUTES.login.path, { email, password: "a-wrong-password" });
    return { token, email, id: await idOf(email) };
  }

  it("knows every table that names an account (a new one must be handled by the deletion)", async () => {
    const tables = await ctx.deps.db.introspection.getTables();
    const naming = tables
      .filter((t) => !t.name.startsWith("kysely_"))
      .flatMap((t) => t.columns.filter((c) => NAMING_COLUMNS.includes(c.name)).map((c) => `${t.name}.${c.name}`));
    const known = Object.entries(ACCOUNT_COLUMNS)
      .filter(([table]) => table !== "users")
      .map(([table, column]) => `${table}.${column}`);
    expect(naming.sort()).toEqual(known.sort());
  });

  it("deletes the account and every row only its own; its class and classmate keep everything", async () => {
    const gone = await busyLearner("departing");
    const stays = await busyLearner("staying");
    const teacher = await busyLearner("class-teacher");
    const classId = await classOf("7B", teacher.id, [gone.id, stays.id]);
    // The class's heat map holds both learners (as an assigned paper leaves them).
    const tally = { class_id: classId, question_type: "MULTIPLE_CHOICE", correct: 1, total: 2 };
    const tallies = [gone.id, stays.id].map((userId) => ({ ...tally, user_id: userId }));
    await ctx.deps.db.insertInto("class_tallies").values(tallies).execute();
    const before = await rowsOf(gone.id);
    // Every table but the audit log, classes and marks (a learner teaches and marks none) has something to delete.
    expect(Object.entries(before).filter(([, n]) => n === 0)).toEqual([
      ["classes", 0],
      ["essay_marks", 0],
      ["audit_log", 0],
    ]);
    const staysBefore = await rowsOf(stays.id);

    const res = await remove(gone.email);
    expect(res.json()).toEqual({ statusCode: 200, errMsg: "" });
    expect(Object.values(await rowsOf(gone.id)).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(stays.id)).toEqual(staysBefore);
    const passages = await ctx.deps.db.selectFrom("submission_passages").select("submission_id").execute();
    const submissions = await ctx.deps.db.selectFrom("submissions").select("id").execute();
    expect(new Set(passages.map((p) => p.submission_id))).toEqual(new Set(submissions.map((s) => s.id)));
    const signInKeys = await ctx.deps.db.selectFrom("login_attempts").select("key").execute();
    expect(signInKeys.filter((k) => k.key.includes(gone.email))).toEqual([]);
    const members = await ctx.deps.db.selectFrom("class_members").select("user_id").where("class_id", "=", classId);
    expect((await members.execute()).map((m) => m.user_id)).toEqual([stays.id]);

    expect((await post(ROUTES.userInfo.path, {}, gone.token)).statusCode).toBe(401);
    expect((await post(ROUTES.login.path, { email: gone.email, password: "learner-password" })).statusCode).toBe(401);
    const entry = await ctx.deps.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "account.delete")
      .executeTakeFirstOrThrow();
    expect([entry.actor_email, entry.target, JSON.parse(entry.detail)]).toEqual([
      ADMIN.email,
      gone.email,
      { submissions: 1, essays: 1, classesHandedOn: 0 },
    ]);
  });

  it("hands a deleted teacher's classes to the administrator, with their learners; its own entries stay", async () => {
    const teacherEmail = "class-teacher@example.com";
    const teacherId = await idOf(teacherEmail);
    await grant(ctx, teacherEmail, TEACHER_PRIVILEGE);
    await ctx.deps.db
      .insertInto("audit_log")
      .values({
        ...{ id: "AU-teacher", at: 1, actor_id: teacherId, actor_email: teacherEmail },
        ...{ action: "class.create", target: "7B", detail: "{}" },
      })
      .execute();
    expect((await remove(teacherEmail)).statusCode).toBe(200);
    const adminId = await idOf(ADMIN.email);
    const classes = await ctx.deps.db.selectFrom("classes").select(["id", "teacher_id"]).execute();
    expect(classes).toEqual([{ id: "CL-7B", teacher_id: adminId }]);
    const members = await ctx.deps.db.selectFrom("class_members").select("user_id").execute();
    expect(members).toHaveLength(1);
    const kept = await ctx.deps.db.selectFrom("audit_log").selectAll().where("id", "=", "AU-teacher").execute();
    expect(kept.map((e) => [e.actor_id, e.actor_email, e.action])).toEqual([[null, teacherEmail, "class.create"]]);
    const entry = await ctx.deps.db
      .selectFrom("audit_log")
      .select("detail")
      .where("target", "=", teacherEmail)
      .where("action", "=", "account.delete")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.detail)).toMatchObject({ classesHandedOn: 1 });
  });

  it("refuses one's own account, a confirmation that differs, an unknown account; changes nothing", async () => {
    const own = await remove(ADMIN.email);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ reason: "own-account" });
    await signedInLearner(ctx, "careful");
    const mismatch = await remove("careful@example.com", session.admin, "staying@example.com");
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errMsg).toContain("confirmEmail");
    expect((await remove("ghost@example.com")).statusCode).toBe(404);
    expect(await idOf("careful@example.com")).toBeGreaterThan(0);
    expect((await post(ROUTES.userInfo.path, {}, session.admin)).statusCode).toBe(200);
  });

  it("refuses to delete the last permanent administrator, and the last one at all from the command line", async () => {
    const deputy = await signedInLearner(ctx, "deputy");
    await grant(ctx, "deputy@example.com", 1, ctx.clock.now + 86_400_000);
    const res = await remove(ADMIN.email, deputy);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: "no-permanent-admin" });
    await grant(ctx, "deputy@example.com", 1, 0);
    // From the command line, the classes the administrator now teaches need an account to pass to.
    await expect(deleteAccount(ctx.deps, "cli", { email: ADMIN.email })).rejects.toMatchObject({
      statusCode: 409,
      fields: { reason: "classes-need-heir" },
    });
    const toDeputy = { email: ADMIN.email, classesTo: "deputy@example.com" };
    await expect(deleteAccount(ctx.deps, "cli", toDeputy)).rejects.toMatchObject({ statusCode: 400 });
    await grant(ctx, "deputy@example.com", TEACHER_PRIVILEGE);
    await expect(deleteAccount(ctx.deps, "cli", toDeputy)).rejects.toMatchObject({
      statusCode: 409,
      fields: { reason: "no-active-admin" },
    });
    expect((await post(ROUTES.userInfo.path, {}, session.admin)).statusCode).toBe(200);
    const classes = await ctx.deps.db.selectFrom("classes").select("teacher_id").execute();
    expect(classes).toEqual([{ teacher_id: await idOf(ADMIN.email) }]);
  });
});
