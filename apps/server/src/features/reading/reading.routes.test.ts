import { MAX_ELAPSED_SECONDS, type TReadingPractice } from "@bandcraft/contract/reading";
import { expandAnswerKey } from "@bandcraft/domain/answer-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createTestContext,
  DIALECTS,
  paperOf,
  paperPassage,
  signIn,
  startedAttempt,
  type TestContext,
} from "../../../test/harness";
import { createUser, grantPrivilege } from "../accounts/user-admin.service";

const PRACTICE = "bandcraft-test-1-part-1";

describe.each(DIALECTS)("reading API on %s", (dialect) => {
  let ctx: TestContext;
  let adminToken: string;
  let key: TReadingPractice;
  let learnerCount = 0;

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    adminToken = await signIn(ctx);
    const res = await post("/api/admin/reading/single", { practiceID: PRACTICE }, adminToken);
    key = res.json().readingPractice;
  });
  afterAll(async () => ctx?.close());

  function post(url: string, payload: unknown, token?: string) {
    return ctx.app.inject({ method: "POST", url, payload: payload as object, headers: token ? bearer(token) : {} });
  }

  async function newLearner(): Promise<{ email: string; token: string }> {
    learnerCount += 1;
    const email = `learner${learnerCount}@example.com`;
    await createUser(ctx.deps.db, { email, password: "learner-password", grantedBy: "test" }, ctx.clock.now);
    return { email, token: await signIn(ctx, email, "learner-password") };
  }

  const tokensLeft = async (token: string) =>
    (await post("/api/user_info", {}, token)).json().data.tokenInfo[0].availableTokens as number;

  /** The first accepted form of every answer of the practice: a perfect paper. */
  function perfectAnswers(practice: TReadingPractice): Record<string, string> {
    return Object.fromEntries(
      [...expandAnswerKey(practice.answers)].map(([n, v]) => [String(n), v.split("|")[0] ?? ""]),
    );
  }

  /** The paper of one passage for an attempt, with the client's times of a learner who took 754 seconds. */
  function submission(testTakerID: string, answers: Record<string, string>, practiceId = PRACTICE) {
    return paperOf(ctx, testTakerID, [paperPassage(practiceId, answers)]);
  }

  /** Starts a practice as the learner and lets the 754 seconds of its paper pass: answers the attempt's id. */
  async function sat(token: string, practiceId = PRACTICE): Promise<string> {
    const testTakerID = await startedAttempt(ctx, token, practiceId);
    ctx.clock.now += 754_000;
    return testTakerID;
  }

  const openAttempts = async (token: string) =>
    (await post("/api/reading/attempt/list", {}, token)).json().attempts as { testTakerID: string }[];

  it("starts a named practice without its key and spends one token", async () => {
    const { token } = await newLearner();
    const res = await post("/api/reading/single", { practiceID: PRACTICE }, token);
    expect(res.statusCode).toBe(200);
    const practice = res.json().readingPractice;
    expect(practice.readingPracticeID).toBe(PRACTICE);
    expect(practice.answers).toBeUndefined();
    expect(practice.explanations).toBeUndefined();
    expect(res.body).not.toContain('"question_1"');
    // The start is an attempt on the server: its id made there, unguessable; a single passage counts up.
    expect(res.json().attempt).toEqual({
      testTakerID: expect.stringMatching(/^TT-[0-9A-Z]{24}$/),
      kind: "single",
      startedAt: ctx.clock.now,
      deadline: null,
      serverTime: ctx.clock.now,
      revision: 0,
    });
    expect((await openAttempts(token)).map((a) => a.testTakerID)).toEqual([res.json().attempt.testTakerID]);
    expect(await tokensLeft(token)).toBe(5);
  });

  it.each([
    ["an unknown id", { practiceID: "no-such-practice" }, 404, /No reading practice/],
    ["a malformed id", { practiceID: "../etc" }, 400, /practiceID/],
    ["no id", {}, 400, /practiceID/],
  ])("answers %s with its 4xx and spends nothing", async (_label, body, status, message) => {
    const { token } = await newLearner();
    const res = await post("/api/reading/single", body, token);
    expect(res.statusCode).toBe(status);
    expect(res.json().errMsg).toMatch(message);
    expect(await tokensLeft(token)).toBe(6);
    expect(await openAttempts(token)).toEqual([]);
  });

  it("requires a session to start or submit", async () => {
    expect((await post("/api/reading/single", { practiceID: PRACTICE })).statusCode).toBe(401);
    expect((await post("/api/reading/single_random", null)).statusCode).toBe(401);
    expect((await post("/api/reading/submit", submission("TT-NOAUTH0001", {}))).statusCode).toBe(401);
  });

  it.each([
    ["no filter (null)", null, () => true],
    ["no filter ({})", {}, () => true],
    ["part 2", { level: 2 }, (p: TReadingPractice) => p.level === 2],
    [
      "a question type",
      { questionType: "MATCHING_HEADINGS" },
      (p: TReadingPractice) => p.questionSections.some((s) => s.questionType === "MATCHING_HEADINGS"),
    ],
    [
      "part 3 and a type",
      { level: 3, questionType: "IDENTIFYING_WRITERS_VIEW" },
      (p: TReadingPractice) =>
        p.level === 3 && p.questionSections.some((s) => s.questionType === "IDENTIFYING_WRITERS_VIEW"),
    ],
  ])("starts a random practice with %s", async (_label, filter, matches) => {
    const { token } = await newLearner();
    for (let i = 0; i < 3; i++) {
      const res = await post("/api/reading/single_random", filter, token);
      expect(res.statusCode).toBe(200);
      expect(matches(res.json().readingPractice)).toBe(true);
      expect(res.json().readingPractice.answers).toBeUndefined();
    }
  });

  it.each([
    ["an unknown type", { questionType: "ESSAY" }],
    ["part 4", { level: 4 }],
    ["an unknown field", { part: 1 }],
  ])("refuses random filters with %s (400)", async (_label, filter) => {
    const { token } = await newLearner();
    expect((await post("/api/reading/single_random", filter, token)).statusCode).toBe(400);
  });

  it("never hands out a deleted practice", async () => {
    const { token } = await newLearner();
    await ctx.deps.db.updateTable("reading_practices").set({ level: -1 }).where("level", "=", 1).execute();
    try {
      expect((await post("/api/reading/single_random", { level: 1 }, token)).statusCode).toBe(404);
      expect((await post("/api/reading/single", { practiceID: PRACTICE }, token)).statusCode).toBe(404);
      expect(await tokensLeft(token)).toBe(6);
    } finally {
      await ctx.deps.db.updateTable("reading_practices").set({ level: 1 }).where("level", "=", -1).execute();
    }
  });

  it("refuses a seventh start today with 403 naming the refill, and refills at midnight", async () => {
    const { token } = await newLearner();
    for (let i = 0; i < 6; i++)
      expect((await post("/api/reading/single", { practiceID: PRACTICE }, token)).statusCode).toBe(200);
    const refused = await post("/api/reading/single", { practiceID: PRACTICE }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errMsg).toMatch(/Not enough reading test tokens.*refill at .*\(UTC\)/);
    // The same in fields, for a client to say in the learner's language and time zone.
    expect(refused.json()).toMatchObject({ reason: "no-tokens", needed: 1, refillAt: Date.UTC(2026, 10, 22) });
    expect(await tokensLeft(token)).toBe(0);
    // The refused start made no attempt: one per token spent.
    expect(await openAttempts(token)).toHaveLength(6);
    const saved = ctx.clock.now;
    ctx.clock.now = Date.UTC(2026, 10, 22, 0, 0, 1);
    try {
      expect(await tokensLeft(token)).toBe(6);
      expect((await post("/api/reading/single", { practiceID: PRACTICE }, token)).statusCode).toBe(200);
      expect(await tokensLeft(token)).toBe(5);
    } finally {
      ctx.clock.now = saved;
    }
  });

  it("succeeds exactly six times out of fifty parallel starts", async () => {
    const { token } = await newLearner();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post("/api/reading/single_random", null, token)),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(6);
    expect(codes.filter((c) => c === 403)).toHaveLength(44);
    expect(await tokensLeft(token)).toBe(0);
    // A start and its spend are one transaction: exactly the six successful starts are attempts.
    const made = results.filter((r) => r.statusCode === 200).map((r) => r.json().attempt.testTakerID as string);
    expect(new Set(made).size).toBe(6);
    expect((await openAttempts(token)).map((a) => a.testTakerID).sort()).toEqual([...made].sort());
  });

  it("spends nothing for an administrator or an active Reading Test privilege, but does for an expired one", async () => {
    for (let i = 0; i < 8; i++)
      expect((await post("/api/reading/single", { practiceID: PRACTICE }, adminToken)).statusCode).toBe(200);
    const active = await newLearner();
    await grantPrivilege(
      ctx.deps.db,
      { email: active.email, privilegeId: 3, expiresAt: ctx.clock.now + 86_400_000, grantedBy: "test" },
      ctx.clock.now,
    );
    for (let i = 0; i < 8; i++)
      expect((await post("/api/reading/single", { practiceID: PRACTICE }, active.token)).statusCode).toBe(200);
    const expired = await newLearner();
    await grantPrivilege(
      ctx.deps.db,
      { email: expired.email, privilegeId: 3, expiresAt: ctx.clock.now - 1, grantedBy: "test" },
      ctx.clock.now,
    );
    await post("/api/reading/single", { practiceID: PRACTICE }, expired.token);
    expect(await tokensLeft(expired.token)).toBe(5);
  });

  it("grades a perfect paper 13/13 with band 9 and returns the spec's record", async () => {
    const { token } = await newLearner();
    const testTakerID = await sat(token);
    const res = await post("/api/reading/submit", submission(testTakerID, perfectAnswers(key)), token);
    expect(res.statusCode).toBe(200);
    expect(res.json().closedByServer).toBe(false);
    const record = res.json().submissionRecord;
    expect(record).toMatchObject({ totalCorrectCnt: 13, band: 9, elapsedTime: 754 });
    expect(record.submissionID).toMatch(/^sub_/);
    const [result] = record.SubmissionResults;
    expect(result.readingPracticeID).toBe(PRACTICE);
    expect(result.correctCnt).toBe(13);
    expect(Object.values(result.correctTable)).toEqual(Array(13).fill(true));
    expect(result.standardAnswers["9"]).toBe("ploughs|plows");
    // Submitted, the attempt is no longer open.
    expect(await openAttempts(token)).toEqual([]);
  });

  it("grades a mixed paper: case and spacing forgiven, alternatives accepted, blanks dropped and missed", async () => {
    const { token } = await newLearner();
    const answers = { ...perfectAnswers(key), "1": "true", "6": "  POND ", "9": "plows", "10": "", "11": "hay" };
    const res = await post("/api/reading/submit", submission(await sat(token), answers), token);
    expect(res.statusCode).toBe(200);
    const record = res.json().submissionRecord;
    const [result] = record.SubmissionResults;
    expect(result.correctTable).toMatchObject({ "1": false, "6": true, "9": true, "10": false, "11": false });
    expect(result.userAnswers["10"]).toBeUndefined();
    expect(record.totalCorrectCnt).toBe(10);
    expect(record.band).toBe(7); // 10/13 scales to 31/40, which is band 7
  });

  it("is idempotent per test-taker id: the same answers return the first record, others get 409", async () => {
    const { token } = await newLearner();
    const testTakerID = await sat(token);
    const body = submission(testTakerID, { "1": "FALSE", "2": "TRUE" });
    const first = (await post("/api/reading/submit", body, token)).json().submissionRecord;
    // A repeat a little later, with other client figures: the first record, its server time unchanged.
    ctx.clock.now += 5_000;
    const again = await post(
      "/api/reading/submit",
      {
        ...body,
        elapsedTime: 900,
        readingPractices: [{ ...body.readingPractices[0], answers: { "2": " TRUE ", "1": "FALSE", "3": "" } }],
      },
      token,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().submissionRecord.submissionID).toBe(first.submissionID);
    expect(again.json().submissionRecord.elapsedTime).toBe(first.elapsedTime);
    const different = await post("/api/reading/submit", submission(testTakerID, { "1": "TRUE" }), token);
    expect(different.statusCode).toBe(409);
    expect(different.json().errMsg).toMatch(/already submitted with different answers/);
    const rows = await ctx.deps.db
      .selectFrom("submissions")
      .select("id")
      .where("test_taker_id", "=", testTakerID)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("stores one submission when the same paper arrives twenty times at once", async () => {
    const { token } = await newLearner();
    const body = submission(await sat(token), { "1": "FALSE" });
    const results = await Promise.all(Array.from({ length: 20 }, () => post("/api/reading/submit", body, token)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().submissionRecord.submissionID)).size).toBe(1);
    // The account's count (the records list's total) moved once, with the one stored paper.
    const records = await post("/api/reading/record", { paginationRequest: { page: 1, pageSize: 20 } }, token);
    expect(records.json().data.totalCnt).toBe(1);
    expect(records.json().data.practiceRecord).toHaveLength(1);
  });

  /** A start of a complete test (three tokens) and the paper of its first part only. */
  async function packWithPartOneOnly(token: string) {
    const res = await post("/api/reading/pack_random", { pageType: "ActualTest" }, token);
    expect(res.statusCode).toBe(200);
    const ids = res.json().readingPractice.map((p: { readingPracticeID: string }) => p.readingPracticeID) as string[];
    ctx.clock.now += 754_000;
    return paperOf(ctx, res.json().attempt.testTakerID, [paperPassage(ids[0] ?? "")]);
  }

  it.each<[string, (token: string) => Promise<object>, RegExp]>([
    [
      "a passage that is not in the attempt",
      async (token) => submission(await sat(token), {}, "bandcraft-test-1-part-2"),
      /Passage bandcraft-test-1-part-2 is not part of test TT-/,
    ],
    [
      "a passage that does not exist",
      async (token) => submission(await sat(token), {}, "no-such-practice"),
      /Passage no-such-practice is not part of test TT-/,
    ],
    ["a complete test's paper without two of its parts", packWithPartOneOnly, /must include passage .+, .+/],
    [
      "an answer for a question the passage lacks",
      async (token) => submission(await sat(token), { "14": "A" }),
      /Question 14 is not part of practice/,
    ],
    [
      "a start time more than the allowed skew before the attempt's",
      async (token) => {
        const testTakerID = await startedAttempt(ctx, token, PRACTICE);
        return { ...submission(testTakerID, {}), startTimeStamp: ctx.clock.now - 10 * 60_000 - 1 };
      },
      /startTimeStamp: startTimeStamp is before this test started/,
    ],
    [
      "a submission time more than the allowed skew in the future",
      async (token) => ({ ...submission(await sat(token), {}), submissionTimestamp: ctx.clock.now + 10 * 60_000 + 1 }),
      /submissionTimestamp: submissionTimestamp is in the future/,
    ],
    [
      "a time before 2020",
      async (token) => ({ ...submission(await sat(token), {}), startTimeStamp: Date.UTC(2019, 11, 31) }),
      /startTimeStamp: a time in milliseconds from 2020 on/,
    ],
    [
      "a time from 2100 on",
      async (token) => ({ ...submission(await sat(token), {}), submissionTimestamp: Date.UTC(2100, 0, 1) + 1 }),
      /submissionTimestamp: a time in milliseconds before 2100/,
    ],
    [
      "a version beside a passage (no longer part of the paper)",
      async (token) => {
        const body = submission(await sat(token), {});
        return { ...body, readingPractices: [{ ...body.readingPractices[0], version: "a".repeat(64) }] };
      },
      /version/,
    ],
    ["a wrong shape", async (token) => ({ ...submission(await sat(token), {}), elapsedTime: "long" }), /elapsedTime/],
    ["a bad test-taker id", async () => submission("XX-1", {}), /testTakerID/],
  ])("refuses %s with 400 and stores nothing", async (_label, body, message) => {
    const { token } = await newLearner();
    const res = await post("/api/reading/submit", await body(token), token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errMsg).toMatch(message);
    const records = await post("/api/reading/record", { paginationRequest: { page: 1, pageSize: 20 } }, token);
    expect(records.json().data.totalCnt).toBe(0);
  });

  it("refuses a test-taker id that is not one of the caller's attempts with 404", async () => {
    const owner = await newLearner();
    const { token } = await newLearner();
    const theirs = await sat(owner.token);
    // Well-formed but never started, and another learner's open attempt: both are no test of the caller's.
    for (const testTakerID of ["TT-MADEUP00000000000000000", theirs]) {
      const res = await post("/api/reading/submit", submission(testTakerID, {}), token);
      expect(res.statusCode).toBe(404);
      expect(res.json().errMsg).toBe(`No test of yours with the id ${testTakerID}: start a test first`);
    }
    // The owner's attempt is untouched: still open, and theirs to submit.
    expect((await openAttempts(owner.token)).map((a) => a.testTakerID)).toEqual([theirs]);
    expect((await post("/api/reading/submit", submission(theirs, {}), owner.token)).statusCode).toBe(200);
  });

  it("stores the server's elapsed time, however long, and refuses a client's beyond its records' column with 400", async () => {
    const { token } = await newLearner();
    const startedAt = ctx.clock.now;
    const testTakerID = await startedAttempt(ctx, token, PRACTICE);
    // A single passage counts up with no deadline: a paper left open for days still submits.
    const seconds = 3 * 86_400 + 17;
    ctx.clock.now += seconds * 1000;
    // Found by the hostile-input suite: 2^31 seconds overflowed PostgreSQL's integer column (a 500). The
    // client's figure is still checked by the contract, though the server's own is the one stored.
    for (const elapsedTime of [MAX_ELAPSED_SECONDS + 1, 2 ** 53 - 1]) {
      const res = await post("/api/reading/submit", { ...submission(testTakerID, {}), elapsedTime }, token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errMsg).toMatch(/elapsedTime/);
    }
    // The longest the contract takes is accepted, and ignored: the record's time is the server's clock.
    const longest = { ...submission(testTakerID, {}), elapsedTime: MAX_ELAPSED_SECONDS };
    const stored = await post("/api/reading/submit", longest, token);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().submissionRecord.elapsedTime).toBe(seconds);
    const row = await ctx.deps.db
      .selectFrom("submissions")
      .select(["start_ts", "elapsed_seconds"])
      .where("test_taker_id", "=", testTakerID)
      .executeTakeFirstOrThrow();
    expect({ start: Number(row.start_ts), elapsed: Number(row.elapsed_seconds) }).toEqual({
      start: startedAt,
      elapsed: seconds,
    });
  });

  it("gives the key to administrators only", async () => {
    const { token } = await newLearner();
    expect((await post("/api/admin/reading/single", { practiceID: PRACTICE }, token)).statusCode).toBe(403);
    expect(key.answers.question_1).toBeDefined();
    expect((await post("/api/admin/reading/single", { practiceID: "nope" }, adminToken)).statusCode).toBe(404);
  });
});
