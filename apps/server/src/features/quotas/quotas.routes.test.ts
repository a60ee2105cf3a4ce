import { LEARNER_QUOTAS } from "@bandcraft/contract/quotas";
import { ROUTES } from "@bandcraft/contract/routes";
import { SUBMIT_GRACE_MS } from "@bandcraft/domain/attempt-clock";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { bearer, DIALECTS, paperOf, paperPassage, signedInLearner } from "../../../test/harness";
import { suiteContext } from "../../../test/suite-context";
import { sweepAttempts } from "../reading/attempt-close.service";
import { insertSubmissions, type TNewSubmission } from "../reading/submission.repository";

const SINGLE = "bandcraft-test-1-part-1";
const TASK = { writingPracticeID: "bandcraft-writing-task2-driverless-buses", part: 2 };
const WEEK = 7 * 24 * 3_600_000;
/** Words of 19 letters and a space: 10,000 of them (the word limit) make 200,000 characters (the size limit). */
const textOf = (chars: number) => "abcdefghijklmnopqrs ".repeat(Math.ceil(chars / 20)).slice(0, chars);

describe.each(DIALECTS)("per-learner quotas on %s", (dialect) => {
  const ctx = suiteContext(dialect, { readingDailyTokens: 1000 });
  let learners = 0;

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });

  async function learner(): Promise<{ token: string; id: number }> {
    learners += 1;
    const name = `quota-${learners}`;
    const token = await signedInLearner(ctx, name);
    const row = await sql<{ id: number }>`select id from users where email = ${`${name}@example.com`}`.execute(
      ctx.deps.db,
    );
    return { token, id: Number(row.rows[0]?.id) };
  }

  /** Essays stored directly (as if saved before), `chars` characters each, with the usage the saves would have left. */
  async function storedEssays(userId: number, count: number, chars: number) {
    const text = textOf(chars);
    for (let from = 0; from < count; from += 500) {
      const rows = Array.from({ length: Math.min(500, count - from) }, (_, i) => ({
        id: `essay-old-${userId}-${from + i}`,
        user_id: userId,
        writing_practice_id: TASK.writingPracticeID,
        part: TASK.part,
        text,
        word_count: 1,
        time_spent: 60,
        feedback: null,
        created_at: ctx.clock.now - 1_000,
        excerpt: "old",
        text_chars: chars,
      }));
      await ctx.deps.db.insertInto("essays").values(rows).execute();
    }
    await ctx.deps.db
      .insertInto("learner_usage")
      .values({ user_id: userId, essay_count: count, essay_chars: count * chars })
      .execute();
  }

  const saveEssay = (token: string, text: string) =>
    post(ROUTES.essaySave.path, { ...TASK, text, timeSpent: 60 }, token);
  const stored = async (userId: number) => {
    const essays = await ctx.deps.db
      .selectFrom("essays")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    const usage = await ctx.deps.db
      .selectFrom("learner_usage")
      .select(["essay_count", "essay_chars"])
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    return { essays: Number(essays.n), count: Number(usage.essay_count), chars: Number(usage.essay_chars) };
  };

  it("accepts the 2,000th essay, refuses the 2,001st with 409 essay-count storing nothing, and takes one after a delete", async () => {
    const { token, id } = await learner();
    await storedEssays(id, LEARNER_QUOTAS.essays - 1, 100);
    const last = await saveEssay(token, "The last essay that fits.");
    expect(last.statusCode, last.body).toBe(200);
    const before = await stored(id);
    expect(before).toEqual({ essays: 2_000, count: 2_000, chars: 1_999 * 100 + 25 });
    const over = await saveEssay(token, "One essay too many.");
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ statusCode: 409, reason: "essay-count" });
    expect(over.json().errMsg).toMatch(/2,000 saved essays/);
    expect(await stored(id)).toEqual(before);
    const listed = await post(ROUTES.essayList.path, { paginationRequest: { page: 1, pageSize: 5 } }, token);
    expect(listed.json().data.totalCnt).toBe(2_000);
    const deleted = await post(ROUTES.essayDelete.path, { essayID: last.json().essayID }, token);
    expect(deleted.statusCode).toBe(200);
    expect(await stored(id)).toEqual({ essays: 1_999, count: 1_999, chars: 1_999 * 100 });
    expect((await saveEssay(token, "Room again.")).statusCode).toBe(200);
  });

  it("accepts essays up to 20,000,000 characters in all, refuses one character more with 409 essay-size", async () => {
    const { token, id } = await learner();
    await storedEssays(id, 99, 200_000);
    const atLimit = await saveEssay(token, textOf(200_000));
    expect(atLimit.statusCode, atLimit.body.slice(0, 300)).toBe(200);
    const before = await stored(id);
    expect(before).toEqual({ essays: 100, count: 100, chars: LEARNER_QUOTAS.essayChars });
    const over = await saveEssay(token, "x");
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ reason: "essay-size" });
    expect(await stored(id)).toEqual(before);
  });

  it("lets exactly one of five saves at once take the last place", async () => {
    const { token, id } = await learner();
    await storedEssays(id, LEARNER_QUOTAS.essays - 1, 10);
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => saveEssay(token, `Essay number ${i}.`)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await stored(id)).essays).toBe(LEARNER_QUOTAS.essays);
  });

  /** Starts `count` single tests now; their test-taker ids. */
  async function starts(token: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const res = await post(ROUTES.readingSingle.path, { practiceID: SINGLE }, token);
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().attempt.testTakerID);
    }
    return ids;
  }
  const submit = (token: string, id: string, answers: Record<string, string> = { "1": "A" }) =>
    post(ROUTES.readingSubmit.path, paperOf(ctx, id, [paperPassage(SINGLE, answers)]), token);
  const recordsTotal = async (token: string) =>
    (await post(ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 1 } }, token)).json().data
      .totalCnt;

  it("takes 10 submits in a minute, refuses the 11th with 429 and Retry-After, keeping its attempt and saved state, and takes it after the wait", async () => {
    const { token } = await learner();
    const ids = await starts(token, 12);
    const kept = ids[10] as string;
    const state = {
      answers: [{ "1": "TRUE", "2": "B" }],
      highlights: [[]],
      flags: [[3]],
      currentPart: 0,
      currentQuestion: 2,
    };
    const saved = await post(ROUTES.attemptSave.path, { testTakerID: kept, revision: 0, state }, token);
    expect(saved.statusCode, saved.body).toBe(200);
    ctx.clock.now += 754_000;
    for (const id of ids.slice(0, 10)) expect((await submit(token, id)).statusCode).toBe(200);
    const refused = await submit(token, kept, { "1": "TRUE", "2": "B" });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json()).toMatchObject({ statusCode: 429, reason: "submit-rate", retryAfterSeconds: 60 });
    // Nothing stored: no record, the attempt still open with the state it had.
    expect(await recordsTotal(token)).toBe(10);
    const status = await post(ROUTES.attemptStatus.path, { testTakerID: kept }, token);
    expect(status.json()).toMatchObject({ status: "open", revision: 1 });
    const opened = await post(ROUTES.attemptOpen.path, { testTakerID: kept }, token);
    expect(opened.json().state).toEqual(state);
    // A repeat of a paper already stored needs no slot: it answers the first record.
    const repeat = await submit(token, ids[0] as string);
    expect(repeat.statusCode, repeat.body).toBe(200);
    // 59 seconds on, still full; at 60 the first ten leave the window.
    ctx.clock.now += 59_000;
    expect((await submit(token, kept, { "1": "TRUE", "2": "B" })).headers["retry-after"]).toBe("1");
    ctx.clock.now += 1_000;
    const later = await submit(token, kept, { "1": "TRUE", "2": "B" });
    expect(later.statusCode, later.body).toBe(200);
    expect(await recordsTotal(token)).toBe(11);
  });

  it("refuses both of two identical submits sent at once at the limit with 429, never 500, storing nothing", async () => {
    const { token } = await learner();
    const ids = await starts(token, 11);
    ctx.clock.now += 754_000;
    for (const id of ids.slice(0, 10)) expect((await submit(token, id)).statusCode).toBe(200);
    const kept = ids[10] as string;
    const both = await Promise.all([submit(token, kept), submit(token, kept)]);
    for (const res of both) {
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json()).toMatchObject({ reason: "submit-rate" });
    }
    expect(await recordsTotal(token)).toBe(10);
    const status = await post(ROUTES.attemptStatus.path, { testTakerID: kept }, token);
    expect(status.json()).toMatchObject({ status: "open" });
    ctx.clock.now += 60_000;
    const later = await Promise.all([submit(token, kept), submit(token, kept)]);
    expect(later.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(later[1]?.json().data).toEqual(later[0]?.json().data);
    expect(await recordsTotal(token)).toBe(11);
  });

  it("refuses a repeat of a rate-refused submit in the same stored batch with the same wait, not as taken", async () => {
    const { token, id } = await learner();
    const ids = await starts(token, 11);
    ctx.clock.now += 754_000;
    for (const taken of ids.slice(0, 10)) expect((await submit(token, taken)).statusCode).toBe(200);
    const paper = (n: number): TNewSubmission => ({
      id: `sub_same_batch_${dialect}_${n}`,
      userId: id,
      testTakerId: ids[10] as string,
      startTs: ctx.clock.now - 754_000,
      elapsedSeconds: 754,
      submittedAt: ctx.clock.now,
      totalCorrect: 0,
      questionCount: 13,
      band: 0,
      payloadHash: "same",
      closedByServer: false,
      passages: [],
    });
    const outcomes = await ctx.deps.db
      .transaction()
      .execute((trx) =>
        insertSubmissions(trx, ctx.deps.dialect, [paper(1), paper(2)], LEARNER_QUOTAS.submitsPerWindow),
      );
    expect(outcomes).toEqual([{ retryAfterMs: 60_000 }, { retryAfterMs: 60_000 }]);
    expect(await recordsTotal(token)).toBe(10);
  });

  it("never refuses the server's close at a deadline, even with the learner's minute full", async () => {
    const { token } = await learner();
    const pack = await post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token);
    expect(pack.statusCode, pack.body).toBe(200);
    const deadline = pack.json().attempt.deadline as number;
    ctx.clock.now = deadline - 10 * 60_000;
    const ids = await starts(token, 11);
    ctx.clock.now = deadline + SUBMIT_GRACE_MS + 60_000;
    for (const id of ids.slice(0, 10)) expect((await submit(token, id)).statusCode).toBe(200);
    expect(await sweepAttempts(ctx.deps, WEEK)).toEqual({ closed: 1, abandoned: 0 });
    expect(await recordsTotal(token)).toBe(11);
    expect((await submit(token, ids[10] as string)).statusCode).toBe(429);
  });
});
