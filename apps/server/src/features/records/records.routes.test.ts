import zlib from "node:zlib";
import { type TReadingPractice, ZRecordResponse } from "@bandcraft/contract/reading";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signedInLearner, type TestContext } from "../../../test/harness";
import { findPractice, upsertPractice } from "../reading/reading.repository";

const TEST_1 = ["bandcraft-test-1-part-1", "bandcraft-test-1-part-2", "bandcraft-test-1-part-3"];

describe.each(DIALECTS)("records and review on %s", (dialect) => {
  let ctx: TestContext;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    alice = await signedInLearner(ctx, "alice");
    bob = await signedInLearner(ctx, "bob");
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });
  const records = (token: string, page: number, pageSize: number) =>
    post("/api/reading/record", { paginationRequest: { page, pageSize } }, token);

  async function submit(token: string, testTakerID: string, parts: { id: string; answers: Record<string, string> }[]) {
    ctx.clock.now += 60_000;
    const res = await post(
      "/api/reading/submit",
      {
        testTakerID,
        elapsedTime: 300,
        startTimeStamp: ctx.clock.now - 300_000,
        submissionTimestamp: ctx.clock.now,
        readingPractices: parts.map((p) => ({
          readingPracticeID: p.id,
          answers: p.answers,
          highlights: { items: [] },
          highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
        })),
      },
      token,
    );
    expect(res.statusCode).toBe(200);
  }

  it("starts empty", async () => {
    expect((await records(alice, 1, 20)).json()).toEqual({
      statusCode: 200,
      errMsg: "",
      data: { practiceRecord: [], totalCnt: 0 },
    });
  });

  it("lists the caller's own records newest first, with the band on complete tests only", async () => {
    await submit(alice, "TT-ALICE000001", [{ id: TEST_1[0] ?? "", answers: { "1": "FALSE", "2": "TRUE" } }]);
    await submit(alice, "TT-ALICE000002", [{ id: TEST_1[1] ?? "", answers: { "14": "ii" } }]);
    await submit(
      alice,
      "MT-ALICE000003",
      TEST_1.map((id): { id: string; answers: Record<string, string> } => ({
        id,
        answers: id.endsWith("1") ? { "1": "FALSE" } : {},
      })),
    );
    await submit(bob, "TT-BOB00000001", [{ id: TEST_1[0] ?? "", answers: {} }]);
    const body = (await records(alice, 1, 20)).json();
    // The page is assembled as text from stored JSON: it must still be exactly the contract's shape.
    expect(ZRecordResponse.safeParse(body).success).toBe(true);
    const { data } = body;
    expect(data.totalCnt).toBe(3);
    expect(data.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID)).toEqual([
      "MT-ALICE000003",
      "TT-ALICE000002",
      "TT-ALICE000001",
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

  it("pages through 47 records, across chunk boundaries and a burst stored together, each once", async () => {
    const carol = await signedInLearner(ctx, "carol");
    const id = (n: number) => `TT-CAROL${String(n).padStart(6, "0")}`;
    const paper = [{ id: TEST_1[0] ?? "", answers: {} }];
    // 23 one after the other (past the first chunk of 20), then 24 at once: one group commit appends
    // several records of one learner, past the second chunk.
    for (let n = 1; n <= 23; n++) await submit(carol, id(n), paper);
    await Promise.all(Array.from({ length: 24 }, (_, i) => submit(carol, id(24 + i), paper)));
    const all = (await records(carol, 1, 100)).json().data;
    const ids: string[] = all.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID);
    expect(all.totalCnt).toBe(47);
    expect(new Set(ids.slice(0, 24))).toEqual(new Set(Array.from({ length: 24 }, (_, i) => id(24 + i))));
    expect(ids.slice(24)).toEqual(Array.from({ length: 23 }, (_, i) => id(23 - i)));
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

  it("keeps each learner's records apart when papers of several learners are stored together", async () => {
    const learners = [await signedInLearner(ctx, "dave"), await signedInLearner(ctx, "erin")];
    const id = (who: number, n: number) => `TT-${who === 0 ? "DAVE" : "ERIN"}${String(n).padStart(6, "0")}`;
    const paper = [{ id: TEST_1[1] ?? "", answers: {} }];
    // Two learners' papers interleaved in bursts: each group commit appends to both lists.
    for (let burst = 0; burst < 3; burst++) {
      await Promise.all(
        Array.from({ length: 16 }, (_, i) => submit(learners[i % 2] ?? "", id(i % 2, burst * 8 + (i >> 1)), paper)),
      );
    }
    for (const [who, token] of learners.entries()) {
      const { data } = (await records(token, 1, 100)).json();
      expect(data.totalCnt).toBe(24);
      const ids = data.practiceRecord.map((r: { testTakerID: string }) => r.testTakerID).sort();
      expect(ids).toEqual(Array.from({ length: 24 }, (_, n) => id(who, n)).sort());
    }
  });

  it.each([
    [1, 20],
    [1, 2],
    [2, 2],
    [3, 2],
  ])("sends page %i of size %i to a browser as stitched deflate that inflates to the same JSON", async (page, size) => {
    const plain = await records(alice, page, size);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/reading/record",
      payload: { paginationRequest: { page, pageSize: size } },
      headers: { ...bearer(alice), "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("deflate");
    expect(res.headers.vary).toContain("accept-encoding");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    // inflateSync checks the stream's Adler-32, so a wrongly combined sum fails here.
    expect(zlib.inflateSync(res.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it.each(["deflate;q=0, gzip", "*;q=0", "identity", "gzip"])(
    "sends no deflate to a client whose Accept-Encoding is %j",
    async (acceptEncoding) => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/reading/record",
        payload: { paginationRequest: { page: 1, pageSize: 20 } },
        headers: { ...bearer(alice), "accept-encoding": acceptEncoding },
      });
      expect(res.statusCode).toBe(200);
      // Alice's few records are below sendJsonText's gzip threshold: plain JSON.
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.json().data.totalCnt).toBe(3);
    },
  );

  it.each([
    ["page 0", { page: 0, pageSize: 20 }],
    ["a negative page", { page: -1, pageSize: 20 }],
    ["page size 0", { page: 1, pageSize: 0 }],
    ["a huge page size", { page: 1, pageSize: 100000 }],
    ["a fractional page", { page: 1.5, pageSize: 20 }],
  ])("refuses %s with 400", async (_label, paginationRequest) => {
    const res = await post("/api/reading/record", { paginationRequest }, alice);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toMatch(/page/);
  });

  it("reviews a passage against its key, with answers, marks and explanations", async () => {
    const res = await post(
      "/api/reading/review",
      { readingPracticeID: TEST_1[0], testTakerID: "TT-ALICE000001" },
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

  it.each([
    ["another learner's submission", { readingPracticeID: TEST_1[0], testTakerID: "TT-BOB00000001" }, 404],
    ["an unknown submission", { readingPracticeID: TEST_1[0], testTakerID: "TT-NOBODY00001" }, 404],
    ["a passage outside the submission", { readingPracticeID: TEST_1[2], testTakerID: "TT-ALICE000001" }, 404],
  ])("answers a review of %s with 404", async (_label, body, status) => {
    expect((await post("/api/reading/review", body, alice)).statusCode).toBe(status);
  });

  it.each([
    ["no test-taker id", { readingPracticeID: TEST_1[0] }],
    ["an empty practice id", { readingPracticeID: " ", testTakerID: "TT-ALICE000001" }],
    ["no body", undefined],
  ])("answers a review with %s by 'Missing review parameters'", async (_label, body) => {
    const res = await post("/api/reading/review", body, alice);
    expect(res.statusCode).toBe(400);
    expect(res.json().errMsg).toBe("Missing review parameters");
  });

  it("keeps a past review unchanged after the passage is edited", async () => {
    const current = (await findPractice(ctx.deps.db, TEST_1[0] ?? "")) as TReadingPractice;
    await upsertPractice(
      ctx.deps.db,
      { ...current, title: "Edited title", answers: { ...current.answers, question_1: "TRUE" } },
      ctx.clock.now,
    );
    const body = (
      await post("/api/reading/review", { readingPracticeID: TEST_1[0], testTakerID: "TT-ALICE000001" }, alice)
    ).json();
    expect(body.readingPractice.title).toBe(current.title);
    expect(body.readingPractice.answers.question_1).toBe("FALSE");
    await upsertPractice(ctx.deps.db, current, ctx.clock.now);
  });

  it("sums accuracy per question type over every attempt and lists the complete tests' bands", async () => {
    const { data } = (await post("/api/reading/insight", {}, alice)).json();
    const tfng = data.byType.find((t: { questionType: string }) => t.questionType === "IDENTIFYING_INFORMATION");
    // TFNG is questions 1–5 of part 1: answered twice (a single test and the complete test).
    expect(tfng).toEqual({ questionType: "IDENTIFYING_INFORMATION", correct: 3, total: 10 });
    expect(data.bandTrend.map((b: { testTakerID: string }) => b.testTakerID)).toEqual(["MT-ALICE000003"]);
    expect((await post("/api/reading/insight", {}, bob)).json().data.bandTrend).toEqual([]);
  });
});
