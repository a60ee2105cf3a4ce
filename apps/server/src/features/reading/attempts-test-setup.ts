import { ZUserInfoResponse } from "@bandcraft/contract/accounts";
import {
  type TAttemptState,
  ZListAttemptsResponse,
  ZOpenAttemptResponse,
  ZResultResponse,
  ZSaveAttemptResponse,
} from "@bandcraft/contract/attempts";
import { ZErrorEnvelope } from "@bandcraft/contract/common";
import {
  type THighlightItem,
  type TReadingPractice,
  ZPackResponse,
  ZReadingPractice,
  ZRecordResponse,
  ZSingleResponse,
  ZSubmitResponse,
} from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { expandAnswerKey } from "@bandcraft/domain/answer-key";
import { SUBMIT_GRACE_MS } from "@bandcraft/domain/attempt-clock";
import { expect } from "vitest";
import { z } from "zod";
import { bearer, signedInLearner, signIn } from "../../../test/harness";
import { suiteContext } from "../../../test/suite-context";
import type { TDialect } from "../../db/dialects";
import { sweepAttempts } from "./attempt-close.service";

// Test support shared by the attempts-*.routes.test.ts files; not part of the server.

export const SINGLE = "bandcraft-test-1-part-1";
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
export const SAVE = ROUTES.attemptSave.path;
export const SUBMIT = ROUTES.readingSubmit.path;
export const RESULT = ROUTES.readingResult.path;
export const LIST = ROUTES.attemptList.path;
export const OPEN = ROUTES.attemptOpen.path;

const ZRefusal = ZErrorEnvelope.extend({ reason: z.string().optional() });
const ZAdminSingle = z.object({ readingPractice: ZReadingPractice });

/** A moment after a deadline's grace: the server must close the attempt now. */
export const pastGrace = (deadline: number | null) => (deadline ?? Number.NaN) + SUBMIT_GRACE_MS + 1000;

/** Question number → answer, one passage's worth. */
export type TAnswers = Record<string, string>;

/** A working state with these answers per part, and no highlights or flags. */
export const stateOf = (answers: TAnswers[]): TAttemptState => ({
  answers,
  highlights: answers.map(() => []),
  flags: answers.map(() => []),
  currentPart: 0,
  currentQuestion: 1,
});

export const idsOf = (practices: { readingPracticeID: string }[]) => practices.map((p) => p.readingPracticeID);
export const saveBody = (testTakerID: string, revision: number, state: TAttemptState) => ({
  testTakerID,
  revision,
  state,
});

/** The attempt a start of one passage hands out at `now`: a server-made id, no deadline, revision 0. */
export const newSingleAttempt = (now: number) => ({
  testTakerID: expect.stringMatching(/^TT-[0-9A-Z]{24}$/),
  kind: "single",
  startedAt: now,
  deadline: null,
  serverTime: now,
  revision: 0,
});

/** The first accepted form of question n's answer: a right answer. */
export const rightAnswer = (key: TReadingPractice, n: number) =>
  expandAnswerKey(key.answers).get(n)?.split("|")[0] ?? "";

/**
 * One app and database for the enclosing describe block, and the calls the attempts tests make through
 * it. Learners made here are numbered within the block, so each gets a full day of tokens.
 */
export function attemptsTestSetup(dialect: TDialect) {
  const ctx = suiteContext(dialect);
  let learners = 0;

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });
  /** A call that must succeed, its body checked against the contract. */
  async function call<S extends z.ZodType>(schema: S, url: string, payload: unknown, token: string) {
    const res = await post(url, payload, token);
    expect(res.statusCode, res.body).toBe(200);
    return schema.parse(res.json()) as z.infer<S>;
  }
  /** A call that must be refused with this status: the envelope, its reason, and the raw body. */
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
    call(ZSingleResponse, ROUTES.readingSingle.path, { practiceID }, token);
  const startPack = (token: string) =>
    call(ZPackResponse, ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token);
  // The successful calls the tests make most, each checked against its endpoint's reply.
  const save = (testTakerID: string, revision: number, state: TAttemptState, token: string) =>
    call(ZSaveAttemptResponse, SAVE, saveBody(testTakerID, revision, state), token);
  const open = (testTakerID: string, token: string) => call(ZOpenAttemptResponse, OPEN, { testTakerID }, token);
  const submit = (paperBody: object, token: string) => call(ZSubmitResponse, SUBMIT, paperBody, token);
  const result = (testTakerID: string, token: string) => call(ZResultResponse, RESULT, { testTakerID }, token);
  const openAttempts = async (token: string) => (await call(ZListAttemptsResponse, LIST, {}, token)).attempts;
  /** The sweeper's pass: closes overdue attempts and abandons untimed ones idle longer than `idleMs`. */
  const sweep = (idleMs = WEEK) => sweepAttempts(ctx.deps, idleMs);
  const tokensLeft = async (token: string) =>
    (await call(ZUserInfoResponse, ROUTES.userInfo.path, {}, token)).data.tokenInfo[0]?.availableTokens;
  const recordsTotal = async (token: string) =>
    (await call(ZRecordResponse, ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 20 } }, token))
      .data.totalCnt;
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
    (await call(ZAdminSingle, ROUTES.adminReadingSingle.path, { practiceID }, await admin())).readingPractice;

  /** A paper for these passages (id → answers), the client's times agreeing with the server's. */
  const paper = (testTakerID: string, passages: Record<string, TAnswers>, items: THighlightItem[] = []) => ({
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

  /**
   * Moves the clock to 09:00 UTC eight days on and sweeps: whatever earlier tests left open is closed or
   * abandoned, so a test's own sweep counts only its own attempts, and its spends never straddle a refill.
   */
  async function afterEarlierTests() {
    ctx.clock.now = Math.floor(ctx.clock.now / DAY) * DAY + 8 * DAY + 9 * HOUR;
    await sweep();
  }

  return {
    ctx,
    post,
    call,
    refusal,
    learner,
    startSingle,
    startPack,
    save,
    open,
    submit,
    result,
    openAttempts,
    sweep,
    tokensLeft,
    recordsTotal,
    submissionRows,
    attemptRow,
    admin,
    keyOf,
    paper,
    blankPaperOf,
    afterEarlierTests,
  };
}
