import { TEACHER_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { describe, expect, it } from "vitest";
import { grant } from "../../../test/admin-calls";
import { DIALECTS, paperPassage, submitPaper } from "../../../test/harness";
import { emailOf } from "../classes/classes-test-setup";
import { assignmentsSuite, partOf } from "./assignments-test-setup";

/** Deleting accounts that assignments name: the teacher who set them, a learner who did them. */
describe.each(DIALECTS)("deleting accounts with assignments on %s", (dialect) => {
  const { ctx, tokens, call, learners, classWith, readingBody, assign, mine, idOf } = assignmentsSuite(dialect);
  const remove = (name: string) =>
    call("adminUserDelete", { email: emailOf(name), confirmEmail: emailOf(name) }, tokens.admin);

  it("deletes a teacher who set assignments: they stay with the class (now the administrator's), naming no one", async () => {
    const { kit } = await learners("kit");
    const teacher = await learners("leaving-teacher");
    await grant(ctx, emailOf("leaving-teacher"), TEACHER_PRIVILEGE);
    const token = teacher["leaving-teacher"] ?? "";
    const classID = await classWith(token, "Handed-on class", ["kit"]);
    const assignmentID = await assign(token, readingBody(classID));
    expect((await call("assignmentStart", { assignmentID }, kit)).statusCode).toBe(200);
    const teacherId = await idOf("leaving-teacher");

    const res = await remove("leaving-teacher");
    expect(res.json()).toEqual({ statusCode: 200, errMsg: "" });
    const row = await ctx.deps.db
      .selectFrom("assignments")
      .selectAll()
      .where("id", "=", assignmentID)
      .executeTakeFirst();
    expect(row).toMatchObject({ created_by: null, deleted_at: null, class_id: classID });
    const named = await ctx.deps.db
      .selectFrom("assignments")
      .select("id")
      .where("created_by", "=", teacherId)
      .execute();
    expect(named).toEqual([]);
    // The learner still has it, and the administrator who took the class lists it.
    expect((await mine(kit)).assignments.map((a) => [a.assignmentID, a.status])).toEqual([
      [assignmentID, "in-progress"],
    ]);
    const listed = await call("assignmentList", { classID }, tokens.admin);
    expect(listed.json().assignments).toEqual([expect.objectContaining({ assignmentID, learnerCount: 1 })]);
  });

  it("deletes a learner with assigned attempts, open and submitted; the assignment and classmates' work stay", async () => {
    const { lou, max } = await learners("lou", "max");
    const classID = await classWith(tokens.teacherA, "Departing learner class", ["lou", "max"]);
    const done = await assign(tokens.teacherA, readingBody(classID));
    const open = await assign(tokens.teacherA, readingBody(classID, { practiceIDs: [partOf(2, 1)] }));
    const testTakerID = (await call("assignmentStart", { assignmentID: done }, lou)).json().attempt.testTakerID;
    expect((await submitPaper(ctx, lou, testTakerID, [paperPassage(partOf(1, 1), { "1": "A" })])).statusCode).toBe(200);
    expect((await call("assignmentStart", { assignmentID: open }, lou)).statusCode).toBe(200);
    expect((await call("assignmentStart", { assignmentID: done }, max)).statusCode).toBe(200);
    const louId = await idOf("lou");

    expect((await remove("lou")).json()).toEqual({ statusCode: 200, errMsg: "" });
    const left = await ctx.deps.db
      .selectFrom("attempts")
      .select("user_id")
      .where("assignment_id", "in", [done, open])
      .execute();
    expect(left.map((r) => r.user_id)).toEqual([await idOf("max")]);
    expect(await ctx.deps.db.selectFrom("submissions").select("id").where("user_id", "=", louId).execute()).toEqual([]);
    const listed = await call("assignmentList", { classID }, tokens.teacherA);
    const counts = listed
      .json()
      .assignments.map((a: { learnerCount: number; submittedCount: number }) => [a.learnerCount, a.submittedCount]);
    expect(counts).toEqual([
      [1, 0],
      [1, 0],
    ]);
  });
});
