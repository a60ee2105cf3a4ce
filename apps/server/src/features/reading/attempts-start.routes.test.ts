import { ZPackResponse, ZSingleResponse } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../../../test/harness";
import {
  attemptsTestSetup,
  HOUR,
  idsOf,
  newSingleAttempt,
  pastGrace,
  SINGLE,
  SUBMIT,
  stateOf,
  type TAnswers,
} from "./attempts-test-setup";

/** A passage of another test: never part of an attempt on SINGLE. */
const OTHER = "bandcraft-test-2-part-2";
/**
 * What a client may never see before submitting: a `version`, or any SHA-256 (of the body with its key).
 * Images are named by the SHA-256 of their own bytes, which tells nothing of the key: those are left out.
 */
const leaksIn = (body: string) => {
  const rest = body.replace(/\/api\/images\/[0-9a-f]{64}\./g, "/api/images/");
  return { version: rest.includes('"version"'), sha: /[0-9a-f]{64}/i.test(rest) };
};
const NO_LEAKS = { version: false, sha: false };

describe.each(DIALECTS)("server attempts on %s", (dialect) => {
  const t = attemptsTestSetup(dialect);

  describe("starting", () => {
    it("gives singles a server-made TT- id each, revision 0, no deadline, and nothing derived from the key", async () => {
      const { token } = await t.learner();
      const named = await t.post(ROUTES.readingSingle.path, { practiceID: SINGLE }, token);
      const random = await t.post(ROUTES.readingSingleRandom.path, null, token);
      const ids = [named, random].map((res) => {
        expect(leaksIn(res.body)).toEqual(NO_LEAKS);
        const { attempt } = ZSingleResponse.parse(res.json());
        expect(attempt).toEqual(newSingleAttempt(t.ctx.clock.now));
        return attempt.testTakerID;
      });
      expect(ids[0]).not.toBe(ids[1]);
    });

    it.each([
      [100, HOUR],
      [150, 1.5 * HOUR],
      [0, null],
    ])("at a time allowance of %i percent, ends a complete test %s ms after its start", async (allowance, length) => {
      const { email, token } = await t.learner();
      await t.ctx.deps.db.updateTable("users").set({ time_allowance: allowance }).where("email", "=", email).execute();
      const res = await t.post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token);
      expect(leaksIn(res.body)).toEqual(NO_LEAKS);
      const { attempt } = ZPackResponse.parse(res.json());
      expect(attempt.testTakerID).toMatch(/^MT-[0-9A-Z]+$/);
      expect(attempt).toMatchObject({ kind: "multi", startedAt: t.ctx.clock.now, revision: 0 });
      expect(attempt.deadline).toBe(length === null ? null : t.ctx.clock.now + length);
    });
  });

  describe("refusals that store nothing", () => {
    let owner: string;
    let stranger: string;
    let single: string;
    let pack: { id: string; parts: string[] };
    beforeAll(async () => {
      owner = (await t.learner()).token;
      stranger = (await t.learner()).token;
      const started = await t.startPack(owner);
      pack = { id: started.attempt.testTakerID, parts: idsOf(started.readingPractice) };
      single = (await t.startSingle(owner)).attempt.testTakerID;
      await t.startSingle(owner);
      await t.startSingle(owner);
    });

    // Each case changes a blank paper for the owner's single; the owner has no tokens left.
    it.each<[string, "owner" | "stranger", number, RegExp, () => object]>([
      ["a made-up id", "owner", 404, /No test of yours/, () => ({ testTakerID: "TT-MADEUP0000000000000000" })],
      ["another learner's attempt", "stranger", 404, /No test of yours/, () => ({})],
      ["a passage not in the attempt", "owner", 400, /not part of test/, () => t.blankPaperOf(single, [OTHER])],
      [
        "a pack short of a passage",
        "owner",
        400,
        /must include passage/,
        () => t.blankPaperOf(pack.id, pack.parts.slice(1)),
      ],
      ["a start time of 2^53-1", "owner", 400, /startTimeStamp/, () => ({ startTimeStamp: 2 ** 53 - 1 })],
      [
        "a paper from an hour ahead",
        "owner",
        400,
        /submissionTimestamp is in the/,
        () => ({ submissionTimestamp: t.ctx.clock.now + HOUR }),
      ],
    ])("refuses %s with its status", async (_label, who, status, message, changes) => {
      const counts = async () => ({
        rows: await t.submissionRows(),
        // Each records call asserts 200: a refused paper never breaks the learner's records page.
        owner: await t.recordsTotal(owner),
        stranger: await t.recordsTotal(stranger),
        tokens: await t.tokensLeft(owner),
      });
      const before = await counts();
      expect(before.tokens).toBe(0);
      const body = { ...t.blankPaperOf(single, [SINGLE]), ...changes() };
      const refused = await t.refusal(status, SUBMIT, body, who === "owner" ? owner : stranger);
      expect(refused.errMsg).toMatch(message);
      expect(await counts()).toEqual(before);
      expect((await t.attemptRow(single)).status).toBe("open");
    });

    it("answers a review of a never-submitted attempt with 404 and no key", async () => {
      const review = { readingPracticeID: SINGLE, testTakerID: single };
      const refused = await t.refusal(404, ROUTES.readingReview.path, review, owner);
      expect(refused.body).not.toMatch(/question_1|"answers"/);
    });
  });

  describe("the server's clock", () => {
    it("records the time the server saw, whatever the client claims", async () => {
      const { token } = await t.learner();
      const id = (await t.startSingle(token)).attempt.testTakerID;
      t.ctx.clock.now += 754_000;
      const sent = { ...t.blankPaperOf(id, [SINGLE]), elapsedTime: 5, startTimeStamp: t.ctx.clock.now - 5000 };
      const { submissionRecord } = await t.submit(sent, token);
      expect(submissionRecord.elapsedTime).toBe(754);
    });

    it("takes a complete test's own submit within the grace, its time capped at the deadline", async () => {
      const { token } = await t.learner();
      const started = await t.startPack(token);
      const [p1, p2, p3] = idsOf(started.readingPractice) as [string, string, string];
      t.ctx.clock.now += HOUR + 30_000;
      const answers: Record<string, TAnswers> = { [p1]: { "1": "TRUE" }, [p2]: { "14": "ii" }, [p3]: {} };
      const res = await t.submit(t.paper(started.attempt.testTakerID, answers), token);
      expect(res.closedByServer).toBe(false);
      expect(res.submissionRecord.elapsedTime).toBe(3600);
      expect(res.submissionRecord.SubmissionResults.map((r) => r.userAnswers)).toEqual(Object.values(answers));
    });
  });

  describe("tokens", () => {
    it("spends 3 for a pack and 1 for a single, and nothing to save, open, submit or close", async () => {
      await t.afterEarlierTests();
      const { token } = await t.learner();
      const pack = await t.startPack(token);
      const single = (await t.startSingle(token)).attempt.testTakerID;
      expect(await t.tokensLeft(token)).toBe(2);
      const packId = pack.attempt.testTakerID;
      await t.save(packId, 0, stateOf([{ "1": "TRUE" }, {}, {}]), token);
      await t.open(packId, token);
      await t.save(single, 0, stateOf([{ "1": "TRUE" }]), token);
      await t.submit(t.blankPaperOf(single, [SINGLE]), token);
      t.ctx.clock.now = pastGrace(pack.attempt.deadline);
      expect(await t.sweep()).toEqual({ closed: 1, abandoned: 0 });
      expect(await t.tokensLeft(token)).toBe(2);
      expect(await t.recordsTotal(token)).toBe(2);
    });
  });
});
