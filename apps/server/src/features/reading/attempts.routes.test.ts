import { ZUserInfoResponse } from "@bandcraft/contract/accounts";
import {
  type TAttemptState,
  ZAttemptStatusResponse,
  ZListAttemptsResponse,
  ZOpenAttemptResponse,
  ZResultResponse,
  ZSaveAttemptResponse,
} from "@bandcraft/contract/attempts";
import { ZErrorEnvelope } from "@bandcraft/contract/common";
import { LEARNER_QUOTAS } from "@bandcraft/contract/quotas";
import {
  type TAttemptInfo,
  type THighlightItem,
  type TReadingPractice,
  ZPackResponse,
  ZReadingPractice,
  ZRecordResponse,
  ZSingleResponse,
  ZSubmitResponse,
} from "@bandcraft/contract/reading";
import { expandAnswerKey } from "@bandcraft/domain/answer-key";
import { SUBMIT_GRACE_MS } from "@bandcraft/domain/attempt-clock";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { bearer, createTestContext, DIALECTS, signedInLearner, signIn, type TestContext } from "../../../test/harness";
import { openDatabase } from "../../db/dialects";
import type { AppDeps } from "../../deps";
import { grantPrivilege } from "../accounts/user-admin.service";
import { openAttemptsOf } from "./attempts.repository";
import { sweepAttempts } from "./attempts.service";

const SINGLE = "bandcraft-test-1-part-1";
/** A passage of another test: never part of an attempt on SINGLE. */
const OTHER = "bandcraft-test-2-part-2";
/** The sample copied (as a new practice) for the admin's edits, so the bank other tests use stays as it is. */
const COPY_SOURCE = "bandcraft-test-2-part-1";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const SAVE = "/api/reading/attempt/save";
const SUBMIT = "/api/reading/submit";
const RESULT = "/api/reading/result";
const LIST = "/api/reading/attempt/list";
const OPEN = "/api/reading/attempt/open";

const ZRefusal = ZErrorEnvelope.extend({ reason: z.string().optional() });
const ZAdminSingle = z.object({ readingPractice: ZReadingPractice });
/** A moment after a deadline's grace: the server must close the attempt now. */
const pastGrace = (deadline: number | null) => (deadline ?? Number.NaN) + SUBMIT_GRACE_MS + 1000;
/**
 * What a client may never see before submitting: a `version`, or any SHA-256 (of the body with its key).
 * Images are named by the SHA-256 of their own bytes, which tells nothing of the key: those are left out.
 */
const leaksIn = (body: string) => {
  const rest = body.replace(/\/api\/images\/[0-9a-f]{64}\./g, "/api/images/");
  return { version: rest.includes('"version"'), sha: /[0-9a-f]{64}/i.test(rest) };
};
const NO_LEAKS = { version: false, sha: false };

/** Question number → answer, one passage's worth. */
type Answers = Record<string, string>;

/** A working state with these answers per part, and no highlights or flags. */
const stateOf = (answers: Answers[]): TAttemptState => ({
  answers,
  highlights: answers.map(() => []),
  flags: answers.map(() => []),
  currentPart: 0,
  currentQuestion: 1,
});

