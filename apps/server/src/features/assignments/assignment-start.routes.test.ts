import { ZAssignmentStartResponse } from "@bandcraft/contract/assignments";
import { SUBMIT_GRACE_MS } from "@bandcraft/domain/attempt-clock";
import { describe, expect, it } from "vitest";
import { DIALECTS, paperPassage, submitPaper } from "../../../test/harness";
import { emailOf } from "../classes/classes-test-setup";
import { assignmentsSuite, DAY, HOUR, partOf, WRITING_TASK } from "./assignments-test-setup";

const MINUTE = 60_000;

describe.each(DIALECTS)("starting an assigned reading on %s", (dialect) => {
  const { ctx, tokens, call, learners, classWith, readingBody, assign, mine, idOf } = assignmentsSuite(dialect);
  const start = (assignmentID: string, token: string) => call("assignmentStart", { assignmentID }, token);
  const tokensLeft = async (token: string) =>
    (await call("userInfo", {}, token)).json().data.tokenInfo as { availableTokens: number }[];
  const allowance = async (name: string, percent: number, applyToRunning = false) => {
    const res = await call("adminUserTimeAllowance", { email: emailOf(name), percent, applyToRunning }, tokens.admin);
    expect(res.statusCode, res.body).toBe(200);
  };
  const attemptRow = (testTakerID: string) =>
    ctx.deps.db.selectFrom("attempts").selectAll().where("test_taker_id", "=", testTakerID).executeTakeFirstOrThrow();

  it("gives the passages in part order with no key, one timed multi-part attempt, and spends no token", async () => {
    const { ada } = await learners("ada");
    const classID = await classWith(tokens.teacherA, "Start class", ["ada"]);
    const testBody = { ...readingBody(classID), kind: "test", testGroup: "bandcraft-test-2", timeLimitMinutes: 60 };
    const assignmentID = await assign(tokens.teacherA, { ...testBody, practiceIDs: undefined });
    // A token spent on practice of her own: the balance is a stored row now.
    expect((await call("readingSingle", { practiceID: partOf(1, 1) }, ada)).statusCode).toBe(200);
    const before = await tokensLeft(ada);
    expect(before[0]?.availableTokens).toBe(ctx.deps.config.readingDailyTokens - 1);
    const res = await start(assignmentID, ada);
    expect(res.statusCode, res.body).toBe(200);
    const started = ZAssignmentStartResponse.parse(res.json());
    expect(started.readingPractice.map((p) => p.readingPracticeID)).toEqual([1, 2, 3].map((n) => partOf(2, n)));
    expect(res.body).not.toContain('"answers"');
    expect(started.attempt).toMatchObject({ kind: "multi", startedAt: ctx.clock.now, revision: 0 });
    expect(started.attempt.deadline).toBe(ctx.clock.now + 60 * MINUTE);
    const row = await attemptRow(started.attempt.testTakerID);
    expect(row).toMatchObject({ assignment_id: assignmentID, tokens_spent: 0, status: "open", kind: "multi" });
    expect(row.practice_ids).toBe([1, 2, 3].map((n) => partOf(2, n)).join("|"));
    expect(await tokensLeft(ada)).toEqual(before);
    expect((await mine(ada)).assignments[0]).toMatchObject({ status: "in-progress" });
  });

  it("lets a learner with no tokens left start it, and still holds them to the open-tests limit", async () => {
    const { bo } = await learners("bo");
    const classID = await classWith(tokens.teacherA, "No tokens class", ["bo"]);
    const assignmentID = await assign(tokens.teacherA, readingBody(classID));
    for (let i = 0; i < 2; i += 1) {
      expect((await call("readingPackRandom", { pageType: "ActualTest" }, bo)).statusCode).toBe(200);
    }
    const spent = await call("readingSingle", { practiceID: partOf(1, 1) }, bo);
    expect([spent.statusCode, spent.json().reason]).toEqual([403, "no-tokens"]);
    expect((await start(assignmentID, bo)).statusCode).toBe(200);
    expect((await tokensLeft(bo))[0]?.availableTokens).toBe(0);

    // The open-tests limit counts every open attempt, assigned ones included.
    const second = await assign(tokens.teacherA, readingBody(classID));
    const userId = await idOf("bo");
    const open = await ctx.deps.db
      .selectFrom("attempts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .where("status", "=", "open")
      .executeTakeFirstOrThrow();
    const fill = Array.from({ length: ctx.deps.config.openAttempts - Number(open.n) }, (_, i) => ({
      ...{ test_taker_id: `TT-filler-${dialect}-${i}`, user_id: userId, kind: "single" as const },
      ...{ practice_ids: partOf(1, 1), snapshot_shas: "x", titles: "[]", question_count: 13, tokens_spent: 1 },
      ...{ started_at: ctx.clock.now, deadline_at: null, status: "open" as const, saved_at: ctx.clock.now },
      assignment_id: null,
    }));
    await ctx.deps.db.insertInto("attempts").values(fill).execute();
    const full = await start(second, bo);
    expect([full.statusCode, full.json().reason]).toEqual([409, "open-attempts"]);
  });

  it("times it by the teacher's limit times the learner's allowance (150 %, untimed 0 %, untimed assignment)", async () => {
    const { cy, dee } = await learners("cy", "dee");
    const classID = await classWith(tokens.teacherA, "Allowance class", ["cy", "dee"]);
    await allowance("cy", 150);
    await allowance("dee", 0);
    const timed = await assign(tokens.teacherA, readingBody(classID, { timeLimitMinutes: 20 }));
    const untimed = await assign(tokens.teacherA, readingBody(classID, { timeLimitMinutes: null }));
    const deadlineOf = async (assignmentID: string, token: string) => {
      const res = await start(assignmentID, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().attempt as { testTakerID: string; deadline: number | null };
    };
    const cyTimed = await deadlineOf(timed, cy);
    expect(cyTimed.deadline).toBe(ctx.clock.now + 30 * MINUTE);
    expect((await deadlineOf(timed, dee)).deadline).toBeNull();
    const cyUntimed = await deadlineOf(untimed, cy);
    expect(cyUntimed.deadline).toBeNull();
    // A new allowance applied to running tests keeps the teacher's limit (and an untimed one untimed).
    await allowance("cy", 200, true);
    expect((await attemptRow(cyTimed.testTakerID)).deadline_at).toBe(ctx.clock.now + 40 * MINUTE);
    expect((await attemptRow(cyUntimed.testTakerID)).deadline_at).toBeNull();
  });

  it("starts once per learner: a second start or a racing one is 409 assignment-started, after submitting assignment-done", async () => {
    const { eve, fay } = await learners("eve", "fay");
    const classID = await classWith(tokens.teacherA, "Once class", ["eve", "fay"]);
    const assignmentID = await assign(tokens.teacherA, readingBody(classID));
    const first = await start(assignmentID, eve);
    const testTakerID = first.json().attempt.testTakerID as string;
    const again = await start(assignmentID, eve);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: "assignment-started", testTakerID });
    expect((await submitPaper(ctx, eve, testTakerID, [paperPassage(partOf(1, 1), { "1": "A" })])).statusCode).toBe(200);
    const done = await start(assignmentID, eve);
    expect(done.statusCode).toBe(409);
    expect(done.json()).toMatchObject({ reason: "assignment-done", testTakerID });

    const race = await Promise.all([start(assignmentID, fay), start(assignmentID, fay)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(race.find((r) => r.statusCode === 409)?.json()).toMatchObject({ reason: "assignment-started" });
    const rows = await ctx.deps.db
      .selectFrom("attempts")
      .select("test_taker_id")
      .where("assignment_id", "=", assignmentID)
      .where("user_id", "=", await idOf("fay"))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("answers 404 alike for a missing, withdrawn, other class's or archived class's assignment and after removal", async () => {
    const { gus } = await learners("gus");
    await learners("hal");
    const classID = await classWith(tokens.teacherA, "Membership class", ["gus"]);
    const otherID = await classWith(tokens.teacherA, "Hal's class", ["hal"]);
    const archivedID = await classWith(tokens.teacherB, "Archived membership class", ["gus"]);
    const mineID = await assign(tokens.teacherA, readingBody(classID));
    const withdrawn = await assign(tokens.teacherA, readingBody(classID));
    const others = await assign(tokens.teacherA, readingBody(otherID));
    const archived = await assign(tokens.teacherB, readingBody(archivedID));
    expect((await call("assignmentDelete", { assignmentID: withdrawn }, tokens.teacherA)).statusCode).toBe(200);
    expect((await call("classUpdate", { classID: archivedID, archived: true }, tokens.teacherB)).statusCode).toBe(200);
    const removed = await call("classRemoveLearner", { classID, email: emailOf("gus") }, tokens.teacherA);
    expect(removed.statusCode).toBe(200);
    for (const assignmentID of ["AS-000000000000", withdrawn, others, archived, mineID]) {
      const res = await start(assignmentID, gus);
      expect([res.statusCode, res.json().errMsg], assignmentID).toEqual([404, "No such assignment"]);
    }
    expect(
      await ctx.deps.db.selectFrom("attempts").select("test_taker_id").where("assignment_id", "in", [mineID]).execute(),
    ).toEqual([]);
  });

  it("refuses a writing assignment (400), one not open yet (409), and one whose passage left the bank (409)", async () => {
    const { ivy } = await learners("ivy");
    const classID = await classWith(tokens.teacherA, "Refusals class", ["ivy"]);
    const writingBody = {
      ...readingBody(classID),
      kind: "writing",
      writingTaskID: WRITING_TASK,
      timeLimitMinutes: null,
    };
    const writing = await assign(tokens.teacherA, { ...writingBody, practiceIDs: undefined });
    const res = await start(writing, ivy);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toContain("writing");

    const opensAt = ctx.clock.now + HOUR;
    const later = await assign(tokens.teacherA, readingBody(classID, { opensAt, dueAt: opensAt + DAY }));
    const early = await start(later, ivy);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ reason: "assignment-not-open", opensAt });
    ctx.clock.now = opensAt;
    expect((await start(later, ivy)).statusCode).toBe(200);

    const gone = await assign(tokens.teacherA, readingBody(classID, { practiceIDs: [partOf(4, 1), partOf(4, 2)] }));
    const removal = await call("adminReadingDelete", { readingPracticeID: partOf(4, 2) }, tokens.admin);
    expect(removal.statusCode, removal.body).toBe(200);
    const refused = await start(gone, ivy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: "assignment-content-gone" });
    expect((await mine(ivy)).assignments.find((a) => a.assignmentID === gone)).toMatchObject({ status: "to-do" });
  });

  it("is submitted and recorded by the usual submit, and closed by the server once its time is up", async () => {
    const { jo } = await learners("jo");
    const classID = await classWith(tokens.teacherA, "Submit class", ["jo"]);
    const assignmentID = await assign(tokens.teacherA, readingBody(classID, { timeLimitMinutes: 20 }));
    const testTakerID = (await start(assignmentID, jo)).json().attempt.testTakerID as string;
    const submitted = await submitPaper(ctx, jo, testTakerID, [paperPassage(partOf(1, 1), { "1": "A" })]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().closedByServer).toBe(false);
    const records = await call("readingRecord", { paginationRequest: { page: 1, pageSize: 20 } }, jo);
    expect(records.json().data.totalCnt).toBe(1);
    expect(JSON.stringify(records.json())).toContain(testTakerID);

    const timed = await assign(tokens.teacherA, readingBody(classID, { practiceIDs: [partOf(3, 2)] }));
    const late = (await start(timed, jo)).json().attempt as { testTakerID: string; deadline: number };
    ctx.clock.now = late.deadline + SUBMIT_GRACE_MS + 1;
    const status = await call("attemptStatus", { testTakerID: late.testTakerID }, jo);
    expect(status.json()).toMatchObject({ status: "submitted" });
    expect(await attemptRow(late.testTakerID)).toMatchObject({ status: "submitted", closed_by_server: 1 });
    const after = await call("readingRecord", { paginationRequest: { page: 1, pageSize: 20 } }, jo);
    expect(after.json().data.totalCnt).toBe(2);
    expect((await mine(jo)).assignments.find((a) => a.assignmentID === timed)).toMatchObject({
      status: "submitted",
      testTakerID: late.testTakerID,
    });
  });
});
