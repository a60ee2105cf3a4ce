import { LEARNER_QUOTAS } from "@bandcraft/contract/quotas";
import type { TAttemptInfo } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DIALECTS } from "../../../test/harness";
import { grantPrivilege } from "../accounts/user-admin.service";
import { openAttemptsOf } from "./attempts.repository";
import { attemptsTestSetup, DAY, OPEN, pastGrace, RESULT, rightAnswer, SINGLE, stateOf } from "./attempts-test-setup";

/** The sample copied (as a new practice) for the admin's edits, so the bank other tests use stays as it is. */
const COPY_SOURCE = "bandcraft-test-2-part-1";

describe.each(DIALECTS)("server attempts on %s", (dialect) => {
  const t = attemptsTestSetup(dialect);

  describe("bounds on what a learner keeps open", () => {
    /** A learner whose tests spend no tokens (an active Reading Test privilege). */
    async function unmetered() {
      const made = await t.learner();
      await grantPrivilege(t.ctx.deps, {
        email: made.email,
        privilegeId: 3,
        expiresAt: t.ctx.clock.now + 30 * DAY,
        grantedBy: "test",
      });
      return made;
    }
    const userIdOf = async (email: string) =>
      Number(
        (await t.ctx.deps.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id,
      );
    const openCount = async (email: string) =>
      (
        await t.ctx.deps.db
          .selectFrom("attempts")
          .select("test_taker_id")
          .where("user_id", "=", await userIdOf(email))
          .where("status", "=", "open")
          .execute()
      ).length;

    it("refuses a start beyond 20 open attempts with 409 open-attempts, even spending no tokens, and starts again once one is submitted", async () => {
      await t.afterEarlierTests();
      const { email, token } = await unmetered();
      const started: string[] = [];
      for (let i = 0; i < LEARNER_QUOTAS.openAttempts - 1; i++)
        started.push((await t.startSingle(token)).attempt.testTakerID);
      started.push((await t.startPack(token)).attempt.testTakerID);
      const over = await t.refusal(409, ROUTES.readingSingle.path, { practiceID: SINGLE }, token);
      expect(over.reason).toBe("open-attempts");
      expect(over.errMsg).toMatch(/20 tests in progress.*finish or submit one/);
      expect((await t.refusal(409, ROUTES.readingSingleRandom.path, null, token)).reason).toBe("open-attempts");
      expect((await t.refusal(409, ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token)).reason).toBe(
        "open-attempts",
      );
      expect(await openCount(email)).toBe(LEARNER_QUOTAS.openAttempts);
      t.ctx.clock.now += 60_000;
      await t.submit(t.blankPaperOf(started[0] as string, [SINGLE]), token);
      // One place again, and of several starts at once exactly one takes it.
      const racing = await Promise.all(
        Array.from({ length: 3 }, () => t.post(ROUTES.readingSingle.path, { practiceID: SINGLE }, token)),
      );
      expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await openCount(email)).toBe(LEARNER_QUOTAS.openAttempts);
    });

    it("does not count a timed attempt past its deadline and grace: the server closes it", async () => {
      await t.afterEarlierTests();
      const { token } = await unmetered();
      const pack = await t.startPack(token);
      for (let i = 0; i < LEARNER_QUOTAS.openAttempts - 1; i++) await t.startSingle(token);
      await t.refusal(409, ROUTES.readingSingle.path, { practiceID: SINGLE }, token);
      t.ctx.clock.now = pastGrace(pack.attempt.deadline);
      await t.startSingle(token);
    });

    it("keeps no saved state for an attempt abandoned for idleness", async () => {
      await t.afterEarlierTests();
      const { token } = await t.learner();
      const single = (await t.startSingle(token)).attempt.testTakerID;
      await t.save(single, 0, stateOf([{ "1": "A" }]), token);
      expect((await t.attemptRow(single)).state).not.toBeNull();
      t.ctx.clock.now += 8 * DAY;
      expect(await t.sweep()).toEqual({ closed: 0, abandoned: 1 });
      expect(await t.attemptRow(single)).toMatchObject({ status: "abandoned", state: null });
      expect((await t.refusal(409, OPEN, { testTakerID: single }, token)).reason).toBe("abandoned");
      await t.refusal(404, RESULT, { testTakerID: single }, token);
    });

    it("reads only the summary columns of open attempts for the Resume list, never their saved state", async () => {
      const { email, token } = await t.learner();
      const single = (await t.startSingle(token)).attempt.testTakerID;
      await t.save(single, 0, stateOf([{ "1": "A" }]), token);
      const rows = await openAttemptsOf(t.ctx.deps.db, await userIdOf(email));
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
        ["answered_count", "deadline_at", "kind", "question_count", "started_at", "test_taker_id", "titles"].sort(),
      );
      expect(await t.openAttempts(token)).toMatchObject([{ testTakerID: single, answeredCount: 1 }]);
    });
  });

  describe("listing and opening", () => {
    it("lists open attempts newest first with their counts, and drops one once submitted", async () => {
      const { token } = await t.learner();
      const single = await t.startSingle(token);
      t.ctx.clock.now += 1000;
      const pack = await t.startPack(token);
      const list = () => t.openAttempts(token);
      // A summary is the attempt's info without the revision (only open hands one out), as of now.
      const summary = ({ revision: _revision, ...info }: TAttemptInfo) => ({ ...info, serverTime: t.ctx.clock.now });
      expect(await list()).toEqual([
        {
          ...summary(pack.attempt),
          titles: pack.readingPractice.map((p) => p.title),
          questionCount: 40,
          answeredCount: 0,
        },
        {
          ...summary(single.attempt),
          titles: [single.readingPractice.title],
          questionCount: 13,
          answeredCount: 0,
        },
      ]);
      const id = single.attempt.testTakerID;
      const twoAnswered = stateOf([{ "1": "TRUE", "2": " ", "3": "FALSE" }]);
      await t.save(id, 0, twoAnswered, token);
      expect((await list())[1]?.answeredCount).toBe(2);
      expect((await t.refusal(409, RESULT, { testTakerID: id }, token)).reason).toBe("in-progress");
      await t.submit(t.blankPaperOf(id, [SINGLE]), token);
      expect((await list()).map((a) => a.testTakerID)).toEqual([pack.attempt.testTakerID]);
      expect((await t.refusal(409, OPEN, { testTakerID: id }, token)).reason).toBe("submitted");
    });

    it("opens an attempt as it was given, and grades it by that key, whatever an admin edits since", async () => {
      const { readingPracticeID: _source, ...copy } = await t.keyOf(COPY_SOURCE);
      const created = await t.post(
        ROUTES.adminReadingModify.path,
        { ...copy, title: "As given", testGroup: undefined, level: 0 },
        await t.admin(),
      );
      expect(created.statusCode, created.body).toBe(200);
      const practiceId = z.object({ readingPracticeID: z.string() }).parse(created.json()).readingPracticeID;
      const { token } = await t.learner();
      const id = (await t.startSingle(token, practiceId)).attempt.testTakerID;
      const given = await t.keyOf(practiceId);
      const wasRight = rightAnswer(given, 1);
      const edited = await t.post(
        ROUTES.adminReadingModify.path,
        { ...given, title: "After the edit", answers: { ...given.answers, question_1: wasRight === "B" ? "C" : "B" } },
        await t.admin(),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const opened = await t.open(id, token);
      expect(opened.readingPractice.map((p) => p.title)).toEqual(["As given"]);
      expect(opened).toMatchObject({ attempt: { testTakerID: id, revision: 1 }, state: null });
      const graded = await t.submit(t.paper(id, { [practiceId]: { "1": wasRight } }), token);
      const [result] = graded.submissionRecord.SubmissionResults;
      expect(result?.correctTable["1"]).toBe(true);
      expect(result?.standardAnswers["1"]).toBe(given.answers.question_1);
    });
  });
});