describe.each(DIALECTS)("server attempts on %s", (dialect) => {
  let ctx: TestContext;
  let learners = 0;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });
  /** A call that must succeed, its body checked against the contract. */
  async function call<S extends z.ZodType>(schema: S, url: string, payload: unknown, token: string) {
    const res = await post(url, payload, token);
    expect(res.statusCode, res.body).toBe(200);
    return schema.parse(res.json()) as z.infer<S>;
  }
  async function refusal(status: number, url: string, payload: unknown, token: string) {
    const res = await post(url, payload, token);
    expect(res.statusCode, res.body).toBe(status);
    return { ...ZRefusal.parse(res.json()), body: res.body };
  }

  async function learner(): Promise<{ email: string; token: string }> {
    learners += 1;
    return { email: `attempt${learners}@example.com`, token: await signedInLearner(ctx, `attempt${learners}`) };
  }
  const startSingle = (token: string, practiceID = SINGLE) =>
    call(ZSingleResponse, "/api/reading/single", { practiceID }, token);
  const startPack = (token: string) =>
    call(ZPackResponse, "/api/reading/pack_random", { pageType: "ActualTest" }, token);
  const tokensLeft = async (token: string) =>
    (await call(ZUserInfoResponse, "/api/user_info", {}, token)).data.tokenInfo[0]?.availableTokens;
  const recordsTotal = async (token: string) =>
    (await call(ZRecordResponse, "/api/reading/record", { paginationRequest: { page: 1, pageSize: 20 } }, token)).data
      .totalCnt;
  const submissionRows = async (testTakerId?: string) => {
    let query = ctx.deps.db.selectFrom("submissions").select("id");
    if (testTakerId) query = query.where("test_taker_id", "=", testTakerId);
    return (await query.execute()).length;
  };
  const attemptRow = (testTakerId: string) =>
    ctx.deps.db.selectFrom("attempts").selectAll().where("test_taker_id", "=", testTakerId).executeTakeFirstOrThrow();
  /** A fresh admin session each time: tests move the clock on by days, past a session's life. */
  const admin = () => signIn(ctx);
  const keyOf = async (practiceID: string): Promise<TReadingPractice> =>
    (await call(ZAdminSingle, "/api/admin/reading/single", { practiceID }, await admin())).readingPractice;
  /** The first accepted form of question n's answer: a right answer. */
  const rightAnswer = (key: TReadingPractice, n: number) => expandAnswerKey(key.answers).get(n)?.split("|")[0] ?? "";

  const highlight = (): THighlightItem => ({
    id: "h1",
    text: "x",
    start: 0,
    end: 1,
    componentId: "passage-0",
    globalOffset: 0,
    localStart: 0,
    localEnd: 1,
    timestamp: ctx.clock.now,
    context: { before: "", after: "", totalLength: 10 },
  });
  /** A paper for these passages (id → answers), the client's times agreeing with the server's. */
  const paper = (testTakerID: string, passages: Record<string, Answers>, items: THighlightItem[] = []) => ({
    testTakerID,
    elapsedTime: 60,
    startTimeStamp: ctx.clock.now - 60_000,
    submissionTimestamp: ctx.clock.now,
    readingPractices: Object.entries(passages).map(([readingPracticeID, answers]) => ({
      readingPracticeID,
      answers,
      highlights: { items },
      highlightStats: { highlightCount: items.length, noteCount: 0, totalCount: items.length },
    })),
  });
  const blankPaperOf = (testTakerID: string, ids: string[], items: THighlightItem[] = []) =>
    paper(testTakerID, Object.fromEntries(ids.map((id) => [id, {}])), items);
  const idsOf = (practices: { readingPracticeID: string }[]) => practices.map((p) => p.readingPracticeID);
  const saveBody = (testTakerID: string, revision: number, state: TAttemptState) => ({ testTakerID, revision, state });

  /**
   * Moves the clock to 09:00 UTC eight days on and sweeps: whatever earlier tests left open is closed or
   * abandoned, so a test's own sweep counts only its own attempts, and its spends never straddle a refill.
   */
  async function afterEarlierTests() {
    ctx.clock.now = Math.floor(ctx.clock.now / DAY) * DAY + 8 * DAY + 9 * HOUR;
    await sweepAttempts(ctx.deps, WEEK);
  }

  describe("starting", () => {
    it("gives singles a server-made TT- id each, revision 0, no deadline, and nothing derived from the key", async () => {
      const { token } = await learner();
      const named = await post("/api/reading/single", { practiceID: SINGLE }, token);
      const random = await post("/api/reading/single_random", null, token);
      const ids = [named, random].map((res) => {
        expect(leaksIn(res.body)).toEqual(NO_LEAKS);
        const { attempt } = ZSingleResponse.parse(res.json());
        expect(attempt).toEqual({
          testTakerID: expect.stringMatching(/^TT-[0-9A-Z]{24}$/),
          kind: "single",
          startedAt: ctx.clock.now,
          deadline: null,
          serverTime: ctx.clock.now,
          revision: 0,
        });
        return attempt.testTakerID;
      });
      expect(ids[0]).not.toBe(ids[1]);
    });

    it.each([
      [100, HOUR],
      [150, 1.5 * HOUR],
      [0, null],
    ])("at a time allowance of %i percent, ends a complete test %s ms after its start", async (allowance, length) => {
      const { email, token } = await learner();
      await ctx.deps.db.updateTable("users").set({ time_allowance: allowance }).where("email", "=", email).execute();
      const res = await post("/api/reading/pack_random", { pageType: "ActualTest" }, token);
      expect(leaksIn(res.body)).toEqual(NO_LEAKS);
      const { attempt } = ZPackResponse.parse(res.json());
      expect(attempt.testTakerID).toMatch(/^MT-[0-9A-Z]+$/);
      expect(attempt).toMatchObject({ kind: "multi", startedAt: ctx.clock.now, revision: 0 });
      expect(attempt.deadline).toBe(length === null ? null : ctx.clock.now + length);
    });
  });

  describe("refusals that store nothing", () => {
    let owner: string;
    let stranger: string;
    let single: string;
    let pack: { id: string; parts: string[] };
    beforeAll(async () => {
      owner = (await learner()).token;
      stranger = (await learner()).token;
      const started = await startPack(owner);
      pack = { id: started.attempt.testTakerID, parts: idsOf(started.readingPractice) };
      single = (await startSingle(owner)).attempt.testTakerID;
      await startSingle(owner);
      await startSingle(owner);
    });

    // Each case changes a blank paper for the owner's single; the owner has no tokens left.
    it.each<[string, "owner" | "stranger", number, RegExp, () => object]>([
      ["a made-up id", "owner", 404, /No test of yours/, () => ({ testTakerID: "TT-MADEUP0000000000000000" })],
      ["another learner's attempt", "stranger", 404, /No test of yours/, () => ({})],
      ["a passage not in the attempt", "owner", 400, /not part of test/, () => blankPaperOf(single, [OTHER])],
      [
        "a pack short of a passage",
        "owner",
        400,
        /must include passage/,
        () => blankPaperOf(pack.id, pack.parts.slice(1)),
      ],
      ["a start time of 2^53-1", "owner", 400, /startTimeStamp/, () => ({ startTimeStamp: 2 ** 53 - 1 })],
      [
        "a paper from an hour ahead",
        "owner",
        400,
        /submissionTimestamp is in the/,
        () => ({ submissionTimestamp: ctx.clock.now + HOUR }),
      ],
    ])("refuses %s with its status", async (_label, who, status, message, changes) => {
      const counts = async () => ({
        rows: await submissionRows(),
        // Each records call asserts 200: a refused paper never breaks the learner's records page.
        owner: await recordsTotal(owner),
        stranger: await recordsTotal(stranger),
        tokens: await tokensLeft(owner),
      });
      const before = await counts();
      expect(before.tokens).toBe(0);
      const body = { ...blankPaperOf(single, [SINGLE]), ...changes() };
      const refused = await refusal(status, SUBMIT, body, who === "owner" ? owner : stranger);
      expect(refused.errMsg).toMatch(message);
      expect(await counts()).toEqual(before);
      expect((await attemptRow(single)).status).toBe("open");
    });

    it("answers a review of a never-submitted attempt with 404 and no key", async () => {
      const review = { readingPracticeID: SINGLE, testTakerID: single };
      const refused = await refusal(404, "/api/reading/review", review, owner);
      expect(refused.body).not.toMatch(/question_1|"answers"/);
    });
  });

  describe("the server's clock", () => {
    it("records the time the server saw, whatever the client claims", async () => {
      const { token } = await learner();
      const id = (await startSingle(token)).attempt.testTakerID;
      ctx.clock.now += 754_000;
      const sent = { ...blankPaperOf(id, [SINGLE]), elapsedTime: 5, startTimeStamp: ctx.clock.now - 5000 };
      const { submissionRecord } = await call(ZSubmitResponse, SUBMIT, sent, token);
      expect(submissionRecord.elapsedTime).toBe(754);
    });

    it("takes a complete test's own submit within the grace, its time capped at the deadline", async () => {
      const { token } = await learner();
      const started = await startPack(token);
      const [p1, p2, p3] = idsOf(started.readingPractice) as [string, string, string];
      ctx.clock.now += HOUR + 30_000;
      const answers: Record<string, Answers> = { [p1]: { "1": "TRUE" }, [p2]: { "14": "ii" }, [p3]: {} };
      const res = await call(ZSubmitResponse, SUBMIT, paper(started.attempt.testTakerID, answers), token);
      expect(res.closedByServer).toBe(false);
      expect(res.submissionRecord.elapsedTime).toBe(3600);
      expect(res.submissionRecord.SubmissionResults.map((r) => r.userAnswers)).toEqual(Object.values(answers));
    });
  });

  describe("autosave and revisions", () => {
    it("moves the revision on each save and open, and refuses a stale copy", async () => {
      const { token } = await learner();
      const id = (await startSingle(token)).attempt.testTakerID;
      const first = { ...stateOf([{ "1": "TRUE", "2": "FALSE" }]), highlights: [[highlight()]], flags: [[1, 3]] };
      const saved = await call(ZSaveAttemptResponse, SAVE, saveBody(id, 0, first), token);
      expect(saved).toMatchObject({ revision: 1, savedAt: ctx.clock.now, serverTime: ctx.clock.now });
      expect((await refusal(409, SAVE, saveBody(id, 0, stateOf([{}])), token)).reason).toBe("stale");
      // Another device continues the test: the copy holding revision 1 steps aside.
      const opened = await call(ZOpenAttemptResponse, OPEN, { testTakerID: id }, token);
      expect(opened.attempt.revision).toBe(2);
      expect(opened.state).toEqual(first);
      expect((await refusal(409, SAVE, saveBody(id, 1, stateOf([{}])), token)).reason).toBe("stale");
      expect((await call(ZSaveAttemptResponse, SAVE, saveBody(id, 2, stateOf([{}])), token)).revision).toBe(3);
    });

    it.each([
      ["two parts for a single", stateOf([{}, {}]), /this test has 1 part/],
      ["an answer to question 99", stateOf([{ "99": "TRUE" }]), /Question 99 is not part/],
    ])("refuses %s with 400 and keeps the revision", async (_label, state, message) => {
      const { token } = await learner();
      const id = (await startSingle(token)).attempt.testTakerID;
      expect((await refusal(400, SAVE, saveBody(id, 0, state), token)).errMsg).toMatch(message);
      expect(await attemptRow(id)).toMatchObject({ revision: 0, state: null });
    });

    it("answers another learner's save with 404", async () => {
      const owner = await learner();
      const id = (await startSingle(owner.token)).attempt.testTakerID;
      const stranger = await learner();
      await refusal(404, SAVE, saveBody(id, 0, stateOf([{ "1": "TRUE" }])), stranger.token);
      expect(await attemptRow(id)).toMatchObject({ revision: 0, state: null });
    });
  });

  describe("bounds of highlights", () => {
    let token: string;
    let id: string;
    beforeAll(async () => {
      token = (await learner()).token;
      id = (await startSingle(token)).attempt.testTakerID;
    });

    // [what, how many highlights, the change to each, the refusal naming the field]
    it.each<[string, number, Partial<THighlightItem>, RegExp]>([
      [
        "a context of 201 characters",
        1,
        { context: { before: "b".repeat(201), after: "", totalLength: 10 } },
        /context\.before: context is at most 200/,
      ],
      ["301 highlights in a passage", 301, {}, /highlights[.\w]*: at most 300 highlights/],
      ["a note of 5001 characters", 1, { note: "n".repeat(5001) }, /\.note: a note is at most 5000/],
      ["a timestamp of 2^53-1", 1, { timestamp: 2 ** 53 - 1 }, /\.timestamp: a time in milliseconds before 2100/],
      ["a negative offset", 1, { start: -1 }, /\.start: an offset is never negative/],
    ])("refuses %s in a save and in a submit, naming the field", async (_label, count, change, message) => {
      const items = Array.from({ length: count }, (_, i) => ({ ...highlight(), id: `h${i}`, ...change }));
      const state = { ...stateOf([{ "1": "TRUE" }]), highlights: [items] };
      expect((await refusal(400, SAVE, saveBody(id, 0, state), token)).errMsg).toMatch(message);
      expect((await refusal(400, SUBMIT, blankPaperOf(id, [SINGLE], items), token)).errMsg).toMatch(message);
      expect(await attemptRow(id)).toMatchObject({ status: "open", revision: 0, state: null });
      expect(await submissionRows(id)).toBe(0);
    });

    it("takes the same highlight within bounds in both", async () => {
      const state = { ...stateOf([{ "1": "TRUE" }]), highlights: [[highlight()]] };
      expect((await call(ZSaveAttemptResponse, SAVE, saveBody(id, 0, state), token)).revision).toBe(1);
      await call(ZSubmitResponse, SUBMIT, blankPaperOf(id, [SINGLE], [highlight()]), token);
    });
  });

  describe("closing overdue attempts", () => {
    /** A learner's started complete test with these answers saved (part 1 partly right), as it stands. */
    async function savedPack() {
      const { email, token } = await learner();
      const started = await startPack(token);
      const parts = idsOf(started.readingPractice);
      const key = await keyOf(parts[0] ?? "");
      const answers: Answers[] = [
        { "1": rightAnswer(key, 1), "2": rightAnswer(key, 2), "3": "nonsense" },
        { "14": "nonsense" },
        {},
      ];
      const id = started.attempt.testTakerID;
      await call(ZSaveAttemptResponse, SAVE, saveBody(id, 0, stateOf(answers)), token);
      return { email, token, id, parts, answers, deadline: started.attempt.deadline };
    }

    it("submits the saved answers once when time runs out, and that record stands", async () => {
      await afterEarlierTests();
      const { token, id, parts, answers, deadline } = await savedPack();
      ctx.clock.now = pastGrace(deadline);
      expect(await sweepAttempts(ctx.deps, WEEK)).toEqual({ closed: 1, abandoned: 0 });
      expect(await submissionRows(id)).toBe(1);
      await refusal(404, RESULT, { testTakerID: id }, (await learner()).token);
      const result = await call(ZResultResponse, RESULT, { testTakerID: id }, token);
      expect(result).toMatchObject({ closedByServer: true, kind: "multi" });
      expect(result.submissionRecord).toMatchObject({ totalCorrectCnt: 2, elapsedTime: 3600 });
      expect(result.submissionRecord.SubmissionResults.map((r) => r.userAnswers)).toEqual(answers);
      // The learner's own submit arrives late, with other answers: the server's record is the answer.
      const other = paper(id, Object.fromEntries(parts.map((p) => [p, { "1": "x" }])));
      const late = await call(ZSubmitResponse, SUBMIT, other, token);
      expect(late.closedByServer).toBe(true);
      expect(late.submissionRecord).toEqual(result.submissionRecord);
      expect((await refusal(409, SAVE, saveBody(id, 1, stateOf([{}, {}, {}])), token)).reason).toBe("submitted");
      expect(await recordsTotal(token)).toBe(1);
      expect(await submissionRows(id)).toBe(1);
      expect(await sweepAttempts(ctx.deps, WEEK)).toEqual({ closed: 0, abandoned: 0 });
    });

    it("closes an overdue attempt when the learner comes back, without a sweep", async () => {
      const { token, id, answers, deadline } = await savedPack();
      ctx.clock.now = pastGrace(deadline);
      const { attempts } = await call(ZListAttemptsResponse, LIST, {}, token);
      expect(attempts.map((a) => a.testTakerID)).not.toContain(id);
      const result = await call(ZResultResponse, RESULT, { testTakerID: id }, token);
      expect(result.closedByServer).toBe(true);
      expect(result.submissionRecord.SubmissionResults.map((r) => r.userAnswers)).toEqual(answers);
    });

    it("closes each attempt exactly once when two processes sweep at the same moment", async () => {
      await afterEarlierTests();
      const racers = [];
      for (let i = 0; i < 5; i++) racers.push(await savedPack());
      ctx.clock.now = pastGrace(Math.max(...racers.map((r) => r.deadline ?? Number.NaN)));
      // A second process: its own connection (pool) to the same database, its own group committers.
      const second = openDatabase(ctx.deps.config);
      try {
        const other: AppDeps = { ...ctx.deps, db: second.db, dialect: second.dialect };
        const [a, b] = await Promise.all([sweepAttempts(ctx.deps, WEEK), sweepAttempts(other, WEEK)]);
        expect(a.closed + b.closed).toBe(racers.length);
      } finally {
        await second.db.destroy();
      }
      const ids = racers.map((r) => r.id);
      for (const { email, token, id } of racers) {
        expect(await submissionRows(id)).toBe(1);
        expect(await recordsTotal(token)).toBe(1);
        const user = await ctx.deps.db
          .selectFrom("users")
          .select("submission_count")
          .where("email", "=", email)
          .executeTakeFirstOrThrow();
        expect(Number(user.submission_count)).toBe(1);
      }
      const passages = await ctx.deps.db
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
      await afterEarlierTests();
      const { token } = await learner();
      const single = (await startSingle(token)).attempt.testTakerID;
      ctx.clock.now += 8 * DAY;
      // A start on the new day, so the balance a refund would raise is today's.
      const fresh = (await startSingle(token)).attempt.testTakerID;
      expect(await tokensLeft(token)).toBe(5);
      expect(await sweepAttempts(ctx.deps, WEEK)).toEqual({ closed: 0, abandoned: 1 });
      expect((await refusal(409, SAVE, saveBody(single, 0, stateOf([{}])), token)).reason).toBe("abandoned");
      expect((await refusal(409, SUBMIT, blankPaperOf(single, [SINGLE]), token)).reason).toBe("abandoned");
      expect(await tokensLeft(token)).toBe(5);
      expect(await submissionRows(single)).toBe(0);
      const { attempts } = await call(ZListAttemptsResponse, LIST, {}, token);
      expect(attempts.map((a) => a.testTakerID)).toEqual([fresh]);
    });

    it("never abandons a timed attempt, however idle: its deadline closes it", async () => {
      await afterEarlierTests();
      const { token } = await learner();
      const single = (await startSingle(token)).attempt.testTakerID;
      const pack = await startPack(token);
      ctx.clock.now += HOUR / 2;
      // Both untouched for 30 minutes, beyond a 10-minute limit: only the untimed one goes.
      expect(await sweepAttempts(ctx.deps, 10 * 60_000)).toEqual({ closed: 0, abandoned: 1 });
      expect((await attemptRow(single)).status).toBe("abandoned");
      expect((await attemptRow(pack.attempt.testTakerID)).status).toBe("open");
      ctx.clock.now = pastGrace(pack.attempt.deadline);
      expect(await sweepAttempts(ctx.deps, 10 * 60_000)).toEqual({ closed: 1, abandoned: 0 });
      expect(await attemptRow(pack.attempt.testTakerID)).toMatchObject({ status: "submitted", closed_by_server: 1 });
    });
  });

  describe("bounds on what a learner keeps open", () => {
    /** A learner whose tests spend no tokens (an active Reading Test privilege). */
    async function unmetered() {
      const made = await learner();
      await grantPrivilege(
        ctx.deps.db,
        { email: made.email, privilegeId: 3, expiresAt: ctx.clock.now + 30 * DAY, grantedBy: "test" },
        ctx.clock.now,
      );
      return made;
    }
    const userIdOf = async (email: string) =>
      Number(
        (await ctx.deps.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id,
      );
    const openCount = async (email: string) =>
      (
        await ctx.deps.db
          .selectFrom("attempts")
          .select("test_taker_id")
          .where("user_id", "=", await userIdOf(email))
          .where("status", "=", "open")
          .execute()
      ).length;

    it("refuses a start beyond 20 open attempts with 409 open-attempts, even spending no tokens, and starts again once one is submitted", async () => {
      await afterEarlierTests();
      const { email, token } = await unmetered();
      const started: string[] = [];
      for (let i = 0; i < LEARNER_QUOTAS.openAttempts - 1; i++)
        started.push((await startSingle(token)).attempt.testTakerID);
      started.push((await startPack(token)).attempt.testTakerID);
      const over = await refusal(409, "/api/reading/single", { practiceID: SINGLE }, token);
      expect(over.reason).toBe("open-attempts");
      expect(over.errMsg).toMatch(/20 tests in progress.*finish or submit one/);
      expect((await refusal(409, "/api/reading/single_random", null, token)).reason).toBe("open-attempts");
      expect((await refusal(409, "/api/reading/pack_random", { pageType: "ActualTest" }, token)).reason).toBe(
        "open-attempts",
      );
      expect(await openCount(email)).toBe(LEARNER_QUOTAS.openAttempts);
      ctx.clock.now += 60_000;
      await call(ZSubmitResponse, SUBMIT, blankPaperOf(started[0] as string, [SINGLE]), token);
      // One place again, and of several starts at once exactly one takes it.
      const racing = await Promise.all(
        Array.from({ length: 3 }, () => post("/api/reading/single", { practiceID: SINGLE }, token)),
      );
      expect(racing.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await openCount(email)).toBe(LEARNER_QUOTAS.openAttempts);
    });

    it("does not count a timed attempt past its deadline and grace: the server closes it", async () => {
      await afterEarlierTests();
      const { token } = await unmetered();
      const pack = await startPack(token);
      for (let i = 0; i < LEARNER_QUOTAS.openAttempts - 1; i++) await startSingle(token);
      await refusal(409, "/api/reading/single", { practiceID: SINGLE }, token);
      ctx.clock.now = pastGrace(pack.attempt.deadline);
      await startSingle(token);
    });

    it("keeps no saved state for an attempt abandoned for idleness", async () => {
      await afterEarlierTests();
      const { token } = await learner();
      const single = (await startSingle(token)).attempt.testTakerID;
      await call(ZSaveAttemptResponse, SAVE, saveBody(single, 0, stateOf([{ "1": "A" }])), token);
      expect((await attemptRow(single)).state).not.toBeNull();
      ctx.clock.now += 8 * DAY;
      expect(await sweepAttempts(ctx.deps, WEEK)).toEqual({ closed: 0, abandoned: 1 });
      expect(await attemptRow(single)).toMatchObject({ status: "abandoned", state: null });
      expect((await refusal(409, OPEN, { testTakerID: single }, token)).reason).toBe("abandoned");
      await refusal(404, RESULT, { testTakerID: single }, token);
    });

    it("reads only the summary columns of open attempts for the Resume list, never their saved state", async () => {
      const { email, token } = await learner();
      const single = (await startSingle(token)).attempt.testTakerID;
      await call(ZSaveAttemptResponse, SAVE, saveBody(single, 0, stateOf([{ "1": "A" }])), token);
      const rows = await openAttemptsOf(ctx.deps.db, await userIdOf(email));
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
        ["answered_count", "deadline_at", "kind", "question_count", "started_at", "test_taker_id", "titles"].sort(),
      );
      const { attempts } = await call(ZListAttemptsResponse, LIST, {}, token);
      expect(attempts).toMatchObject([{ testTakerID: single, answeredCount: 1 }]);
    });
  });

  describe("listing and opening", () => {
    it("lists open attempts newest first with their counts, and drops one once submitted", async () => {
      const { token } = await learner();
      const single = await startSingle(token);
      ctx.clock.now += 1000;
      const pack = await startPack(token);
      const list = async () => (await call(ZListAttemptsResponse, LIST, {}, token)).attempts;
      // A summary is the attempt's info without the revision (only open hands one out), as of now.
      const summary = ({ revision: _revision, ...info }: TAttemptInfo) => ({ ...info, serverTime: ctx.clock.now });
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
      await call(ZSaveAttemptResponse, SAVE, saveBody(id, 0, twoAnswered), token);
      expect((await list())[1]?.answeredCount).toBe(2);
      expect((await refusal(409, RESULT, { testTakerID: id }, token)).reason).toBe("in-progress");
      await call(ZSubmitResponse, SUBMIT, blankPaperOf(id, [SINGLE]), token);
      expect((await list()).map((a) => a.testTakerID)).toEqual([pack.attempt.testTakerID]);
      expect((await refusal(409, OPEN, { testTakerID: id }, token)).reason).toBe("submitted");
    });

    it("opens an attempt as it was given, and grades it by that key, whatever an admin edits since", async () => {
      const { readingPracticeID: _source, ...copy } = await keyOf(COPY_SOURCE);
      const created = await post(
        "/api/admin/reading/modify",
        { ...copy, title: "As given", testGroup: undefined, level: 0 },
        await admin(),
      );
      expect(created.statusCode, created.body).toBe(200);
      const practiceId = z.object({ readingPracticeID: z.string() }).parse(created.json()).readingPracticeID;
      const { token } = await learner();
      const id = (await startSingle(token, practiceId)).attempt.testTakerID;
      const given = await keyOf(practiceId);
      const wasRight = rightAnswer(given, 1);
      const edited = await post(
        "/api/admin/reading/modify",
        { ...given, title: "After the edit", answers: { ...given.answers, question_1: wasRight === "B" ? "C" : "B" } },
        await admin(),
      );
      expect(edited.statusCode, edited.body).toBe(200);
      const opened = await call(ZOpenAttemptResponse, OPEN, { testTakerID: id }, token);
      expect(opened.readingPractice.map((p) => p.title)).toEqual(["As given"]);
      expect(opened).toMatchObject({ attempt: { testTakerID: id, revision: 1 }, state: null });
      const graded = await call(ZSubmitResponse, SUBMIT, paper(id, { [practiceId]: { "1": wasRight } }), token);
      const [result] = graded.submissionRecord.SubmissionResults;
      expect(result?.correctTable["1"]).toBe(true);
      expect(result?.standardAnswers["1"]).toBe(given.answers.question_1);
    });
  });

  describe("a save whose answer was lost", () => {
    it("goes on top of its own lost save when the next save names it, and only then", async () => {
      const { token } = await learner();
      const id = (await startSingle(token)).attempt.testTakerID;
      const first = stateOf([{ "1": "TRUE" }]);
      const next = stateOf([{ "1": "TRUE", "2": "FALSE" }]);
      // Save K1 lands (revision 1) but the device never hears back, so it still holds revision 0.
      await call(ZSaveAttemptResponse, SAVE, { ...saveBody(id, 0, first), saveKey: "lost-save-1" }, token);
      const wrongKey = { ...saveBody(id, 0, next), saveKey: "save-2xxxx", unackedSaveKey: "someone-else" };
      expect((await refusal(409, SAVE, wrongKey, token)).reason).toBe("stale");
      const own = { ...saveBody(id, 0, next), saveKey: "save-2xxxx", unackedSaveKey: "lost-save-1" };
      expect((await call(ZSaveAttemptResponse, SAVE, own, token)).revision).toBe(2);
      expect((await call(ZOpenAttemptResponse, OPEN, { testTakerID: id }, token)).state).toEqual(next);
      // Another device's claim in between is not a lost save of this one: refused.
      const stale = { ...saveBody(id, 2, first), saveKey: "save-3xxxx", unackedSaveKey: "save-2xxxx" };
      expect((await refusal(409, SAVE, stale, token)).reason).toBe("stale");
    });
  });

  describe("status", () => {
    const STATUS = "/api/reading/attempt/status";
    it("tells a device where its attempt stands, read only: revision, deadline, and closed once overdue", async () => {
      const { token } = await learner();
      const other = await learner();
      const pack = await startPack(token);
      const id = pack.attempt.testTakerID;
      const status = () => call(ZAttemptStatusResponse, STATUS, { testTakerID: id }, token);
      expect(await status()).toMatchObject({ status: "open", revision: 0, deadline: pack.attempt.deadline });
      await call(ZSaveAttemptResponse, SAVE, saveBody(id, 0, stateOf([{ "1": "TRUE" }, {}, {}])), token);
      // A device that took it over moves the revision on: a copy that holds 1 learns it must step aside.
      await call(ZOpenAttemptResponse, OPEN, { testTakerID: id }, token);
      expect(await status()).toMatchObject({ status: "open", revision: 2, serverTime: ctx.clock.now });
      // Asking changes nothing: the revision stays, and a save on top of it is taken.
      expect((await status()).revision).toBe(2);
      await call(ZSaveAttemptResponse, SAVE, saveBody(id, 2, stateOf([{ "1": "FALSE" }, {}, {}])), token);
      expect((await refusal(404, STATUS, { testTakerID: id }, other.token)).errMsg).toMatch(/No test of yours/);
      ctx.clock.now = pastGrace(pack.attempt.deadline);
      expect(await status()).toMatchObject({ status: "submitted" });
      expect(await submissionRows(id)).toBe(1);
    });
  });

  describe("tokens", () => {
    it("spends 3 for a pack and 1 for a single, and nothing to save, open, submit or close", async () => {
      await afterEarlierTests();
      const { token } = await learner();
      const pack = await startPack(token);
      const single = (await startSingle(token)).attempt.testTakerID;
      expect(await tokensLeft(token)).toBe(2);
      const packId = pack.attempt.testTakerID;
      await call(ZSaveAttemptResponse, SAVE, saveBody(packId, 0, stateOf([{ "1": "TRUE" }, {}, {}])), token);
      await call(ZOpenAttemptResponse, OPEN, { testTakerID: packId }, token);
      await call(ZSaveAttemptResponse, SAVE, saveBody(single, 0, stateOf([{ "1": "TRUE" }])), token);
      await call(ZSubmitResponse, SUBMIT, blankPaperOf(single, [SINGLE]), token);
      ctx.clock.now = pastGrace(pack.attempt.deadline);
      expect(await sweepAttempts(ctx.deps, WEEK)).toEqual({ closed: 1, abandoned: 0 });
      expect(await tokensLeft(token)).toBe(2);
      expect(await recordsTotal(token)).toBe(2);
    });
  });
});
