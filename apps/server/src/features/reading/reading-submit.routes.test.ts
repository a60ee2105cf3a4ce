import { MAX_ELAPSED_SECONDS, type TReadingPractice } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { expandAnswerKey } from "@bandcraft/domain/answer-key";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, paperOf, paperPassage, signIn, startedAttempt } from "../../../test/harness";
import { PRACTICE, readingTestSetup } from "./reading-test-setup";

describe.each(DIALECTS)("reading API on %s", (dialect) => {
  const { ctx, post, newLearner, submission, sat, openAttempts } = readingTestSetup(dialect);
  let adminToken: string;
  let key: TReadingPractice;
  beforeAll(async () => {
    adminToken = await signIn(ctx);
    const res = await post(ROUTES.adminReadingSingle.path, { practiceID: PRACTICE }, adminToken);
    key = res.json().readingPractice;
  });

  /** The first accepted form of every answer of the practice: a perfect paper. */
  function perfectAnswers(practice: TReadingPractice): Record<string, string> {
    return Object.fromEntries(
      [...expandAnswerKey(practice.answers)].map(([n, v]) => [String(n), v.split("|")[0] ?? ""]),
    );
  }

  it("grades a perfect paper 13/13 with band 9 and returns the full submission record", async () => {
    const { token } = await newLearner();
    const testTakerID = await sat(token);
    const res = await post(ROUTES.readingSubmit.path, submission(testTakerID, perfectAnswers(key)), token);
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
    const res = await post(ROUTES.readingSubmit.path, submission(await sat(token), answers), token);
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
    const first = (await post(ROUTES.readingSubmit.path, body, token)).json().submissionRecord;
    // A repeat a little later, with other client figures: the first record, its server time unchanged.
    ctx.clock.now += 5_000;
    const again = await post(
      ROUTES.readingSubmit.path,
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
    const different = await post(ROUTES.readingSubmit.path, submission(testTakerID, { "1": "TRUE" }), token);
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
    const results = await Promise.all(Array.from({ length: 20 }, () => post(ROUTES.readingSubmit.path, body, token)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.json().submissionRecord.submissionID)).size).toBe(1);
    // The account's count (the records list's total) moved once, with the one stored paper.
    const records = await post(ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 20 } }, token);
    expect(records.json().data.totalCnt).toBe(1);
    expect(records.json().data.practiceRecord).toHaveLength(1);
  });

  /** A start of a complete test (three tokens) and the paper of its first part only. */
  async function packWithPartOneOnly(token: string) {
    const res = await post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token);
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
    const res = await post(ROUTES.readingSubmit.path, await body(token), token);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errMsg).toMatch(message);
    const records = await post(ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 20 } }, token);
    expect(records.json().data.totalCnt).toBe(0);
  });

  it("refuses a test-taker id that is not one of the caller's attempts with 404", async () => {
    const owner = await newLearner();
    const { token } = await newLearner();
    const theirs = await sat(owner.token);
    // Well-formed but never started, and another learner's open attempt: both are no test of the caller's.
    for (const testTakerID of ["TT-MADEUP00000000000000000", theirs]) {
      const res = await post(ROUTES.readingSubmit.path, submission(testTakerID, {}), token);
      expect(res.statusCode).toBe(404);
      expect(res.json().errMsg).toBe(`No test of yours with the id ${testTakerID}: start a test first`);
    }
    // The owner's attempt is untouched: still open, and theirs to submit.
    expect((await openAttempts(owner.token)).map((a) => a.testTakerID)).toEqual([theirs]);
    expect((await post(ROUTES.readingSubmit.path, submission(theirs, {}), owner.token)).statusCode).toBe(200);
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
      const res = await post(ROUTES.readingSubmit.path, { ...submission(testTakerID, {}), elapsedTime }, token);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errMsg).toMatch(/elapsedTime/);
    }
    // The longest the contract takes is accepted, and ignored: the record's time is the server's clock.
    const longest = { ...submission(testTakerID, {}), elapsedTime: MAX_ELAPSED_SECONDS };
    const stored = await post(ROUTES.readingSubmit.path, longest, token);
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
    expect((await post(ROUTES.adminReadingSingle.path, { practiceID: PRACTICE }, token)).statusCode).toBe(403);
    expect(key.answers.question_1).toBeDefined();
    expect((await post(ROUTES.adminReadingSingle.path, { practiceID: "nope" }, adminToken)).statusCode).toBe(404);
  });
});
