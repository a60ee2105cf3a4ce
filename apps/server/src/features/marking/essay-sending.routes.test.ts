import { ZEssayMarkingResponse } from "@bandcraft/contract/marking";
import { describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { DAY, markingSuite, TASK1 } from "./marking-test-setup";

const NO_CLASS = "CL-000000000000";
const NO_ASSIGNMENT = "AS-000000000000";

describe.each(DIALECTS)("sending an essay to a teacher on %s", (dialect) => {
  const { ctx, tokens, learners, call, ok, classWith, essayOf, assignmentOf } = markingSuite(dialect);
  const sentState = async (essayID: string) =>
    ctx.deps.db
      .selectFrom("essays")
      .select(["sent_class_id", "sent_at", "assignment_id"])
      .where("id", "=", essayID)
      .executeTakeFirstOrThrow();
  const unsent = { sent_class_id: null, sent_at: null, assignment_id: null };

  it("sends once: a second send of the same essay, to any class, is a 409 with its reason", async () => {
    const classID = await classWith("Once", ["wren"]);
    const other = await classWith("Twice", ["wren"], tokens.teacherB);
    const essayID = await essayOf(learners.wren);
    await ok("essaySend", { essayID, classID }, learners.wren);
    expect(await sentState(essayID)).toEqual({ sent_class_id: classID, sent_at: ctx.clock.now, assignment_id: null });
    for (const target of [classID, other]) {
      ctx.clock.now += 1000;
      const again = await call("essaySend", { essayID, classID: target }, learners.wren);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ reason: "essay-already-sent" });
    }
    expect((await sentState(essayID)).sent_class_id).toBe(classID);
  });

  it("keeps a sent essay: deleting it is a 409 with its reason, so its marks stay and the work is not handed in twice", async () => {
    const classID = await classWith("Kept", ["wren"]);
    const essayID = await essayOf(learners.wren);
    await ok("essaySend", { essayID, classID }, learners.wren);
    const refused = await call("essayDelete", { essayID }, learners.wren);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ statusCode: 409, reason: "essay-sent" });
    expect((await sentState(essayID)).sent_class_id).toBe(classID);
    // An essay never sent is the learner's to delete, as before.
    const unsentID = await essayOf(learners.wren);
    expect((await call("essayDelete", { essayID: unsentID }, learners.wren)).statusCode).toBe(200);
  });

  it("sends only the caller's own essay, only to a class they are in now and that is not archived", async () => {
    const classID = await classWith("Members", ["wren", "robin"]);
    const wrens = await essayOf(learners.wren);
    const sparrows = await essayOf(learners.sparrow);
    // Another learner's essay, even a classmate's, is as good as missing; so is a made-up one.
    for (const essayID of [wrens, "essay-not-there"]) {
      const res = await call("essaySend", { essayID, classID }, learners.robin);
      expect(res.statusCode).toBe(404);
      expect(res.json().errMsg).toContain(essayID);
    }
    // Not a member, or no such class: the same 404.
    const outsider = await call("essaySend", { essayID: sparrows, classID }, learners.sparrow);
    const nowhere = await call("essaySend", { essayID: sparrows, classID: NO_CLASS }, learners.sparrow);
    expect([outsider.statusCode, nowhere.statusCode]).toEqual([404, 404]);
    expect(outsider.json().errMsg).toBe(nowhere.json().errMsg);
    // Taken out of the class: no longer.
    await ok("classAddLearners", { classID, learners: [{ email: "sparrow@example.com" }] }, tokens.teacherA);
    await ok("classRemoveLearner", { classID, email: "sparrow@example.com" }, tokens.teacherA);
    expect((await call("essaySend", { essayID: sparrows, classID }, learners.sparrow)).statusCode).toBe(404);
    // Archived: 404 as well.
    await ok("classUpdate", { classID, archived: true }, tokens.teacherA);
    expect((await call("essaySend", { essayID: wrens, classID }, learners.wren)).statusCode).toBe(404);
    expect(await sentState(wrens)).toEqual(unsent);
    expect(await sentState(sparrows)).toEqual(unsent);
    // A teacher is a learner too, but not of a class they only teach.
    const teachers = await essayOf(tokens.teacherA);
    const classB = await classWith("Not mine to join", [], tokens.teacherB);
    expect((await call("essaySend", { essayID: teachers, classID: classB }, tokens.teacherA)).statusCode).toBe(404);
  });

  it("reads the marking of the caller's own essays only", async () => {
    const classID = await classWith("Reading marks", ["wren", "robin"]);
    const essayID = await essayOf(learners.wren);
    await ok("essaySend", { essayID, classID }, learners.wren);
    for (const token of [learners.robin, learners.sparrow, tokens.teacherA]) {
      const res = await call("essayMarking", { essayID }, token);
      expect(res.statusCode).toBe(404);
    }
    const own = ZEssayMarkingResponse.parse(await ok("essayMarking", { essayID }, learners.wren));
    expect(own.marking?.classID).toBe(classID);
  });

  it("sends for an open writing assignment of the class on the essay's task, once per learner", async () => {
    const classID = await classWith("Assigned", ["wren", "robin"]);
    const assignmentID = await assignmentOf(classID, { task: TASK1 });
    const first = await essayOf(learners.wren, TASK1, "The town grew a harbour.");
    await ok("essaySend", { essayID: first, classID, assignmentID }, learners.wren);
    expect(await sentState(first)).toEqual({
      sent_class_id: classID,
      sent_at: ctx.clock.now,
      assignment_id: assignmentID,
    });
    const marking = ZEssayMarkingResponse.parse(await ok("essayMarking", { essayID: first }, learners.wren)).marking;
    expect(marking).toMatchObject({ assignmentID, status: "sent" });

    // A second essay for it is refused; sent without the assignment it is ordinary work.
    const second = await essayOf(learners.wren, TASK1, "The town grew a pier.");
    const done = await call("essaySend", { essayID: second, classID, assignmentID }, learners.wren);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ reason: "assignment-done" });
    await ok("essaySend", { essayID: second, classID }, learners.wren);
    // Robin has not answered it yet; a late essay is taken (and listed late).
    ctx.clock.now += 2 * DAY;
    await ok("essaySend", { essayID: await essayOf(learners.robin, TASK1), classID, assignmentID }, learners.robin);
  });

  it("refuses an assignment not open, of another class or kind, withdrawn, unknown, or on another task", async () => {
    const classID = await classWith("Assignment checks", ["wren"]);
    const otherClass = await classWith("Other assignments", ["wren"]);
    const essayID = await essayOf(learners.wren, TASK1, "The coast changed.");
    const send = (assignmentID: string) => call("essaySend", { essayID, classID, assignmentID }, learners.wren);

    const opensAt = ctx.clock.now + 1;
    const notOpen = await send(await assignmentOf(classID, { task: TASK1, opensAt }));
    expect(notOpen.statusCode).toBe(409);
    expect(notOpen.json()).toMatchObject({ reason: "assignment-not-open", opensAt });
    for (const assignmentID of [
      await assignmentOf(otherClass, { task: TASK1 }),
      await assignmentOf(classID, { kind: "test" }),
      await assignmentOf(classID, { task: TASK1, deletedAt: ctx.clock.now - 1 }),
      NO_ASSIGNMENT,
    ]) {
      expect((await send(assignmentID)).statusCode, assignmentID).toBe(404);
    }
    const otherTask = await send(await assignmentOf(classID));
    expect(otherTask.statusCode).toBe(400);
    expect(otherTask.json().errMsg).toContain("another task");
    const malformed = await send("AS-short");
    expect(malformed.statusCode).toBe(400);
    expect(await sentState(essayID)).toEqual(unsent);
    // Open from exactly now: it is taken.
    const opensNow = await assignmentOf(classID, { task: TASK1, opensAt: ctx.clock.now });
    await ok("essaySend", { essayID, classID, assignmentID: opensNow }, learners.wren);
  });

  it("takes one of two sends racing for the same essay", async () => {
    const classID = await classWith("Racing", ["robin"]);
    const essayID = await essayOf(learners.robin);
    const replies = await Promise.all([
      call("essaySend", { essayID, classID }, learners.robin),
      call("essaySend", { essayID, classID }, learners.robin),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
