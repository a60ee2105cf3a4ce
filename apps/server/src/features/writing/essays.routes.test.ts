import { ROUTES } from "@bandcraft/contract/routes";
import { ZEssayGetResponse, ZEssayListResponse } from "@bandcraft/contract/writing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestContext, DIALECTS, signIn, type TTestContext } from "../../../test/harness";
import { createUser } from "../accounts/user-admin.service";

const TASK2 = "bandcraft-writing-task2-driverless-buses";
const TASK1 = "bandcraft-writing-task1-coastal-town-changes";
const ESSAY = "Driverless buses could run all night.\n\nYet many riders would miss a driver who can help.";

describe.each(DIALECTS)("saved essays on %s", (dialect) => {
  let ctx: TTestContext;
  let ann: string;
  let ben: string;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    for (const email of ["ann@example.com", "ben@example.com"]) {
      await createUser(ctx.deps, { email, password: "learner-password", grantedBy: "test" });
    }
    ann = await signIn(ctx, "ann@example.com", "learner-password");
    ben = await signIn(ctx, "ben@example.com", "learner-password");
  });
  afterAll(async () => ctx?.close());

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });
  const save = (token: string, overrides: Record<string, unknown> = {}) => {
    ctx.clock.now += 1000;
    return post(
      ROUTES.essaySave.path,
      { writingPracticeID: TASK2, part: 2, text: ESSAY, timeSpent: 900, ...overrides },
      token,
    );
  };
  const list = async (token: string, page = 1, pageSize = 20) =>
    ZEssayListResponse.parse(
      (await post(ROUTES.essayList.path, { paginationRequest: { page, pageSize } }, token)).json(),
    ).data;

  it("saves an essay with its word count and feedback summary, and gives it back whole to its owner", async () => {
    const res = await save(ann, { feedbackSummary: { grammarIssues: 2, spellingIssues: 1, overviewFound: false } });
    expect(res.statusCode).toBe(200);
    const { essayID } = res.json();
    expect(essayID).toMatch(/^essay-/);
    const got = ZEssayGetResponse.parse((await post(ROUTES.essayGet.path, { essayID }, ann)).json()).essay;
    expect(got).toMatchObject({
      essayID,
      writingPracticeID: TASK2,
      part: 2,
      text: ESSAY,
      wordCount: 16,
      timeSpent: 900,
      createdAt: ctx.clock.now,
      feedbackSummary: { grammarIssues: 2, spellingIssues: 1, overviewFound: false },
    });
    expect(got.task?.writingPracticeID).toBe(TASK2);
  });

  it("lists the learner's own essays newest first with excerpts, and pages", async () => {
    await save(ann, { writingPracticeID: TASK1, part: 1, text: `The maps show a coastal town. ${"word ".repeat(60)}` });
    const data = await list(ann);
    expect(data.totalCnt).toBe(2);
    expect(data.essays.map((e) => e.writingPracticeID)).toEqual([TASK1, TASK2]);
    expect(data.essays[0]?.excerpt.length).toBeLessThanOrEqual(160);
    expect(data.essays[0]?.excerpt.endsWith("…")).toBe(true);
    expect(data.essays[1]?.excerpt).toBe(ESSAY.replace(/\s+/g, " "));
    expect(data.essays[1]?.taskTitle).toBeTypeOf("string");
    expect((await list(ann, 2, 1)).essays.map((e) => e.writingPracticeID)).toEqual([TASK2]);
    expect(await list(ben)).toEqual({ essays: [], totalCnt: 0 });
  });

  it("never shows or deletes another learner's essay: 404, as if it did not exist", async () => {
    const [first] = (await list(ann)).essays;
    const essayID = first?.essayID ?? "";
    for (const url of [ROUTES.essayGet.path, ROUTES.essayDelete.path]) {
      const res = await post(url, { essayID }, ben);
      expect(res.statusCode).toBe(404);
      expect(res.json().errMsg).toBe(`No essay with the id ${essayID}`);
    }
    expect((await list(ann)).totalCnt).toBe(2);
  });

  it("deletes an essay of one's own", async () => {
    const [first] = (await list(ann)).essays;
    const res = await post(ROUTES.essayDelete.path, { essayID: first?.essayID }, ann);
    expect(res.statusCode).toBe(200);
    expect((await list(ann)).totalCnt).toBe(1);
    expect((await post(ROUTES.essayGet.path, { essayID: first?.essayID }, ann)).statusCode).toBe(404);
  });

  it("keeps unusual text exactly as written: HTML, emoji, very long words", async () => {
    const text = `<script>alert("x")</script> naïve café 😀 ${"a".repeat(5000)} end`;
    const { essayID } = (await save(ann, { text })).json();
    const got = (await post(ROUTES.essayGet.path, { essayID }, ann)).json().essay;
    expect(got.text).toBe(text);
    expect(got.wordCount).toBe(6);
  });

  it.each([
    ["an empty essay", { text: "  \n " }, 400, "Write something before saving"],
    ["10,001 words", { text: "word ".repeat(10_001) }, 400, "at most 10,000 words (this one has 10,001)"],
    ["an unknown task", { writingPracticeID: "no-such-task" }, 404, "No writing task with the id no-such-task"],
    ["the wrong part for the task", { part: 1 }, 400, "is a Task 2, not a Task 1"],
    ["a negative time", { timeSpent: -5 }, 400, "timeSpent"],
    ["a feedback summary with nested objects", { feedbackSummary: { a: { b: 1 } } }, 400, "feedbackSummary"],
    ["an extra field", { userId: 1 }, 400, "userId"],
  ])("refuses %s", async (_name, overrides, status, message) => {
    const before = (await list(ann)).totalCnt;
    const res = await save(ann, overrides);
    expect(res.statusCode).toBe(status);
    expect(res.json().errMsg).toContain(message);
    expect((await list(ann)).totalCnt).toBe(before);
  });

  // Found by the hostile-input suite: a NUL in the id reached PostgreSQL, which cannot hold it (a 500).
  it.each(["get", "delete"])("answers %s with a NUL in the essay id with 400", async (call) => {
    const res = await post(`/api/writing/essays/${call}`, { essayID: "\u0000essay-1" }, ann);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errMsg).toContain('"essayID": text may not contain the NUL character');
  });

  it("keeps an essay with a NUL out of both databases alike", async () => {
    const before = (await list(ann)).totalCnt;
    const res = await save(ann, { text: "Cities\u0000 should ban cars." });
    expect(res.statusCode, res.body).toBe(400);
    expect((await list(ann)).totalCnt).toBe(before);
  });

  it("accepts exactly 10,000 words", async () => {
    expect((await save(ann, { text: "word ".repeat(10_000) })).statusCode).toBe(200);
  });

  it("needs a session for every call", async () => {
    for (const url of ["save", "list", "get", "delete"]) {
      const res = await ctx.app.inject({ method: "POST", url: `/api/writing/essays/${url}`, payload: {} });
      expect(res.statusCode).toBe(401);
    }
  });
});
