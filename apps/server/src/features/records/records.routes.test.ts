import zlib from "node:zlib";
import { type TReadingPractice, ZRecordResponse } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  DIALECTS,
  paperOf,
  paperPassage,
  signedInLearner,
  signIn,
  startedAttempt,
} from "../../../test/harness";
import { suiteContext } from "../../../test/suite-context";
import { grantPrivilege } from "../accounts/user-admin.service";

const TEST_1 = ["bandcraft-test-1-part-1", "bandcraft-test-1-part-2", "bandcraft-test-1-part-3"];

/** A passage of a paper: its practice and the learner's answers. */
type TPart = { id: string; answers: Record<string, string> };

describe.each(DIALECTS)("records and review on %s", (dialect) => {
  const ctx = suiteContext(dialect);
  let alice: string;
  let bob: string;
  /** Alice's two single tests and her complete test, and Bob's single test (their server-made ids). */
  const taken = { aliceFirst: "", aliceSecond: "", alicePack: "", bobFirst: "" };
  /** Carol's many records (taken one after the other and in a burst). */
  const tokens = { carol: "" };
  beforeAll(async () => {
    alice = await signedInLearner(ctx, "alice");
    bob = await signedInLearner(ctx, "bob");
  });

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });
  const records = (token: string, page: number, pageSize: number) =>
    post(ROUTES.readingRecord.path, { paginationRequest: { page, pageSize } }, token);

  /** A learner who spends no tokens (an active Reading Test privilege), for the tests that take many. */
  async function tirelessLearner(name: string): Promise<string> {
    const token = await signedInLearner(ctx, name);
    await grantPrivilege(ctx.deps, {
      email: `${name}@example.com`,
      privilegeId: 3,
      expiresAt: ctx.clock.now + 30 * 86_400_000,
      grantedBy: "test",
    });
    return token;
  }

  /**
   * Starts TEST_1 as a complete test through the API: the bank's other complete tests are moved to
   * another page type meanwhile, so the random pick can only be this one.
   */
  async function startTest1(token: string): Promise<string> {
    const others = () =>
      ctx.deps.db.updateTable("reading_practices").where("test_group", "<>", "bandcraft-test-1").where("level", ">", 0);
    await others().set({ page_type: "MonitorTest" }).where("page_type", "=", "ActualTest").execute();
    try {
      const res = await post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().readingPractice.map((p: { readingPracticeID: string }) => p.readingPracticeID)).toEqual(TEST_1);
      return res.json().attempt.testTakerID;
    } finally {
      await others().set({ page_type: "ActualTest" }).where("page_type", "=", "MonitorTest").execute();
    }
  }

  /** Starts a test of these passages: one is a single test, TEST_1's three a complete test. */
  const start = (token: string, parts: TPart[]) =>
    parts.length === 1 ? startedAttempt(ctx, token, parts[0]?.id ?? "") : startTest1(token);

  /** Submits a paper for an attempt (the client claims 754 seconds; the record keeps the server's). */
  async function submitFor(token: string, testTakerID: string, parts: TPart[]) {
    const paper = paperOf(
      ctx,
      testTakerID,
      parts.map((p) => paperPassage(p.id, p.answers)),
    );
    const res = await post(ROUTES.readingSubmit.path, paper, token);
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Takes a test: starts it, answers it in 300 seconds of the server's clock, submits; answers its id. */
  async function submit(token: string, parts: TPart[]): Promise<string> {
    const testTakerID = await start(token, parts);
    ctx.clock.now += 300_000;
    await submitFor(token, testTakerID, parts);
    return testTakerID;
  }

  it("starts empty", async () => {
    expect((await records(alice, 1, 20)).json()).toEqual({
      statusCode: 200,
      errMsg: "",
      data: { practiceRecord: [], totalCnt: 0 },
    });
  });

  it("lists the caller's own records newest first, with the band on complete tests only", async () => {
    taken.aliceFirst = await submit(alice, [{ id: TEST_1[0] ?? "", answers: { "1": "FALSE", "2": "TRUE" } }]);
    taken.aliceSecond = await submit(alice, [{ id: TEST_1[1] ?? "", answers: { "14": "ii" } }]);
    taken.alicePack = await submit(
      alice,
      TEST_1.map((id): TPart => ({ id, answers: id.endsWith("1") ? { "1": "FALSE" } : {} })),
    );
    expect(taken.alicePack).toMatch(/^MT-/);
    taken.bobFirst = await submit(bob, [{ id: TEST_1[0] ?? "", answers: {} }]);
    const body = (await records(alice, 1, 20)).json();
    // Exactly the contract's shape.
    expect(ZRecordResponse.safeParse(body).success).toBe(true);
    const { data } = body;
    expect(data.totalCnt).toBe(3);
    expect(data.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID)).toEqual([
      taken.alicePack,
      taken.aliceSecond,
      taken.aliceFirst,
    ]);
    const [full, , single] = data.practiceRecord;
    expect(full.readingPracticeInfo).toHaveLength(3);
    expect(full.questionCnt).toBe(40);
    expect(full.band).toBeDefined();
    expect(single.band).toBeUndefined();
    expect(single).toMatchObject({ totalCorrectCnt: 2, questionCnt: 13, elapsedTime: 300 });
    expect(single.totalAccuracy).toBeCloseTo(2 / 13);
    expect(single.readingPracticeInfo[0]).toMatchObject({
      id: TEST_1[0],
      correctCnt: 2,
      userAnswers: { "1": "FALSE", "2": "TRUE" },
    });
    expect(single.readingPracticeInfo[0].correctTable["1"]).toBe(true);
    expect((await records(bob, 1, 20)).json().data.totalCnt).toBe(1);
  });

  it.each([
    [1, 2, 2],
    [2, 2, 1],
    [3, 2, 0],
    [1, 100, 3],
    [2 ** 31, 100, 0],
    [Number.MAX_SAFE_INTEGER, 100, 0],
  ])("pages: page %i of size %i holds %i records, with the total", async (page, size, count) => {
    const { data } = (await records(alice, page, size)).json();
    expect(data.practiceRecord).toHaveLength(count);
    expect(data.totalCnt).toBe(3);
  });

  it("pages through 47 records, taken one by one and in a burst stored together, each once", async () => {
    const carol = await tirelessLearner("carol");
    tokens.carol = carol;
    const paper = [{ id: TEST_1[0] ?? "", answers: {} }];
    // 37 one after the other, then 10 at once (the most a learner may submit in a minute): one group
    // commit places several papers of one learner.
    const inTurn: string[] = [];
    for (let n = 1; n <= 37; n++) inTurn.push(await submit(carol, paper));
    const burst: string[] = [];
    for (let n = 1; n <= 10; n++) burst.push(await start(carol, paper));
    ctx.clock.now += 300_000;
    await Promise.all(burst.map((testTakerID) => submitFor(carol, testTakerID, paper)));
    const all = (await records(carol, 1, 100)).json().data;
    const ids: string[] = all.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID);
    expect(all.totalCnt).toBe(47);
    expect(new Set(ids.slice(0, 10))).toEqual(new Set(burst));
    expect(ids.slice(10)).toEqual([...inTurn].reverse());
    for (const size of [1, 3, 7, 20, 21, 46, 47]) {
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(47 / size) + 1; page++) {
        const { data } = (await records(carol, page, size)).json();
        expect(data.totalCnt).toBe(47);
        paged.push(...data.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID));
      }
      expect(paged).toEqual(ids);
    }
  });

  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["identity", undefined],
    ["", undefined],
  ])("compresses a large records page for a client whose Accept-Encoding is %j: %s", async (accept, coding) => {
    const page = (size: number, acceptEncoding: string) =>
      ctx.app.inject({
        method: "POST",
        url: ROUTES.readingRecord.path,
        payload: { paginationRequest: { page: 1, pageSize: size } },
        headers: { ...bearer(tokens.carol), "accept-encoding": acceptEncoding },
      });
    const plain = await page(47, "identity");
    expect(plain.rawPayload.length).toBeGreaterThan(14 * 1024);
    const res = await page(47, accept);
    expect(res.headers["content-encoding"]).toBe(coding);
    const inflate =
      coding === "br" ? zlib.brotliDecompressSync : coding === "gzip" ? zlib.gunzipSync : (b: Buffer) => b;
    expect(inflate(res.rawPayload).toString("utf8")).toBe(plain.body);
    if (coding) expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    // A page under 14 KB goes as it is: it fits in the connection's first round trip anyway.
    const small = await page(2, accept);
    expect(small.rawPayload.length).toBeLessThan(14 * 1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps each learner's records apart when papers of several learners are stored together", async () => {
    const learners = [await tirelessLearner("dave"), await tirelessLearner("erin")];
    const paper = [{ id: TEST_1[1] ?? "", answers: {} }];
    const started: string[][] = [[], []];
    // Two learners' papers interleaved in bursts: each group commit appends to both lists.
    for (let burst = 0; burst < 3; burst++) {
      const papers: { who: number; testTakerID: string }[] = [];
      for (let i = 0; i < 16; i++) {
        const testTakerID = await start(learners[i % 2] ?? "", paper);
        started[i % 2]?.push(testTakerID);
        papers.push({ who: i % 2, testTakerID });
      }
      ctx.clock.now += 300_000;
      await Promise.all(papers.map((p) => submitFor(learners[p.who] ?? "", p.testTakerID, paper)));
    }
    for (const [who, token] of learners.entries()) {
      const { data } = (await records(token, 1, 100)).json();
      expect(data.totalCnt).toBe(24);
      const ids = data.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID).sort();
      expect(ids).toEqual([...(started[who] ?? [])].sort());
    }
  });

  it.each([
    ["page 0", { page: 0, pageSize: 20 }],
    ["a negative page", { page: -1, pageSize: 20 }],
    ["page size 0", { page: 1, pageSize: 0 }],
    ["a huge page size", { page: 1, pageSize: 100000 }],
    ["a fractional page", { page: 1.5, pageSize: 20 }],
  ])("refuses %s with 400", async (_label, paginationRequest) => {
    const res = await post(ROUTES.readingRecord.path, { paginationRequest }, alice);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toMatch(/page/);
  });

  it("reviews a passage against its key, with answers, marks and explanations", async () => {
    const res = await post(
      ROUTES.readingReview.path,
      { readingPracticeID: TEST_1[0], testTakerID: taken.aliceFirst },
      alice,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.readingPractice.answers.question_1).toBe("FALSE");
    expect(body.readingPractice.explanations.question_1.paragraph).toBe("A");
    expect(body.submittedAnswers).toEqual({ "1": "FALSE", "2": "TRUE" });
    expect(body.correctTable["1"]).toBe(true);
    expect(body.highlights).toEqual([]);
  });

  it.each<[string, () => object, number]>([
    ["another learner's submission", () => ({ readingPracticeID: TEST_1[0], testTakerID: taken.bobFirst }), 404],
    ["an unknown submission", () => ({ readingPracticeID: TEST_1[0], testTakerID: "TT-NOBODY00001" }), 404],
    ["a passage outside the submission", () => ({ readingPracticeID: TEST_1[2], testTakerID: taken.aliceFirst }), 404],
  ])("answers a review of %s with 404", async (_label, body, status) => {
    expect((await post(ROUTES.readingReview.path, body(), alice)).statusCode).toBe(status);
  });

  it.each<[string, () => object | undefined]>([
    ["no test-taker id", () => ({ readingPracticeID: TEST_1[0] })],
    ["an empty practice id", () => ({ readingPracticeID: " ", testTakerID: taken.aliceFirst })],
    ["no body", () => undefined],
  ])("answers a review with %s by 'Missing review parameters'", async (_label, body) => {
    const res = await post(ROUTES.readingReview.path, body(), alice);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toBe("Missing review parameters");
  });

  it("keeps a past review unchanged after the passage is edited", async () => {
    const admin = await signIn(ctx);
    const current: TReadingPractice = (
      await post(ROUTES.adminReadingSingle.path, { practiceID: TEST_1[0] }, admin)
    ).json().readingPractice;
    const save = async (practice: TReadingPractice) =>
      expect((await post(ROUTES.adminReadingModify.path, practice, admin)).statusCode).toBe(200);
    await save({ ...current, title: "Edited title", answers: { ...current.answers, question_1: "TRUE" } });
    const body = (
      await post(ROUTES.readingReview.path, { readingPracticeID: TEST_1[0], testTakerID: taken.aliceFirst }, alice)
    ).json();
    expect(body.readingPractice.title).toBe(current.title);
    expect(body.readingPractice.answers.question_1).toBe("FALSE");
    await save(current);
  });

  it("sums accuracy per question type over every attempt and lists the complete tests' bands", async () => {
    const { data } = (await post(ROUTES.readingInsight.path, {}, alice)).json();
    const tfng = data.byType.find((t: { questionType: string }) => t.questionType === "IDENTIFYING_INFORMATION");
    // TFNG is questions 1–5 of part 1: answered twice (a single test and the complete test).
    expect(tfng).toEqual({ questionType: "IDENTIFYING_INFORMATION", correct: 3, total: 10 });
    expect(data.bandTrend.map((b: { testTakerID: string }) => b.testTakerID)).toEqual([taken.alicePack]);
    expect((await post(ROUTES.readingInsight.path, {}, bob)).json().data.bandTrend).toEqual([]);
  });
});
