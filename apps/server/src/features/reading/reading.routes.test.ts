import { MAX_ELAPSED_SECONDS, type TReadingPractice } from "@bandcraft/contract/reading";
import { expandAnswerKey } from "@bandcraft/domain/answer-key";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TestContext } from "../../../test/harness";
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

  function submission(testTakerID: string, answers: Record<string, string>, practiceId = PRACTICE) {
    return {
      testTakerID,
      elapsedTime: 754,
      startTimeStamp: ctx.clock.now - 754_000,
      submissionTimestamp: ctx.clock.now,
      readingPractices: [
        {
          readingPracticeID: practiceId,
          answers,
          highlights: { items: [] },
          highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
        },
      ],
    };
  }

  it("starts a named practice without its key and spends one token", async () => {
    const { token } = await newLearner();
    const res = await post("/api/reading/single", { practiceID: PRACTICE }, token);
    expect(res.statusCode).toBe(200);
    const practice = res.json().readingPractice;
    expect(practice.readingPracticeID).toBe(PRACTICE);
    expect(practice.answers).toBeUndefined();
    expect(practice.explanations).toBeUndefined();
    expect(res.body).not.toContain('"question_1"');
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
    expect(await tokensLeft(token)).toBe(0);
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
    const res = await post("/api/reading/submit", submission("TT-PERFECT0001", perfectAnswers(key)), token);
    expect(res.statusCode).toBe(200);
    const record = res.json().submissionRecord;
    expect(record).toMatchObject({ totalCorrectCnt: 13, band: 9, elapsedTime: 754 });
    expect(record.submissionID).toMatch(/^sub_/);
    const [result] = record.SubmissionResults;
    expect(result.readingPracticeID).toBe(PRACTICE);
    expect(result.correctCnt).toBe(13);
    expect(Object.values(result.correctTable)).toEqual(Array(13).fill(true));
    expect(result.standardAnswers["9"]).toBe("ploughs|plows");
  });

  it("grades a mixed paper: case and spacing forgiven, alternatives accepted, blanks dropped and missed", async () => {
    const { token } = await newLearner();
    const answers = { ...perfectAnswers(key), "1": "true", "6": "  POND ", "9": "plows", "10": "", "11": "hay" };
    const record = (await post("/api/reading/submit", submission("TT-MIXED000001", answers), token)).json()
      .submissionRecord;
    const [result] = record.SubmissionResults;
    expect(result.correctTable).toMatchObject({ "1": false, "6": true, "9": true, "10": false, "11": false });
    expect(result.userAnswers["10"]).toBeUndefined();
    expect(record.totalCorrectCnt).toBe(10);
    expect(record.band).toBe(7); // 10/13 scales to 31/40, which is band 7
  });

  it("is idempotent per test-taker id: the same answers return the first record, others get 409", async () => {
    const { token } = await newLearner();
    const body = submission("TT-IDEMPOT0001", { "1": "FALSE", "2": "TRUE" });
    const first = (await post("/api/reading/submit", body, token)).json().submissionRecord;
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
    const different = await post("/api/reading/submit", submission("TT-IDEMPOT0001", { "1": "TRUE" }), token);
    expect(different.statusCode).toBe(409);
    expect(different.json().errMsg).toMatch(/already submitted with different answers/);
    const rows = await ctx.deps.db
      .selectFrom("submissions")
      .select("id")
      .where("test_taker_id", "=", "TT-IDEMPOT0001")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("stores one submission when the same paper arrives twenty times at once", async () => {
    const { token } = await newLearner();
    const body = submission("TT-RACE0000001", { "1": "FALSE" });
    const results = await Promise.all(Array.from({ length: 20 }, () => post("/api/reading/submit", body, token)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().submissionRecord.submissionID)).size).toBe(1);
    // The account's count (the records list's total) moved once, with the one stored paper.
    const records = await post("/api/reading/record", { paginationRequest: { page: 1, pageSize: 20 } }, token);
    expect(records.json().data.totalCnt).toBe(1);
    expect(records.json().data.practiceRecord).toHaveLength(1);
  });

  it.each([
    [
      "a passage that does not exist",
      () => submission("TT-BAD0000001", {}, "no-such-practice"),
      /Unknown readingPracticeID: no-such-practice/,
    ],
    [
      "an answer for a question the passage lacks",
      () => submission("TT-BAD0000002", { "14": "A" }),
      /Question 14 is not part of practice/,
    ],
    ["a wrong shape", () => ({ ...submission("TT-BAD0000003", {}), elapsedTime: "long" }), /elapsedTime/],
    ["a bad test-taker id", () => submission("XX-1", {}), /testTakerID/],
  ])("refuses %s with 400", async (_label, body, message) => {
    const { token } = await newLearner();
    const res = await post("/api/reading/submit", body(), token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toMatch(message);
  });

  it("stores the longest elapsed time its records hold and refuses a longer one with 400, not a database error", async () => {
    const { token } = await newLearner();
    const longest = { ...submission("TT-LONGEST0001", {}), elapsedTime: MAX_ELAPSED_SECONDS };
    const stored = await post("/api/reading/submit", longest, token);
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().submissionRecord.elapsedTime).toBe(MAX_ELAPSED_SECONDS);
    // Found by the hostile-input suite: 2^31 seconds overflowed PostgreSQL's integer column (a 500).
    for (const elapsedTime of [MAX_ELAPSED_SECONDS + 1, 2 ** 53 - 1]) {
      const res = await post("/api/reading/submit", { ...submission("TT-LONGER00001", {}), elapsedTime }, token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errMsg).toMatch(/elapsedTime/);
    }
  });

  it("gives the key to administrators only", async () => {
    const { token } = await newLearner();
    expect((await post("/api/admin/reading/single", { practiceID: PRACTICE }, token)).statusCode).toBe(403);
    expect(key.answers.question_1).toBeDefined();
    expect((await post("/api/admin/reading/single", { practiceID: "nope" }, adminToken)).statusCode).toBe(404);
  });
});
