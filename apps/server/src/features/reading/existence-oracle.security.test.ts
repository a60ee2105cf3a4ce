import { ROUTES } from "@bandcraft/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, paperPassage, signIn, type TTestContext } from "../../../test/harness";
import { createUser } from "../accounts/user-admin.service";

/**
 * Someone who may not see a thing cannot learn whether it exists: with no tokens, a start answers the same
 * 403 whether the practice (or the filters, or the complete test) exists or not; another learner's attempt
 * answers like one that was never made.
 */
const PRACTICE = "bandcraft-test-1-part-1";
const UNKNOWN = "no-such-practice-7f3a";

/** Two answers that should say the same thing: the status and the body, with the asked-for id masked. */
const same = (body: string, ...ids: string[]) => ids.reduce((text, id) => text.split(id).join("<id>"), body);

describe.each(DIALECTS)("existence oracles on %s", (dialect) => {
  let ctx: TTestContext;
  let learners = 0;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });

  async function learner(): Promise<string> {
    learners += 1;
    const email = `oracle${learners}@example.com`;
    await createUser(ctx.deps, { email, password: "learner-password", grantedBy: "test" });
    return signIn(ctx, email, "learner-password");
  }

  /** A learner who has spent every token of the day. */
  async function brokeLearner(): Promise<string> {
    const token = await learner();
    for (let i = 0; i < ctx.deps.config.readingDailyTokens; i++) {
      expect((await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, token)).statusCode).toBe(200);
    }
    return token;
  }

  it("answers /reading/single with the same 403 for a real and an unknown id when no tokens are left", async () => {
    const token = await brokeLearner();
    const real = await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, token);
    const unknown = await post(ROUTES.readingSingle.path, { practiceID: UNKNOWN }, token);
    expect(real.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json()).toMatchObject({ reason: "no-tokens", needed: 1 });
    expect(same(unknown.body, UNKNOWN)).toBe(same(real.body, PRACTICE));
  });

  it("answers /reading/single_random the same whether the filters match or not when no tokens are left", async () => {
    const token = await brokeLearner();
    const matching = await post(ROUTES.readingSingleRandom.path, { level: 1 }, token);
    await ctx.deps.db.updateTable("reading_practices").set({ level: -1 }).where("level", "=", 2).execute();
    try {
      const empty = await post(ROUTES.readingSingleRandom.path, { level: 2 }, token);
      expect([matching.statusCode, empty.statusCode]).toEqual([403, 403]);
      expect(empty.body).toBe(matching.body);
    } finally {
      await ctx.deps.db.updateTable("reading_practices").set({ level: 2 }).where("level", "=", -1).execute();
    }
  });

  it("answers /reading/pack_random the same whether the bank has that test or not when tokens are short", async () => {
    const token = await brokeLearner();
    const existing = await post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token);
    const missing = await post(ROUTES.readingPackRandom.path, { pageType: "MonitorTest" }, token);
    expect([existing.statusCode, missing.statusCode]).toEqual([403, 403]);
    expect(missing.body).toBe(existing.body);
  });

  it("still tells a learner who could start it that an id does not exist, and spends nothing", async () => {
    const token = await learner();
    const res = await post(ROUTES.readingSingle.path, { practiceID: UNKNOWN }, token);
    expect(res.statusCode).toBe(404);
    const info = await post(ROUTES.userInfo.path, {}, token);
    expect(info.json().data.tokenInfo[0].availableTokens).toBe(ctx.deps.config.readingDailyTokens);
  });

  it("answers another learner's attempt exactly like a made-up one on every attempt call", async () => {
    const owner = await learner();
    const started = await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, owner);
    const theirs = started.json().attempt.testTakerID as string;
    const madeUp = `TT-${theirs.slice(3, -4)}zzzz`;
    const stranger = await brokeLearner();
    const calls: [string, (id: string) => unknown][] = [
      [ROUTES.attemptOpen.path, (id) => ({ testTakerID: id })],
      [ROUTES.attemptStatus.path, (id) => ({ testTakerID: id })],
      [ROUTES.readingResult.path, (id) => ({ testTakerID: id })],
      [ROUTES.readingReview.path, (id) => ({ testTakerID: id, readingPracticeID: PRACTICE })],
      [
        ROUTES.attemptSave.path,
        (id) => ({
          testTakerID: id,
          revision: 0,
          state: { answers: [{}], highlights: [[]], flags: [[]], currentPart: 0 },
        }),
      ],
      [
        ROUTES.readingSubmit.path,
        (id) => ({
          testTakerID: id,
          startTimeStamp: ctx.clock.now,
          submissionTimestamp: ctx.clock.now,
          readingPractices: [paperPassage(PRACTICE)],
        }),
      ],
    ];
    for (const [url, body] of calls) {
      const other = await post(url, body(theirs), stranger);
      const unknown = await post(url, body(madeUp), stranger);
      expect(other.statusCode, url).toBe(unknown.statusCode);
      expect(other.statusCode, `${url}: ${other.body}`).toBeGreaterThanOrEqual(400);
      expect(same(other.body, theirs), url).toBe(same(unknown.body, madeUp));
    }
  });
});
