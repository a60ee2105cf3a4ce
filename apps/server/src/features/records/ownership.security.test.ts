import { ROUTES } from "@bandcraft/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createTestContext,
  DIALECTS,
  signedInLearner,
  startedAttempt,
  type TTestContext,
} from "../../../test/harness";

const PART_1 = "bandcraft-test-1-part-1";
/** A well-formed test-taker id no one was given. */
const NEVER_WAS = "TT-NEVERWAS001";
/** Alice's answers carry a marker no one else typed, so any trace of them in Bob's payloads is found. */
const ALICE_ANSWER = "alicesecretanswer";

describe.each(DIALECTS)("one learner's records are closed to another (IDOR) on %s", (dialect) => {
  let ctx: TTestContext;
  let alice: string;
  let bob: string;
  let aliceSubmission: string;
  /** Alice's submitted test (its server-made id). */
  let alicePaper: string;

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });

  const paper = (testTakerID: string, answers: Record<string, string>) => ({
    testTakerID,
    elapsedTime: 120,
    // The client's clock agrees with the server's: the paper is sent 120 seconds after its start.
    startTimeStamp: ctx.clock.now - 120_000,
    submissionTimestamp: ctx.clock.now,
    readingPractices: [
      {
        readingPracticeID: PART_1,
        answers,
        highlights: {
          items: [
            {
              id: "hl-alice",
              text: "x",
              start: 0,
              end: 1,
              note: `note by ${ALICE_ANSWER}`,
              componentId: "passage-0",
              globalOffset: 0,
              localStart: 0,
              localEnd: 1,
              timestamp: ctx.clock.now,
              context: { before: "", after: "", totalLength: 1 },
            },
          ],
        },
        highlightStats: { highlightCount: 0, noteCount: 1, totalCount: 1 },
      },
    ],
  });

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    alice = await signedInLearner(ctx, "alice");
    bob = await signedInLearner(ctx, "bob");
    alicePaper = await startedAttempt(ctx, alice, PART_1);
    ctx.clock.now += 120_000;
    const res = await post(ROUTES.readingSubmit.path, paper(alicePaper, { "7": ALICE_ANSWER }), alice);
    expect(res.statusCode, res.body).toBe(200);
    aliceSubmission = res.json().submissionRecord.submissionID;
  });
  afterAll(async () => ctx?.close());

  it("lets Alice review her own paper (the baseline)", async () => {
    const res = await post(ROUTES.readingReview.path, { readingPracticeID: PART_1, testTakerID: alicePaper }, alice);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(ALICE_ANSWER);
  });

  it("answers Bob's review of Alice's paper with the same 404 as a paper that never existed", async () => {
    const stolen = await post(ROUTES.readingReview.path, { readingPracticeID: PART_1, testTakerID: alicePaper }, bob);
    const missing = await post(ROUTES.readingReview.path, { readingPracticeID: PART_1, testTakerID: NEVER_WAS }, bob);
    expect(stolen.statusCode).toBe(404);
    // The message names the asked-for id, so with the ids swapped the two answers are the same text.
    expect(stolen.json()).toEqual({
      ...missing.json(),
      errMsg: missing.json().errMsg.replace(NEVER_WAS, alicePaper),
    });
    expect(stolen.body).not.toContain(ALICE_ANSWER);
  });

  it("shows Bob none of Alice's records, notes or statistics", async () => {
    for (const [url, body] of [
      [ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 100 } }],
      [ROUTES.readingInsight.path, {}],
    ] as const) {
      const res = await post(url, body, bob);
      expect(res.statusCode).toBe(200);
      for (const secret of [alicePaper, ALICE_ANSWER, aliceSubmission]) expect(res.body, url).not.toContain(secret);
    }
    expect(
      (await post(ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 100 } }, bob)).json().data,
    ).toEqual({ practiceRecord: [], totalCnt: 0 });
  });

  it("keeps test-taker ids per learner: Alice's tests, submitted or open, are as absent to Bob as one never made", async () => {
    const aliceOpen = await startedAttempt(ctx, alice, PART_1);
    ctx.clock.now += 60_000;
    const state = {
      answers: [{ "7": "bob's own answer" }],
      highlights: [[]],
      flags: [[]],
      currentPart: 0,
      currentQuestion: 7,
    };
    const calls: [string, (testTakerID: string) => unknown][] = [
      [ROUTES.readingSubmit.path, (testTakerID) => paper(testTakerID, { "7": "bob's own answer" })],
      [ROUTES.readingResult.path, (testTakerID) => ({ testTakerID })],
      [ROUTES.attemptOpen.path, (testTakerID) => ({ testTakerID })],
      [ROUTES.attemptSave.path, (testTakerID) => ({ testTakerID, revision: 0, state })],
    ];
    for (const [url, body] of calls) {
      const missing = await post(url, body(NEVER_WAS), bob);
      expect(missing.statusCode, url).toBe(404);
      for (const hers of [alicePaper, aliceOpen]) {
        const res = await post(url, body(hers), bob);
        // The message names the asked-for id, so with the ids swapped the two answers are the same text.
        expect(res.json(), url).toEqual({ ...missing.json(), errMsg: missing.json().errMsg.replace(NEVER_WAS, hers) });
        expect(res.body, url).not.toContain(ALICE_ANSWER);
      }
    }
    // Bob stored nothing, and Alice's tests are as she left them: her paper and her open test, whose
    // revision no call of Bob's moved.
    expect(
      (await post(ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 100 } }, bob)).json().data,
    ).toEqual({ practiceRecord: [], totalCnt: 0 });
    const hers = await post(ROUTES.readingReview.path, { readingPracticeID: PART_1, testTakerID: alicePaper }, alice);
    expect(hers.json().submittedAnswers).toEqual({ "7": ALICE_ANSWER });
    const opened = await post(ROUTES.attemptOpen.path, { testTakerID: aliceOpen }, alice);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().attempt.revision).toBe(1);
    expect(opened.json().state).toBeNull();
  });

  it("answers an essay of Alice's with 404 for Bob, on reading and on deleting", async () => {
    const saved = await post(
      ROUTES.essaySave.path,
      {
        writingPracticeID: "bandcraft-writing-task2-driverless-buses",
        part: 2,
        text: `An essay by ${ALICE_ANSWER}.`,
        timeSpent: 60,
      },
      alice,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const essayID = saved.json().essayID;
    for (const call of [ROUTES.essayGet.path, ROUTES.essayDelete.path]) {
      const res = await post(call, { essayID }, bob);
      expect(res.statusCode, call).toBe(404);
      expect(res.body).not.toContain(ALICE_ANSWER);
    }
    const list = await post(ROUTES.essayList.path, { paginationRequest: { page: 1, pageSize: 100 } }, bob);
    expect(list.body).not.toContain(ALICE_ANSWER);
    expect((await post(ROUTES.essayGet.path, { essayID }, alice)).json().essay.text).toContain(ALICE_ANSWER);
  });
});
