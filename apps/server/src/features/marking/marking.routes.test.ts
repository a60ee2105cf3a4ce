import {
  ZEssayMarkingResponse,
  ZMarkingGetResponse,
  ZMarkingSaveResponse,
  ZSentEssaysResponse,
} from "@bandcraft/contract/marking";
import { describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { emailOf } from "../classes/classes-test-setup";
import { DAY, ESSAY, markingSuite, TASK1, TASK2 } from "./marking-test-setup";

const BANDS = { task: 6, coherence: 6, lexical: 6, grammar: 7 };
const COMMENT = { start: 0, end: 16, text: "A strong opening." };
const draft = (essayID: string, extra: object = {}) => ({
  essayID,
  bands: null,
  comments: [COMMENT],
  generalComment: "  Keep going.  ",
  returned: false,
  ...extra,
});

describe.each(DIALECTS)("marking sent essays on %s", (dialect) => {
  const { ctx, tokens, learners, call, ok, classWith, essayOf, assignmentOf, auditRows } = markingSuite(dialect);
  const list = async (classID: string, token = tokens.teacherA) =>
    ZSentEssaysResponse.parse(await ok("markingList", { classID }, token)).essays;
  const marking = async (essayID: string, token = learners.wren) =>
    ZEssayMarkingResponse.parse(await ok("essayMarking", { essayID }, token)).marking;

  it("sends, lists, shows, saves a hidden draft, then returns the marks to the learner, all audited", async () => {
    const classID = await classWith("Flow", ["wren", "robin"]);
    const essayID = await essayOf(learners.wren);
    expect(await marking(essayID)).toBeNull();
    ctx.clock.now += 1000;
    const sentAt = ctx.clock.now;
    await ok("essaySend", { essayID, classID }, learners.wren);
    expect(await marking(essayID)).toEqual({
      classID,
      className: "Flow",
      assignmentID: null,
      sentAt,
      status: "sent",
      marks: null,
    });

    const sent = await list(classID);
    expect(sent).toEqual([
      {
        essayID,
        email: emailOf("wren"),
        name: null,
        part: 2,
        taskTitle: expect.any(String),
        wordCount: 16,
        sentAt,
        assignmentID: null,
        late: false,
        status: "sent",
        overall: null,
      },
    ]);
    expect(sent[0]?.taskTitle).not.toBe("");

    const got = ZMarkingGetResponse.parse(await ok("markingGet", { essayID }, tokens.teacherA));
    expect(got.essay).toMatchObject({ essayID, classID, className: "Flow", text: ESSAY, status: "sent" });
    expect(got.essay.task?.writingPracticeID).toBe(TASK2);
    expect(got.essay.taskTitle).toBe(got.essay.task?.title);
    expect(got.marks).toBeNull();

    // A draft: the teacher sees it, the learner does not.
    ctx.clock.now += 1000;
    const saved = ZMarkingSaveResponse.parse(await ok("markingSave", draft(essayID), tokens.teacherA));
    expect(saved).toMatchObject({ overall: null, savedAt: ctx.clock.now });
    const again = ZMarkingGetResponse.parse(await ok("markingGet", { essayID }, tokens.teacherA));
    expect(again.marks).toEqual({
      bands: null,
      overall: null,
      comments: [COMMENT],
      generalComment: "Keep going.",
      savedAt: ctx.clock.now,
      returnedAt: null,
    });
    expect(await marking(essayID)).toMatchObject({ status: "sent", marks: null });

    // Returned: the learner sees the bands, the computed overall band and the comments.
    ctx.clock.now += 1000;
    const returned = await ok("markingSave", draft(essayID, { bands: BANDS, returned: true }), tokens.teacherA);
    expect(returned).toMatchObject({ overall: 6.5, savedAt: ctx.clock.now });
    const seen = await marking(essayID);
    expect(seen).toMatchObject({ status: "returned", sentAt });
    expect(seen?.marks).toEqual({
      bands: BANDS,
      overall: 6.5,
      comments: [COMMENT],
      generalComment: "Keep going.",
      savedAt: ctx.clock.now,
      returnedAt: ctx.clock.now,
    });
    expect((await list(classID))[0]).toMatchObject({ status: "returned", overall: 6.5 });

    // Saving again without `returned` keeps it returned (the learner sees the change); the return time stays.
    const returnedAt = ctx.clock.now;
    ctx.clock.now += 1000;
    const bands = { task: 7, coherence: 7, lexical: 7, grammar: 7.5 };
    await ok("markingSave", draft(essayID, { bands, comments: [] }), tokens.teacherA);
    expect((await marking(essayID))?.marks).toMatchObject({ bands, overall: 7, comments: [], returnedAt });

    const actor = emailOf("teacher-a");
    const target = emailOf("wren");
    const mine = (rows: { detail: unknown }[]) =>
      rows.filter((r) => (r.detail as { essayID: string }).essayID === essayID);
    expect(mine(await auditRows("essay.mark"))).toEqual([
      { actor, target, detail: { essayID, className: "Flow", overall: null } },
      { actor, target, detail: { essayID, className: "Flow", overall: 7 } },
    ]);
    expect(mine(await auditRows("essay.return"))).toEqual([
      { actor, target, detail: { essayID, className: "Flow", overall: 6.5 } },
    ]);
  });

  it.each([
    [{ task: 6, coherence: 6, lexical: 6, grammar: 7 }, 6.5],
    [{ task: 6, coherence: 6, lexical: 6, grammar: 6.5 }, 6],
    [{ task: 5.5, coherence: 6, lexical: 6, grammar: 6 }, 6],
    [{ task: 6.5, coherence: 6.5, lexical: 7, grammar: 7 }, 7],
    [{ task: 6, coherence: 6, lexical: 6.5, grammar: 6.5 }, 6.5],
    [{ task: 0, coherence: 0, lexical: 0, grammar: 0 }, 0],
    [{ task: 9, coherence: 9, lexical: 9, grammar: 9 }, 9],
  ])("computes the overall band of %o as %d", async (bands, overall) => {
    const classID = await classWith(`Overall ${overall} ${ctx.clock.now}`, ["robin"]);
    const essayID = await essayOf(learners.robin);
    await ok("essaySend", { essayID, classID }, learners.robin);
    expect(await ok("markingSave", draft(essayID, { bands, returned: true }), tokens.teacherA)).toMatchObject({
      overall,
    });
    expect((await marking(essayID, learners.robin))?.marks?.overall).toBe(overall);
  });

  it("lists a class's essays newest first, each learner's, with their task, assignment and lateness", async () => {
    const classID = await classWith("Listing", ["wren", "robin"]);
    const assignmentID = await assignmentOf(classID, { task: TASK1, dueAt: ctx.clock.now + DAY });
    const first = await essayOf(learners.wren, TASK1, `The maps show a coastal town. ${"word ".repeat(30)}`);
    await ok("essaySend", { essayID: first, classID, assignmentID }, learners.wren);
    ctx.clock.now += 2 * DAY;
    const late = await essayOf(learners.robin, TASK1, "The town grew.");
    await ok("essaySend", { essayID: late, classID, assignmentID }, learners.robin);
    const own = await essayOf(learners.robin);
    await ok("essaySend", { essayID: own, classID }, learners.robin);
    // An essay not sent, and one sent to another class, are not listed.
    await essayOf(learners.wren);
    const elsewhere = await classWith("Elsewhere", ["wren"], tokens.teacherB);
    await ok("essaySend", { essayID: await essayOf(learners.wren), classID: elsewhere }, learners.wren);

    const sent = await list(classID);
    expect(sent.map((e) => [e.essayID, e.email, e.part, e.assignmentID, e.late])).toEqual([
      [own, emailOf("robin"), 2, null, false],
      [late, emailOf("robin"), 1, assignmentID, true],
      [first, emailOf("wren"), 1, assignmentID, false],
    ]);
    expect(sent[2]?.wordCount).toBe(36);
    // An administrator manages every class.
    expect((await list(classID, tokens.admin)).map((e) => e.essayID)).toEqual([own, late, first]);
  });

  it("marks in an archived class: marks are no change to the class", async () => {
    const classID = await classWith("Archived later", ["wren"]);
    const essayID = await essayOf(learners.wren);
    await ok("essaySend", { essayID, classID }, learners.wren);
    await ok("classUpdate", { classID, archived: true }, tokens.teacherA);
    expect((await list(classID)).map((e) => e.essayID)).toEqual([essayID]);
    await ok("markingSave", draft(essayID, { bands: BANDS, returned: true }), tokens.teacherA);
    expect(await marking(essayID)).toMatchObject({ status: "returned" });
  });

  it("shows a teacher nothing of another teacher's class, nor an essay never sent, nor anything to a learner", async () => {
    const classID = await classWith("Private", ["wren"]);
    const essayID = await essayOf(learners.wren);
    await ok("essaySend", { essayID, classID }, learners.wren);
    // Wren is in teacher B's class too, but the essay went to teacher A's.
    await classWith("B's class", ["wren"], tokens.teacherB);
    const unsent = await essayOf(learners.wren);
    const save = draft(essayID, { bands: BANDS, returned: true });
    const missing = "essay-not-there";
    for (const [name, body] of [
      ["markingList", { classID }],
      ["markingGet", { essayID }],
      ["markingSave", save],
    ] as const) {
      const res = await call(name, body, tokens.teacherB);
      expect(res.statusCode, name).toBe(404);
      expect((await call(name, body, learners.wren)).statusCode, name).toBe(403);
      expect((await call(name, body, tokens.expiredTeacher)).statusCode, name).toBe(403);
    }
    const other = await call("markingGet", { essayID }, tokens.teacherB);
    const none = await call("markingGet", { essayID: missing }, tokens.teacherB);
    expect(other.json().errMsg.replace(essayID, "")).toBe(none.json().errMsg.replace(missing, ""));
    // Never sent: the same 404 for the teacher of a class the learner is in.
    for (const token of [tokens.teacherA, tokens.teacherB, tokens.admin]) {
      expect((await call("markingGet", { essayID: unsent }, token)).statusCode).toBe(404);
      expect((await call("markingSave", draft(unsent), token)).statusCode).toBe(404);
    }
    expect(
      await ctx.deps.db.selectFrom("essay_marks").select("essay_id").where("essay_id", "=", essayID).execute(),
    ).toEqual([]);
  });

  it("takes a learner's essays from the teacher's view when they leave the class, and gives them back if they return", async () => {
    const classID = await classWith("Leavers", ["wren"]);
    const essayID = await essayOf(learners.wren);
    await ok("essaySend", { essayID, classID }, learners.wren);
    const wren = { classID, email: emailOf("wren") };
    await ok("classRemoveLearner", wren, tokens.teacherA);
    expect(await list(classID)).toEqual([]);
    for (const token of [tokens.teacherA, tokens.admin]) {
      expect((await call("markingGet", { essayID }, token)).statusCode).toBe(404);
      expect((await call("markingSave", draft(essayID), token)).statusCode).toBe(404);
    }
    await ok("classAddLearners", { classID, learners: [{ email: wren.email }] }, tokens.teacherA);
    expect((await list(classID)).map((e) => e.essayID)).toEqual([essayID]);
  });

  it("refuses a comment past the text, a return without bands, and bands off the half-band scale", async () => {
    const classID = await classWith("Checks", ["robin"]);
    const essayID = await essayOf(learners.robin);
    await ok("essaySend", { essayID, classID }, learners.robin);
    const past = { start: ESSAY.length - 3, end: ESSAY.length + 1, text: "Past the end." };
    const tooFar = await call("markingSave", draft(essayID, { comments: [COMMENT, past] }), tokens.teacherA);
    expect(tooFar.statusCode).toBe(400);
    expect(tooFar.json().errMsg).toContain("Comment 2");
    const atEnd = { ...past, end: ESSAY.length };
    expect((await call("markingSave", draft(essayID, { comments: [atEnd] }), tokens.teacherA)).statusCode).toBe(200);
    for (const bad of [
      draft(essayID, { returned: true }),
      draft(essayID, { bands: { ...BANDS, task: 6.25 } }),
      draft(essayID, { bands: { ...BANDS, grammar: 9.5 } }),
      draft(essayID, { bands: { task: 6, coherence: 6, lexical: 6 } }),
      draft(essayID, { comments: [{ start: 5, end: 5, text: "Empty range." }] }),
      draft(essayID, { comments: [{ start: 0, end: 4, text: "   " }] }),
    ]) {
      const res = await call("markingSave", bad, tokens.teacherA);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errMsg).not.toBe("");
    }
    const missingBands = await call("markingSave", draft(essayID, { returned: true }), tokens.teacherA);
    expect(missingBands.json().errMsg).toContain("bands");
    expect(await marking(essayID, learners.robin)).toMatchObject({ status: "sent", marks: null });
  });
});
