import { describe, expect, it } from "vitest";
import { DIALECTS, paperPassage, submitPaper } from "../../../test/harness";
import { emailOf } from "../classes/classes-test-setup";
import { assignmentsSuite, DAY, HOUR, partOf, WRITING_TASK } from "./assignments-test-setup";

describe.each(DIALECTS)("a learner's assignments on %s", (dialect) => {
  const { ctx, tokens, call, learners, classWith, readingBody, assign, mine, sentEssay } = assignmentsSuite(dialect);
  const writingBody = (classID: string, extra: object = {}) => ({
    ...readingBody(classID, { kind: "writing", writingTaskID: WRITING_TASK, timeLimitMinutes: null, ...extra }),
    practiceIDs: undefined,
  });

  it("tells each assignment's status as the clock moves: upcoming, to do, in progress, submitted, late", async () => {
    const { lia } = await learners("lia");
    const classID = await classWith(tokens.teacherA, "Status class", ["lia"]);
    const now = ctx.clock.now;
    const upcoming = await assign(
      tokens.teacherA,
      readingBody(classID, { opensAt: now + HOUR, dueAt: now + 2 * DAY + 12 * HOUR }),
    );
    const todo = await assign(tokens.teacherA, readingBody(classID, { dueAt: now + DAY }));
    const running = await assign(tokens.teacherA, readingBody(classID, { dueAt: now + 3 * DAY }));
    const overdue = await assign(tokens.teacherA, readingBody(classID, { opensAt: now - 2 * DAY, dueAt: now - DAY }));
    const done = await assign(tokens.teacherA, readingBody(classID, { dueAt: now + 4 * DAY }));
    const started = await call("assignmentStart", { assignmentID: running }, lia);
    expect(started.statusCode, started.body).toBe(200);
    const runningID = started.json().attempt.testTakerID as string;
    const doneStart = await call("assignmentStart", { assignmentID: done }, lia);
    const doneID = doneStart.json().attempt.testTakerID as string;
    expect((await submitPaper(ctx, lia, doneID, [paperPassage(partOf(1, 1), { "1": "A" })])).statusCode).toBe(200);

    const list = await mine(lia);
    expect(list.classes).toEqual([{ classID, name: "Status class" }]);
    // Due soonest first; the overdue one leads.
    expect(list.assignments.map((a) => a.assignmentID)).toEqual([overdue, todo, upcoming, running, done]);
    const by = Object.fromEntries(list.assignments.map((a) => [a.assignmentID, a]));
    expect(by[overdue]).toMatchObject({ status: "to-do", late: true, testTakerID: null });
    expect(by[todo]).toMatchObject({ status: "to-do", late: false });
    expect(by[upcoming]).toMatchObject({ status: "upcoming", late: false });
    expect(by[running]).toMatchObject({ status: "in-progress", late: false, testTakerID: runningID });
    expect(by[done]).toEqual({
      assignmentID: done,
      classID,
      className: "Status class",
      kind: "passages",
      title: "Keeping Winter: The Rise and Fall of the Ice House",
      opensAt: now - HOUR,
      dueAt: now + 4 * DAY,
      timeLimitMinutes: 20,
      writingTaskID: null,
      status: "submitted",
      late: false,
      testTakerID: doneID,
      essayID: null,
      marked: false,
    });

    // Two days on: the upcoming one is open, the to-do one late; the running one is past due while still open.
    ctx.clock.now += 2 * DAY;
    const later = Object.fromEntries((await mine(lia)).assignments.map((a) => [a.assignmentID, a]));
    expect(later[upcoming]).toMatchObject({ status: "to-do", late: false });
    expect(later[todo]).toMatchObject({ status: "to-do", late: true });
    expect(later[done]).toMatchObject({ status: "submitted", late: false });
    // A paper handed in after the due time is late for good.
    const overdueStart = await call("assignmentStart", { assignmentID: overdue }, lia);
    expect(overdueStart.statusCode, overdueStart.body).toBe(200);
    const overdueID = overdueStart.json().attempt.testTakerID as string;
    expect((await submitPaper(ctx, lia, overdueID, [paperPassage(partOf(1, 1))])).statusCode).toBe(200);
    const after = Object.fromEntries((await mine(lia)).assignments.map((a) => [a.assignmentID, a]));
    expect(after[overdue]).toMatchObject({ status: "submitted", late: true, testTakerID: overdueID });
  });

  it("tells a writing assignment sent, late or not, and marked once the teacher returns the essay", async () => {
    const { mei } = await learners("mei");
    const classID = await classWith(tokens.teacherA, "Writing status class", ["mei"]);
    const now = ctx.clock.now;
    const onTime = await assign(tokens.teacherA, writingBody(classID, { dueAt: now + DAY }));
    const lateOne = await assign(tokens.teacherA, writingBody(classID, { dueAt: now + 2 * HOUR }));
    const open = await assign(tokens.teacherA, writingBody(classID, { dueAt: now + 2 * DAY }));
    await sentEssay("mei", { essayID: "E-mei-on-time", classID, assignmentID: onTime, at: now });
    await sentEssay("mei", { essayID: "E-mei-late", classID, assignmentID: lateOne, at: now + 3 * HOUR });
    await ctx.deps.db
      .insertInto("essay_marks")
      .values({
        ...{ essay_id: "E-mei-on-time", teacher_id: null, band_task: 6, band_coherence: 6, band_lexical: 6 },
        ...{ band_grammar: 6, overall: 6, comments: "[]", general_comment: "", saved_at: now, returned_at: now },
      })
      .execute();
    const by = Object.fromEntries((await mine(mei)).assignments.map((a) => [a.assignmentID, a]));
    expect(by[onTime]).toMatchObject({
      kind: "writing",
      writingTaskID: WRITING_TASK,
      timeLimitMinutes: null,
      status: "submitted",
      late: false,
      essayID: "E-mei-on-time",
      marked: true,
      testTakerID: null,
    });
    expect(by[lateOne]).toMatchObject({ status: "submitted", late: true, essayID: "E-mei-late", marked: false });
    expect(by[open]).toMatchObject({ status: "to-do", late: false, essayID: null, marked: false });
  });

  it("lists only the caller's unarchived classes and their live assignments; withdrawn work stays in the records", async () => {
    const { noa } = await learners("noa");
    await learners("other-learner");
    const mineID = await classWith(tokens.teacherA, "Noa's class", ["noa"]);
    const archivedID = await classWith(tokens.teacherB, "Noa's old class", ["noa"]);
    const otherID = await classWith(tokens.teacherA, "Someone else's class", ["other-learner"]);
    const kept = await assign(tokens.teacherA, readingBody(mineID));
    const withdrawn = await assign(tokens.teacherA, readingBody(mineID, { title: "Withdrawn" }));
    await assign(tokens.teacherB, readingBody(archivedID));
    await assign(tokens.teacherA, readingBody(otherID));
    const start = await call("assignmentStart", { assignmentID: withdrawn }, noa);
    expect(start.statusCode, start.body).toBe(200);
    expect((await call("classUpdate", { classID: archivedID, archived: true }, tokens.teacherB)).statusCode).toBe(200);
    expect((await call("assignmentDelete", { assignmentID: withdrawn }, tokens.teacherA)).statusCode).toBe(200);

    const list = await mine(noa);
    expect(list.classes).toEqual([{ classID: mineID, name: "Noa's class" }]);
    expect(list.assignments.map((a) => a.assignmentID)).toEqual([kept]);
    // The attempt started for the withdrawn assignment is still the learner's, and still open.
    const attempts = await call("attemptList", {}, noa);
    const testTakerID = start.json().attempt.testTakerID as string;
    expect(JSON.stringify(attempts.json())).toContain(testTakerID);
    // Taken out of the class: its assignments go too.
    const removed = await call("classRemoveLearner", { classID: mineID, email: emailOf("noa") }, tokens.teacherA);
    expect(removed.statusCode).toBe(200);
    expect(await mine(noa)).toEqual({ statusCode: 200, errMsg: "", classes: [], assignments: [] });
  });

  it("answers a learner in no class with empty lists, and refuses the signed-out", async () => {
    const { solo } = await learners("solo");
    expect(await mine(solo)).toEqual({ statusCode: 200, errMsg: "", classes: [], assignments: [] });
    expect((await call("myAssignments", {})).statusCode).toBe(401);
    expect((await call("myAssignments", { extra: 1 }, solo)).statusCode).toBe(400);
  });
});
