import type { TReadingPractice } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, signIn } from "../../../test/harness";
import { grantPrivilege } from "../accounts/user-admin.service";
import { newSingleAttempt } from "./attempts-test-setup";
import { PRACTICE, readingTestSetup } from "./reading-test-setup";

describe.each(DIALECTS)("reading API on %s", (dialect) => {
  const { ctx, post, newLearner, tokensLeft, submission, openAttempts } = readingTestSetup(dialect);
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signIn(ctx);
  });

  it("starts a named practice without its key and spends one token", async () => {
    const { token } = await newLearner();
    const res = await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, token);
    expect(res.statusCode).toBe(200);
    const practice = res.json().readingPractice;
    expect(practice.readingPracticeID).toBe(PRACTICE);
    expect(practice.answers).toBeUndefined();
    expect(practice.explanations).toBeUndefined();
    expect(res.body).not.toContain('"question_1"');
    // The start is an attempt on the server: its id made there, unguessable; a single passage counts up.
    expect(res.json().attempt).toEqual(newSingleAttempt(ctx.clock.now));
    expect((await openAttempts(token)).map((a) => a.testTakerID)).toEqual([res.json().attempt.testTakerID]);
    expect(await tokensLeft(token)).toBe(5);
  });

  it.each([
    ["an unknown id", { practiceID: "no-such-practice" }, 404, /No reading practice/],
    ["a malformed id", { practiceID: "../etc" }, 400, /practiceID/],
    ["no id", {}, 400, /practiceID/],
  ])("answers %s with its 4xx and spends nothing", async (_label, body, status, message) => {
    const { token } = await newLearner();
    const res = await post(ROUTES.readingSingle.path, body, token);
    expect(res.statusCode).toBe(status);
    expect(res.json().errMsg).toMatch(message);
    expect(await tokensLeft(token)).toBe(6);
    expect(await openAttempts(token)).toEqual([]);
  });

  it("requires a session to start or submit", async () => {
    expect((await post(ROUTES.readingSingle.path, { practiceID: PRACTICE })).statusCode).toBe(401);
    expect((await post(ROUTES.readingSingleRandom.path, null)).statusCode).toBe(401);
    expect((await post(ROUTES.readingSubmit.path, submission("TT-NOAUTH0001", {}))).statusCode).toBe(401);
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
      const res = await post(ROUTES.readingSingleRandom.path, filter, token);
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
    expect((await post(ROUTES.readingSingleRandom.path, filter, token)).statusCode).toBe(400);
  });

  it("never hands out a deleted practice", async () => {
    const { token } = await newLearner();
    await ctx.deps.db.updateTable("reading_practices").set({ level: -1 }).where("level", "=", 1).execute();
    try {
      expect((await post(ROUTES.readingSingleRandom.path, { level: 1 }, token)).statusCode).toBe(404);
      expect((await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, token)).statusCode).toBe(404);
      expect(await tokensLeft(token)).toBe(6);
    } finally {
      await ctx.deps.db.updateTable("reading_practices").set({ level: 1 }).where("level", "=", -1).execute();
    }
  });

  it("refuses a seventh start today with 403 naming the refill, and refills at midnight", async () => {
    const { token } = await newLearner();
    for (let i = 0; i < 6; i++)
      expect((await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, token)).statusCode).toBe(200);
    const refused = await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, token);
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
      expect((await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, token)).statusCode).toBe(200);
      expect(await tokensLeft(token)).toBe(5);
    } finally {
      ctx.clock.now = saved;
    }
  });

  it("succeeds exactly six times out of fifty parallel starts", async () => {
    const { token } = await newLearner();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => post(ROUTES.readingSingleRandom.path, null, token)),
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
      expect((await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, adminToken)).statusCode).toBe(200);
    const active = await newLearner();
    await grantPrivilege(ctx.deps, {
      email: active.email,
      privilegeId: 3,
      expiresAt: ctx.clock.now + 86_400_000,
      grantedBy: "test",
    });
    for (let i = 0; i < 8; i++)
      expect((await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, active.token)).statusCode).toBe(200);
    const expired = await newLearner();
    await grantPrivilege(ctx.deps, {
      email: expired.email,
      privilegeId: 3,
      expiresAt: ctx.clock.now - 1,
      grantedBy: "test",
    });
    await post(ROUTES.readingSingle.path, { practiceID: PRACTICE }, expired.token);
    expect(await tokensLeft(expired.token)).toBe(5);
  });
});
