import { ZAssignmentListResponse, ZCatalogueResponse } from "@bandcraft/contract/assignments";
import { describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { emailOf } from "../classes/classes-test-setup";
import { assignmentsSuite, DAY, HOUR, partOf, TEST_1, WRITING_TASK } from "./assignments-test-setup";

const MISSING_CLASS = "CL-000000000000";
const MISSING = "AS-000000000000";
const TASK_2 = WRITING_TASK;

describe.each(DIALECTS)("teachers' assignments on %s", (dialect) => {
  const { ctx, tokens, call, classWith, readingBody, assign, auditRows, learners, idOf, sentEssay } =
    assignmentsSuite(dialect);
  const list = async (classID: string, token = tokens.teacherA) => {
    const res = await call("assignmentList", { classID }, token);
    expect(res.statusCode, res.body).toBe(200);
    return ZAssignmentListResponse.parse(res.json()).assignments;
  };

  it("lists the bank's complete tests, passages and writing tasks by title, never a body or a key", async () => {
    const res = await call("assignmentCatalogue", {}, tokens.teacherA);
    expect(res.statusCode, res.body).toBe(200);
    const { tests, passages, writingTasks } = ZCatalogueResponse.parse(res.json());
    expect(tests.map((t) => t.testGroup)).toEqual([1, 2, 3, 4].map((n) => `bandcraft-test-${n}`));
    expect(tests[0]).toEqual({
      testGroup: TEST_1,
      titles: [
        "Keeping Winter: The Rise and Fall of the Ice House",
        "Reading the Air: Lichens as Living Monitors",
        "Outsourcing Memory: Loss or Liberation?",
      ],
      questionCount: expect.any(Number),
    });
    expect(tests[0]?.questionCount).toBeGreaterThanOrEqual(39);
    expect(passages).toHaveLength(12);
    expect(passages.map((p) => p.level)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(Object.keys(passages[0] ?? {}).sort()).toEqual(["level", "practiceID", "questionCount", "title"]);
    expect(writingTasks.length).toBeGreaterThanOrEqual(30);
    expect(writingTasks.find((t) => t.writingTaskID === TASK_2)).toMatchObject({ part: 2 });
    expect(Object.keys(writingTasks[0] ?? {}).sort()).toEqual(["part", "title", "writingTaskID"]);
    // Nothing of a passage's text or key leaves: the whole answer is small.
    expect(res.body).not.toContain("answers");
    expect(res.body.length).toBeLessThan(12_000);
  });

  it("creates test, passages and writing assignments with default titles, lists them latest due first, audited", async () => {
    const classID = await classWith(tokens.teacherA, "Year 8 Assigned", []);
    const now = ctx.clock.now;
    const test = await assign(tokens.teacherA, {
      ...{ classID, kind: "test", testGroup: TEST_1, opensAt: now, dueAt: now + 3 * DAY, timeLimitMinutes: 60 },
    });
    expect(test).toMatch(/^AS-[0-9A-Za-z]{12}$/);
    const passages = await assign(
      tokens.teacherA,
      readingBody(classID, { practiceIDs: [partOf(2, 3), partOf(3, 1)], timeLimitMinutes: null }),
    );
    const writing = await assign(tokens.teacherA, {
      ...{ classID, kind: "writing", writingTaskID: TASK_2, title: "  Essay week  " },
      ...{ opensAt: now + DAY, dueAt: now + 2 * DAY, timeLimitMinutes: null },
    });
    const rows = await list(classID);
    expect(rows.map((r) => r.assignmentID)).toEqual([test, writing, passages]);
    expect(rows[0]).toEqual({
      assignmentID: test,
      classID,
      className: "Year 8 Assigned",
      kind: "test",
      // Untitled: its three parts' titles, cut to the longest title allowed.
      title:
        "Keeping Winter: The Rise and Fall of the Ice House · Reading the Air: Lichens as Living Monitors · Outsourcing Memory:…",
      contentTitles: [
        "Keeping Winter: The Rise and Fall of the Ice House",
        "Reading the Air: Lichens as Living Monitors",
        "Outsourcing Memory: Loss or Liberation?",
      ],
      opensAt: now,
      dueAt: now + 3 * DAY,
      timeLimitMinutes: 60,
      createdAt: now,
      learnerCount: 0,
      submittedCount: 0,
    });
    expect(rows[1]).toMatchObject({ kind: "writing", title: "Essay week", timeLimitMinutes: null });
    expect(rows[1]?.contentTitles).toHaveLength(1);
    expect(rows[2]).toMatchObject({
      kind: "passages",
      title: "The Price of a Free Ride · From Rags to Riches: Making Paper by Hand",
      contentTitles: ["The Price of a Free Ride", "From Rags to Riches: Making Paper by Hand"],
      timeLimitMinutes: null,
    });
    const stored = await ctx.deps.db.selectFrom("assignments").selectAll().where("id", "=", test).executeTakeFirst();
    expect(stored?.practice_ids).toBe([1, 2, 3].map((p) => partOf(1, p)).join("|"));
    expect(stored?.created_by).toBeGreaterThan(0);

    const actor = emailOf("teacher-a");
    const created = await auditRows("assignment.create");
    expect(created).toContainEqual({
      actor,
      target: "Year 8 Assigned",
      detail: { assignmentID: writing, classID, kind: "writing", title: "Essay week" },
    });
    expect(created.filter((e) => (e.detail as { classID: string }).classID === classID)).toHaveLength(3);
  });

  it("counts the class's learners now and those who handed each assignment in", async () => {
    const { ana, ben } = await learners("ana", "ben");
    const classID = await classWith(tokens.teacherA, "Counting class", ["ana", "ben"]);
    const reading = await assign(tokens.teacherA, readingBody(classID));
    const writingBody = { ...readingBody(classID), kind: "writing", writingTaskID: TASK_2, timeLimitMinutes: null };
    const writing = await assign(tokens.teacherA, { ...writingBody, practiceIDs: undefined });
    for (const token of [ana, ben]) {
      const start = await call("assignmentStart", { assignmentID: reading }, token);
      expect(start.statusCode, start.body).toBe(200);
    }
    // Ana's attempt is submitted, Ben's still running; Ben sent his essay.
    await ctx.deps.db
      .updateTable("attempts")
      .set({ status: "submitted", submitted_at: ctx.clock.now })
      .where("assignment_id", "=", reading)
      .where("user_id", "=", await idOf("ana"))
      .execute();
    await sentEssay("ben", { essayID: "E-ben-counted", classID, assignmentID: writing, at: ctx.clock.now });
    const counts = async () =>
      Object.fromEntries((await list(classID)).map((r) => [r.assignmentID, [r.learnerCount, r.submittedCount]]));
    expect(await counts()).toEqual({ [reading]: [2, 1], [writing]: [2, 1] });
    // Counts are of the class as it is now: a learner taken out no longer counts.
    const removed = await call("classRemoveLearner", { classID, email: emailOf("ana") }, tokens.teacherA);
    expect(removed.statusCode).toBe(200);
    expect(await counts()).toEqual({ [reading]: [1, 0], [writing]: [1, 1] });
  });

  it("refuses a kind without its content, content of another kind, and a due time not after the opening", async () => {
    const classID = await classWith(tokens.teacherA, "Validation class", []);
    const base = readingBody(classID);
    const cases: [object, string][] = [
      [{ ...base, practiceIDs: undefined }, "practiceIDs is required"],
      [{ ...base, testGroup: TEST_1 }, "testGroup is for test"],
      [{ ...base, kind: "test" }, "testGroup is required"],
      [{ ...base, kind: "writing", practiceIDs: undefined, writingTaskID: TASK_2 }, "a writing task has no time limit"],
      [{ ...base, practiceIDs: [partOf(1, 1), partOf(1, 1)] }, "practiceIDs has a passage twice"],
      [{ ...base, practiceIDs: [1, 2, 3, 4].map((n) => partOf(n, 1)) }, "practiceIDs"],
      [{ ...base, timeLimitMinutes: 0 }, "timeLimitMinutes"],
      [{ ...base, title: "   " }, "title is required"],
      [{ ...base, kind: "essay" }, "kind"],
      [{ ...base, classID: "class-1" }, "classID"],
    ];
    for (const [body, message] of cases) {
      const res = await call("assignmentCreate", body, tokens.teacherA);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errMsg).toContain(message);
    }
    for (const dueAt of [base.opensAt, base.opensAt - 1]) {
      const res = await call("assignmentCreate", { ...base, dueAt }, tokens.teacherA);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ reason: "due-before-open" });
    }
    expect(await list(classID)).toEqual([]);
  });

  it("answers 404 for content not in the bank now: an unknown or incomplete test, passage or task", async () => {
    const classID = await classWith(tokens.teacherA, "Missing content class", []);
    // Test 4 loses its part 3 (a soft delete): it is no longer a complete test.
    await ctx.deps.db.updateTable("reading_practices").set({ level: -1 }).where("id", "=", partOf(4, 3)).execute();
    const base = readingBody(classID);
    const cases: [object, string][] = [
      [{ ...base, kind: "test", practiceIDs: undefined, testGroup: "no-such-test" }, "no-such-test"],
      [{ ...base, kind: "test", practiceIDs: undefined, testGroup: "bandcraft-test-4" }, "parts 1, 2 and 3"],
      [{ ...base, practiceIDs: [partOf(1, 1), "no-such-passage"] }, "no-such-passage"],
      [{ ...base, practiceIDs: [partOf(4, 3)] }, partOf(4, 3)],
      [
        { ...base, kind: "writing", practiceIDs: undefined, writingTaskID: "no-such-task", timeLimitMinutes: null },
        "no-such-task",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await call("assignmentCreate", body, tokens.teacherA);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().errMsg).toContain(message);
    }
    const catalogue = ZCatalogueResponse.parse((await call("assignmentCatalogue", {}, tokens.teacherA)).json());
    expect(catalogue.tests.map((t) => t.testGroup)).not.toContain("bandcraft-test-4");
    expect(catalogue.passages.map((p) => p.practiceID)).not.toContain(partOf(4, 3));
    await ctx.deps.db.updateTable("reading_practices").set({ level: 3 }).where("id", "=", partOf(4, 3)).execute();
    expect(await list(classID)).toEqual([]);
  });

  it("withdraws an assignment (soft delete), audited; it is gone from the list and a second withdrawal is 404", async () => {
    const classID = await classWith(tokens.teacherA, "Withdrawal class", []);
    const kept = await assign(tokens.teacherA, readingBody(classID));
    const gone = await assign(tokens.teacherA, readingBody(classID, { title: "Withdrawn work" }));
    const res = await call("assignmentDelete", { assignmentID: gone }, tokens.teacherA);
    expect(res.json()).toEqual({ statusCode: 200, errMsg: "" });
    expect((await list(classID)).map((r) => r.assignmentID)).toEqual([kept]);
    const row = await ctx.deps.db
      .selectFrom("assignments")
      .select("deleted_at")
      .where("id", "=", gone)
      .executeTakeFirst();
    expect(row?.deleted_at).toBe(ctx.clock.now);
    expect(await auditRows("assignment.delete")).toContainEqual({
      actor: emailOf("teacher-a"),
      target: "Withdrawal class",
      detail: { assignmentID: gone, classID, kind: "passages", title: "Withdrawn work" },
    });
    const again = await call("assignmentDelete", { assignmentID: gone }, tokens.teacherA);
    expect([again.statusCode, again.json().errMsg]).toEqual([404, "No such assignment"]);
  });

  it("keeps another teacher's class and assignments out of reach: the same 404 as missing ones", async () => {
    const classID = await classWith(tokens.teacherA, "Private class", []);
    const assignmentID = await assign(tokens.teacherA, readingBody(classID));
    const asB = [
      await call("assignmentCreate", readingBody(classID), tokens.teacherB),
      await call("assignmentList", { classID }, tokens.teacherB),
    ];
    const missing = [
      await call("assignmentCreate", readingBody(MISSING_CLASS), tokens.teacherB),
      await call("assignmentList", { classID: MISSING_CLASS }, tokens.teacherB),
    ];
    expect(asB.map((r) => [r.statusCode, r.json().errMsg])).toEqual(
      missing.map((r) => [r.statusCode, r.json().errMsg]),
    );
    expect(asB.map((r) => r.statusCode)).toEqual([404, 404]);
    const other = await call("assignmentDelete", { assignmentID }, tokens.teacherB);
    const none = await call("assignmentDelete", { assignmentID: MISSING }, tokens.teacherB);
    expect([other.statusCode, other.json().errMsg]).toEqual([none.statusCode, none.json().errMsg]);
    expect(other.statusCode).toBe(404);
    expect((await list(classID)).map((r) => r.assignmentID)).toEqual([assignmentID]);
    // An administrator manages every class.
    expect((await list(classID, tokens.admin)).map((r) => r.assignmentID)).toEqual([assignmentID]);
  });

  it("refuses learners and former teachers on every teacher call with 403", async () => {
    const classID = await classWith(tokens.teacherA, "Guarded class", []);
    const assignmentID = await assign(tokens.teacherA, readingBody(classID));
    for (const token of [tokens.learner, tokens.expiredTeacher]) {
      const answers = [
        await call("assignmentCatalogue", {}, token),
        await call("assignmentCreate", readingBody(classID), token),
        await call("assignmentList", { classID }, token),
        await call("assignmentDelete", { assignmentID }, token),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    }
    expect((await list(classID)).map((r) => r.assignmentID)).toEqual([assignmentID]);
  });

  it("refuses to set or withdraw work on an archived class (409 class-archived), and lists what it had", async () => {
    const classID = await classWith(tokens.teacherA, "Archived class", []);
    const assignmentID = await assign(tokens.teacherA, readingBody(classID, { dueAt: ctx.clock.now + 2 * HOUR }));
    expect((await call("classUpdate", { classID, archived: true }, tokens.teacherA)).statusCode).toBe(200);
    for (const res of [
      await call("assignmentCreate", readingBody(classID), tokens.teacherA),
      await call("assignmentDelete", { assignmentID }, tokens.teacherA),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ reason: "class-archived" });
    }
    expect((await list(classID)).map((r) => r.assignmentID)).toEqual([assignmentID]);
  });
});
