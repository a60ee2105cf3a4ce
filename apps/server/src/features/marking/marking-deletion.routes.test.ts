import { TEACHER_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import { describe, expect, it } from "vitest";
import { grant } from "../../../test/admin-calls";
import { DIALECTS, signedInLearner } from "../../../test/harness";
import { emailOf } from "../classes/classes-test-setup";
import { markingSuite } from "./marking-test-setup";

const BANDS = { task: 7, coherence: 6.5, lexical: 6, grammar: 6 };

describe.each(DIALECTS)("marks when essays and accounts go, on %s", (dialect) => {
  const { ctx, tokens, learners, call, ok, classWith, essayOf } = markingSuite(dialect);
  const marksRow = (essayID: string) =>
    ctx.deps.db.selectFrom("essay_marks").select(["essay_id", "teacher_id"]).where("essay_id", "=", essayID).execute();
  /** An essay of the learner's, sent to the class and returned with marks by the teacher. */
  const markedEssay = async (learner: string, classID: string, teacher = tokens.teacherA) => {
    const essayID = await essayOf(learner);
    await ok("essaySend", { essayID, classID }, learner);
    const marks = { essayID, bands: BANDS, comments: [], generalComment: "", returned: true };
    await ok("markingSave", marks, teacher);
    return essayID;
  };
  const deleteAccount = (email: string) => ok("adminUserDelete", { email, confirmEmail: email }, tokens.admin);

  it("keeps a sent essay and its marks when the learner tries to delete it", async () => {
    const classID = await classWith("Deleting", ["wren"]);
    const essayID = await markedEssay(learners.wren, classID);
    const refused = await call("essayDelete", { essayID }, learners.wren);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: "essay-sent" });
    expect(await marksRow(essayID)).toHaveLength(1);
    expect((await call("markingGet", { essayID }, tokens.teacherA)).statusCode).toBe(200);
    const listed = await ok<{ essays: { essayID: string }[] }>("markingList", { classID }, tokens.teacherA);
    expect(listed.essays.map((e) => e.essayID)).toEqual([essayID]);
  });

  it("removes a deleted learner's essays' marks, and keeps the others'", async () => {
    const leaving = await signedInLearner(ctx, "leaving");
    const classID = await classWith("Leavers", ["leaving", "robin"]);
    const gone = await markedEssay(leaving, classID);
    const stays = await markedEssay(learners.robin, classID);
    await deleteAccount(emailOf("leaving"));
    expect(await marksRow(gone)).toEqual([]);
    expect(await marksRow(stays)).toHaveLength(1);
    const listed = await ok<{ essays: { essayID: string }[] }>("markingList", { classID }, tokens.teacherA);
    expect(listed.essays.map((e) => e.essayID)).toEqual([stays]);
  });

  it("keeps a deleted teacher's marks, naming no teacher; the learner still reads them", async () => {
    const teacher = await signedInLearner(ctx, "retiring-teacher");
    await grant(ctx, emailOf("retiring-teacher"), TEACHER_PRIVILEGE);
    const classID = await classWith("Handed on", ["robin"], teacher);
    const essayID = await markedEssay(learners.robin, classID, teacher);
    await deleteAccount(emailOf("retiring-teacher"));
    expect(await marksRow(essayID)).toEqual([{ essay_id: essayID, teacher_id: null }]);
    const marking = await ok<{ marking: { status: string; marks: { overall: number } } }>(
      "essayMarking",
      { essayID },
      learners.robin,
    );
    expect(marking.marking).toMatchObject({ status: "returned", marks: { overall: 6.5 } });
    // The class passed to the administrator, who may mark it again.
    const again = { essayID, bands: BANDS, comments: [], generalComment: "Seen.", returned: true };
    await ok("markingSave", again, tokens.admin);
  });
});
