import { describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import { openDatabase } from "../../db/dialects";
import { createAppDeps } from "../../deps";
import { sweepAttempts } from "./attempt-close.service";
import {
  attemptsTestSetup,
  DAY,
  HOUR,
  idsOf,
  pastGrace,
  RESULT,
  rightAnswer,
  SAVE,
  SINGLE,
  SUBMIT,
  saveBody,
  stateOf,
  type TAnswers,
  WEEK,
} from "./attempts-test-setup";

describe.each(DIALECTS)("server attempts on %s", (dialect) => {
  const t = attemptsTestSetup(dialect);

  describe("closing overdue attempts", () => {
    /** A learner's started complete test with these answers saved (part 1 partly right), as it stands. */
    async function savedPack() {
      const { email, token } = await t.learner();
      const started = await t.startPack(token);
      const parts = idsOf(started.readingPractice);
      const key = await t.keyOf(parts[0] ?? "");
      const answers: TAnswers[] = [
        { "1": rightAnswer(key, 1), "2": rightAnswer(key, 2), "3": "nonsense" },
        { "14": "nonsense" },
        {},
      ];
      const id = started.attempt.testTakerID;
      await t.save(id, 0, stateOf(answers), token);
      return { email, token, id, parts, answers, deadline: started.attempt.deadline };
    }

    it("submits the saved answers once when time runs out, and that record stands", async () => {
      await t.afterEarlierTests();
      const { token, id, parts, answers, deadline } = await savedPack();
      t.ctx.clock.now = pastGrace(deadline);
      expect(await t.sweep()).toEqual({ closed: 1, abandoned: 0 });
      expect(await t.submissionRows(id)).toBe(1);
      await t.refusal(404, RESULT, { testTakerID: id }, (await t.learner()).token);
      const result = await t.result(id, token);
      expect(result).toMatchObject({ closedByServer: true, kind: "multi" });
      expect(result.submissionRecord).toMatchObject({ totalCorrectCnt: 2, elapsedTime: 3600 });
      expect(result.submissionRecord.SubmissionResults.map((r) => r.userAnswers)).toEqual(answers);
      // The learner's own submit arrives late, with other answers: the server's record is the answer.
      const late = await t.submit(t.paper(id, Object.fromEntries(parts.map((p) => [p, { "1": "x" }]))), token);
      expect(late.closedByServer).toBe(true);
      expect(late.submissionRecord).toEqual(result.submissionRecord);
      expect((await t.refusal(409, SAVE, saveBody(id, 1, stateOf([{}, {}, {}])), token)).reason).toBe("submitted");
      expect(await t.recordsTotal(token)).toBe(1);
      expect(await t.submissionRows(id)).toBe(1);
      expect(await t.sweep()).toEqual({ closed: 0, abandoned: 0 });
    });

    it("closes an overdue attempt when the learner comes back, without a sweep", async () => {
      const { token, id, answers, deadline } = await savedPack();
      t.ctx.clock.now = pastGrace(deadline);
      expect((await t.openAttempts(token)).map((a) => a.testTakerID)).not.toContain(id);
      const result = await t.result(id, token);
      expect(result.closedByServer).toBe(true);
      expect(result.submissionRecord.SubmissionResults.map((r) => r.userAnswers)).toEqual(answers);
    });

    it("closes each attempt exactly once when two processes sweep at the same moment", async () => {
      await t.afterEarlierTests();
      const racers = [];
      for (let i = 0; i < 5; i++) racers.push(await savedPack());
      t.ctx.clock.now = pastGrace(Math.max(...racers.map((r) => r.deadline ?? Number.NaN)));
      // A second process: its own connection (pool) to the same database, its own group committers.
      const second = openDatabase(t.ctx.deps.config);
      try {
        const other = createAppDeps({ ...t.ctx.deps, db: second.db, dialect: second.dialect });
        const [a, b] = await Promise.all([sweepAttempts(t.ctx.deps, WEEK), sweepAttempts(other, WEEK)]);
        expect(a.closed + b.closed).toBe(racers.length);
      } finally {
        await second.db.destroy();
      }
      const ids = racers.map((r) => r.id);
      for (const { email, token, id } of racers) {
        expect(await t.submissionRows(id)).toBe(1);
        expect(await t.recordsTotal(token)).toBe(1);
        const user = await t.ctx.deps.db
          .selectFrom("users")
          .select("submission_count")
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        expect(Number(user.submission_count)).toBe(1);
      }
      const passages = await t.ctx.deps.db
        .selectFrom("submission_passages")
        .innerJoin("submissions", "submissions.id", "submission_passages.submission_id")
        .select("submission_passages.position")
        .where("submissions.test_taker_id", "in", ids)
        .execute();
      expect(passages).toHaveLength(racers.length * 3);
    });
  });

  describe("abandoning", () => {
    it("abandons an untimed attempt left longer than the limit, and keeps its tokens spent", async () => {
      await t.afterEarlierTests();
      const { token } = await t.learner();
      const single = (await t.startSingle(token)).attempt.testTakerID;
      t.ctx.clock.now += 8 * DAY;
      // A start on the new day, so the balance a refund would raise is today's.
      const fresh = (await t.startSingle(token)).attempt.testTakerID;
      expect(await t.tokensLeft(token)).toBe(5);
      expect(await t.sweep()).toEqual({ closed: 0, abandoned: 1 });
      expect((await t.refusal(409, SAVE, saveBody(single, 0, stateOf([{}])), token)).reason).toBe("abandoned");
      expect((await t.refusal(409, SUBMIT, t.blankPaperOf(single, [SINGLE]), token)).reason).toBe("abandoned");
      expect(await t.tokensLeft(token)).toBe(5);
      expect(await t.submissionRows(single)).toBe(0);
      expect((await t.openAttempts(token)).map((a) => a.testTakerID)).toEqual([fresh]);
    });

    it("never abandons a timed attempt, however idle: its deadline closes it", async () => {
      await t.afterEarlierTests();
      const { token } = await t.learner();
      const single = (await t.startSingle(token)).attempt.testTakerID;
      const pack = await t.startPack(token);
      t.ctx.clock.now += HOUR / 2;
      // Both untouched for 30 minutes, beyond a 10-minute limit: only the untimed one goes.
      expect(await t.sweep(10 * 60_000)).toEqual({ closed: 0, abandoned: 1 });
      expect((await t.attemptRow(single)).status).toBe("abandoned");
      expect((await t.attemptRow(pack.attempt.testTakerID)).status).toBe("open");
      t.ctx.clock.now = pastGrace(pack.attempt.deadline);
      expect(await t.sweep(10 * 60_000)).toEqual({ closed: 1, abandoned: 0 });
      expect(await t.attemptRow(pack.attempt.testTakerID)).toMatchObject({ status: "submitted", closed_by_server: 1 });
    });
  });
});
