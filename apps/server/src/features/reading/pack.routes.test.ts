import type { THighlightItem } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createTestContext,
  DIALECTS,
  paperOf,
  signIn,
  startedAttempt,
  type TTestContext,
} from "../../../test/harness";
import { storedHighlights } from "../../../test/stored-papers";
import { createUser } from "../accounts/user-admin.service";

describe.each(DIALECTS)("complete tests and highlights on %s", (dialect) => {
  let ctx: TTestContext;
  let learners = 0;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, token?: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: token ? bearer(token) : {} });

  async function learner(): Promise<string> {
    learners += 1;
    const email = `pack${learners}@example.com`;
    await createUser(ctx.deps, { email, password: "learner-password", grantedBy: "test" });
    return signIn(ctx, email, "learner-password");
  }
  const tokensLeft = async (token: string) =>
    (await post(ROUTES.userInfo.path, {}, token)).json().data.tokenInfo[0].availableTokens as number;

  it("hands out parts 1, 2 and 3 of one complete test, without keys, for three tokens", async () => {
    const token = await learner();
    const res = await post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token);
    expect(res.statusCode).toBe(200);
    const parts = res.json().readingPractice;
    expect(parts.map((p: { level: number }) => p.level)).toEqual([1, 2, 3]);
    expect(new Set(parts.map((p: { testGroup: string }) => p.testGroup)).size).toBe(1);
    expect(parts.every((p: { answers?: unknown }) => p.answers === undefined)).toBe(true);
    // One timed attempt for the three: a complete test's 60 minutes on the server's clock.
    expect(res.json().attempt).toEqual({
      testTakerID: expect.stringMatching(/^MT-[0-9A-Z]{20,}$/),
      kind: "multi",
      startedAt: ctx.clock.now,
      deadline: ctx.clock.now + 3_600_000,
      serverTime: ctx.clock.now,
      revision: 0,
    });
    expect(await tokensLeft(token)).toBe(3);
  });

  it("spends all three tokens or none: with two left the pack is refused and both remain", async () => {
    const token = await learner();
    for (let i = 0; i < 4; i++) await post(ROUTES.readingSingleRandom.path, null, token);
    expect(await tokensLeft(token)).toBe(2);
    const refused = await post(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errMsg).toMatch(/needs 3 tokens/);
    expect(await tokensLeft(token)).toBe(2);
  });

  it.each([
    ["a page type with no tests", { pageType: "CambridgeIelts" }, 404],
    ["an unknown page type", { pageType: "Mock" }, 400],
    ["an unknown field", { pageType: "ActualTest", parts: 2 }, 400],
  ])("answers %s with its status", async (_label, body, status) => {
    const token = await learner();
    expect((await post(ROUTES.readingPackRandom.path, body, token)).statusCode).toBe(status);
    expect(await tokensLeft(token)).toBe(6);
  });

  it("keeps a submission whole and drops only the highlights outside their text", async () => {
    const token = await learner();
    const highlight = (id: string, localStart: number, localEnd: number, text: string): THighlightItem => ({
      id,
      text,
      start: localStart,
      end: localEnd,
      componentId: "passage-0",
      globalOffset: localStart,
      localStart,
      localEnd,
      timestamp: ctx.clock.now,
      context: { before: "", after: "", totalLength: 700 },
    });
    const testTakerID = await startedAttempt(ctx, token, "bandcraft-test-1-part-1");
    // The paper's times are the client's: sent as a learner some minutes after the start.
    ctx.clock.now += 754_000;
    const res = await post(
      ROUTES.readingSubmit.path,
      {
        ...paperOf(ctx, testTakerID, []),
        readingPractices: [
          {
            readingPracticeID: "bandcraft-test-1-part-1",
            answers: { "1": "FALSE" },
            highlights: { items: [highlight("good", 0, 4, "Long"), highlight("stray", 5000, 5010, "nowhere!!!")] },
            highlightStats: { highlightCount: 2, noteCount: 0, totalCount: 2 },
          },
        ],
      },
      token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().submissionRecord.totalCorrectCnt).toBe(1);
    const [stored] = await storedHighlights(ctx, { testTakerId: testTakerID });
    expect(JSON.parse(stored ?? "[]").map((h: THighlightItem) => h.id)).toEqual(["good"]);
  });
});
