import { RECENT_LIMITS, ZBankRecent, ZBankSummary } from "@bandcraft/contract/bank";
import { ROUTES } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { bearer, DIALECTS, signedInLearner, signIn } from "../../../test/harness";
import { multipart } from "../../../test/multipart";
import { suiteContext } from "../../../test/suite-context";

describe.each(DIALECTS)("the bank's summary on %s", (dialect) => {
  const ctx = suiteContext(dialect);
  const summary = async () => {
    const res = await ctx.app.inject({ method: "GET", url: ROUTES.bankSummary.path });
    expect(res.statusCode).toBe(200);
    return ZBankSummary.parse(res.json().data);
  };
  /** The same counts worked out here from the rows, the long way round. */
  const countedByHand = async () => {
    const rows = await ctx.deps.db
      .selectFrom("reading_practices")
      .select(["level", "question_count", "test_group", "page_type"])
      .execute();
    const startable = rows.filter((r) => r.level >= 0);
    const levelsByGroup = new Map<string, Set<number>>();
    for (const r of startable) {
      if (r.page_type !== "ActualTest" || r.test_group === null || r.level < 1 || r.level > 3) continue;
      levelsByGroup.set(r.test_group, (levelsByGroup.get(r.test_group) ?? new Set()).add(r.level));
    }
    const tasks = await ctx.deps.db.selectFrom("writing_items").select("part").execute();
    return {
      passages: startable.length,
      questions: startable.reduce((sum, r) => sum + r.question_count, 0),
      completeTests: [...levelsByGroup.values()].filter((levels) => levels.size === 3).length,
      writingTask1: tasks.filter((t) => t.part === 1).length,
      writingTask2: tasks.filter((t) => t.part === 2).length,
    };
  };

  it("is public and counts what learners can start: passages, questions, complete tests, tasks by part", async () => {
    const counts = await summary();
    expect(counts).toEqual(await countedByHand());
    expect(counts.passages).toBeGreaterThan(0);
    expect(counts.completeTests).toBeGreaterThan(0);
    expect(counts.writingTask1 + counts.writingTask2).toBeGreaterThan(0);
  });

  it("follows the bank: a retired part takes its passage, questions and complete test away; a new task counts", async () => {
    const before = await summary();
    const admin = await signIn(ctx);
    const part = await ctx.deps.db
      .selectFrom("reading_practices")
      .select(["id", "question_count"])
      .where("page_type", "=", "ActualTest")
      .where("level", "=", 2)
      .where("test_group", "is not", null)
      .executeTakeFirstOrThrow();
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: "POST", url, payload, headers: bearer(admin) });
    const practice = (await post(ROUTES.adminReadingSingle.path, { practiceID: part.id })).json().readingPractice;
    expect((await post(ROUTES.adminReadingModify.path, { ...practice, level: -1 })).statusCode).toBe(200);
    const form = await multipart({
      writingData: JSON.stringify({
        writingPractices: {
          part: 2,
          content: "Some say every town should keep a public library. Discuss.",
          theme: ["discussion"],
        },
      }),
    });
    const added = await ctx.app.inject({
      method: "POST",
      url: ROUTES.adminWritingAdd.path,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(admin) },
    });
    expect(added.statusCode, added.body).toBe(200);

    expect(await summary()).toEqual({
      ...before,
      passages: before.passages - 1,
      questions: before.questions - part.question_count,
      completeTests: before.completeTests - 1,
      writingTask2: before.writingTask2 + 1,
    });
  });

  it("is read with GET only", async () => {
    const res = await ctx.app.inject({ method: "POST", url: ROUTES.bankSummary.path, payload: {} });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain("GET");
  });

  describe("the latest changes, for administrators", () => {
    const recent = (token?: string) =>
      ctx.app.inject({
        method: "POST",
        url: ROUTES.adminBankRecent.path,
        payload: {},
        headers: token ? bearer(token) : {},
      });

    it("lists the tests saved last (retired ones too) and the tasks added last, newest first", async () => {
      const admin = await signIn(ctx);
      ctx.clock.now += 60_000;
      const post = (url: string, payload: object) =>
        ctx.app.inject({ method: "POST", url, payload, headers: bearer(admin) });
      const { id } = await ctx.deps.db
        .selectFrom("reading_practices")
        .select("id")
        .where("level", "=", 1)
        .orderBy("id")
        .executeTakeFirstOrThrow();
      const practice = (await post(ROUTES.adminReadingSingle.path, { practiceID: id })).json().readingPractice;
      expect((await post(ROUTES.adminReadingModify.path, { ...practice, level: -1 })).statusCode).toBe(200);
      const content = "A chart of rainfall in four cities over one year. Summarise the main features.";
      const form = await multipart({
        writingData: JSON.stringify({ writingPractices: { part: 2, content, theme: ["discussion"] } }),
      });
      const headers = { ...form.headers, ...bearer(admin) };
      const added = await ctx.app.inject({
        method: "POST",
        url: ROUTES.adminWritingAdd.path,
        payload: form.payload,
        headers,
      });
      expect(added.statusCode, added.body).toBe(200);

      const res = await recent(admin);
      expect(res.statusCode).toBe(200);
      const { reading, writing } = ZBankRecent.parse(res.json().data);
      expect(reading).toHaveLength(RECENT_LIMITS.reading);
      expect(reading[0]).toMatchObject({ readingPracticeID: id, level: -1, updatedAt: ctx.clock.now });
      const times = reading.map((r) => r.updatedAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
      // An untitled task stands by the start of its text.
      expect(writing[0]).toMatchObject({ part: 2, title: content, createdAt: ctx.clock.now });
    });

    it("is for administrators only", async () => {
      expect((await recent()).statusCode).toBe(401);
      expect((await recent(await signedInLearner(ctx, "bank-reader"))).statusCode).toBe(403);
    });
  });
});
