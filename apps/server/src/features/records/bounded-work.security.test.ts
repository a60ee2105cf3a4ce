import { ROUTES } from "@bandcraft/contract/routes";
import {
  CompiledQuery,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  sql,
  type UnknownRow,
} from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeHistory } from "../../../test/big-history";
import { bearer, createTestContext, DIALECTS, signedInLearner, type TTestContext } from "../../../test/harness";
import type { TDatabase } from "../../db/database";

/**
 * Counts the rows the database hands back, and their bytes (text by length, blobs by size, numbers as 8);
 * keeps the queries it saw, to ask the database how it ran them.
 */
class RowCounter implements KyselyPlugin {
  rows = 0;
  bytes = 0;
  queries: PluginTransformQueryArgs[] = [];
  transformQuery(args: PluginTransformQueryArgs) {
    this.queries.push(args);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      this.rows += 1;
      for (const value of Object.values(row)) {
        if (typeof value === "string") this.bytes += value.length;
        else if (value instanceof Uint8Array) this.bytes += value.byteLength;
        else if (typeof value === "number" || typeof value === "bigint") this.bytes += 8;
      }
    }
    return args.result;
  }
}

const BIG = { papers: 50_000, essays: 1_000 };
// One paper in five is a complete test, so 260 papers make more than the 50 complete tests of a full band
// trend, and pages that look like the big account's (50,000 and 260 are multiples of five and of a page's 20).
const SHORT = { papers: 260, essays: 20 };
const words = (chars: number) =>
  "essay "
    .repeat(Math.ceil(chars / 6))
    .slice(0, chars)
    .trim();
const LONG_ESSAY = words(10_000);
const SHORT_ESSAY = words(400);

/**
 * A learner with 50,000 papers and 1,000 long essays against one with a short history: each of the
 * records page, the insight and the essays list reads the same rows and bytes from the database for
 * both, and answers the same size, so its work is bounded by the request, never by the history.
 * (Elapsed time is the bench's business: bench/big-account.mjs.)
 */
describe.each(DIALECTS)("work per request on %s, whatever the learner's history", (dialect) => {
  let ctx: TTestContext;
  const counter = new RowCounter();
  const tokens = { big: "", short: "" };
  /** The database without the counter, to ask for plans. */
  let plain: Kysely<TDatabase>;

  async function saveEssays(token: string, count: number, text: string) {
    for (let i = 0; i < count; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: ROUTES.essaySave.path,
        payload: { writingPracticeID: "bandcraft-writing-task2-driverless-buses", part: 2, text, timeSpent: 60 },
        headers: bearer(token),
      });
      if (res.statusCode !== 200) throw new Error(`essay save failed: ${res.body}`);
    }
  }

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    tokens.big = await signedInLearner(ctx, "big");
    tokens.short = await signedInLearner(ctx, "short");
    const users = await sql<{ id: number; email: string }>`select id, email from users`.execute(ctx.deps.db);
    const idOf = (name: string) => Number(users.rows.find((u) => u.email === `${name}@example.com`)?.id);
    const firstAt = ctx.clock.now - 100 * 86_400_000;
    await storeHistory(ctx.deps.db, dialect, idOf("big"), { ...BIG, completeEvery: 5, firstAt, tag: "b" });
    await storeHistory(ctx.deps.db, dialect, idOf("short"), { ...SHORT, completeEvery: 5, firstAt, tag: "s" });
    await saveEssays(tokens.big, BIG.essays, LONG_ESSAY);
    await saveEssays(tokens.short, SHORT.essays, SHORT_ESSAY);
    // From here on every query's rows are counted (the routes read deps.db on each call).
    plain = ctx.deps.db;
    ctx.deps.db = ctx.deps.db.withPlugin(counter);
  }, 600_000);
  afterAll(async () => ctx?.close());

  /** One call as the learner: the rows and bytes the database gave, and the answer's size and body. */
  async function measured(who: "big" | "short", url: string, payload: unknown) {
    counter.rows = 0;
    counter.bytes = 0;
    counter.queries = [];
    const res = await ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(tokens[who]) });
    expect(res.statusCode, res.body).toBe(200);
    const queries = counter.queries.map((q) => plain.getExecutor().compileQuery(q.node, q.queryId));
    return { rows: counter.rows, dbBytes: counter.bytes, size: res.rawPayload.length, body: res.json(), queries };
  }

  /**
   * How the database reads the records page's query: on PostgreSQL the rows every step of the plan handled
   * (an OFFSET or a scan would handle tens of thousands), on SQLite the plan's lines (it counts no rows).
   */
  async function workOf(queries: CompiledQuery[]) {
    const query = queries.find((q) => q.sql.includes("submission_passages"));
    if (!query) throw new Error("no records query was run");
    if (dialect === "sqlite") {
      const plan = await plain.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      return { plan: plan.rows.map((r) => r.detail).join("\n"), rows: 0 };
    }
    type TNode = { "Actual Rows": number; "Actual Loops": number; Plans?: TNode[] };
    const explained = await plain.executeQuery<{ "QUERY PLAN": { Plan: TNode }[] }>(
      CompiledQuery.raw(`explain (analyze, format json) ${query.sql}`, [...query.parameters]),
    );
    const handled = (node: TNode): number =>
      node["Actual Rows"] * node["Actual Loops"] + (node.Plans ?? []).reduce((sum, n) => sum + handled(n), 0);
    const root = explained.rows[0]?.["QUERY PLAN"][0]?.Plan;
    if (!root) throw new Error("no plan");
    return { plan: JSON.stringify(root), rows: handled(root) };
  }

  it("reads a records page the same way at page 1 and page 2,500 of 50,000 as for a short history", async () => {
    const page = (n: number) => ({ paginationRequest: { page: n, pageSize: 20 } });
    const big = await measured("big", ROUTES.readingRecord.path, page(1));
    const deep = await measured("big", ROUTES.readingRecord.path, page(2_500));
    const short = await measured("short", ROUTES.readingRecord.path, page(1));
    expect(big.body.data.totalCnt).toBe(BIG.papers);
    expect(big.body.data.practiceRecord).toHaveLength(20);
    expect(deep.body.data.practiceRecord).toHaveLength(20);
    expect(big.rows).toBe(short.rows);
    expect(deep.rows).toBe(short.rows);
    // The records differ only in their ids' digits and the total's.
    expect(Math.abs(big.size - short.size)).toBeLessThan(64);
    expect(Math.abs(big.dbBytes - short.dbBytes)).toBeLessThan(1_024);
    // And the database reads no more than it answers: one range of the (learner, place) index, whose bounds
    // the page sets, not an OFFSET stepping over the newer papers.
    for (const call of [big, deep, short]) {
      const work = await workOf(call.queries);
      if (dialect === "sqlite")
        expect(work.plan).toMatch(/INDEX submissions_user_seq_idx \(user_id=\? AND seq>\? AND seq<\?\)/);
      else expect(work.rows, work.plan).toBeLessThan(10 * call.rows);
    }
  });

  it("answers the insight from a bounded read: tallies per type and the latest 50 complete tests", async () => {
    const big = await measured("big", ROUTES.readingInsight.path, {});
    const short = await measured("short", ROUTES.readingInsight.path, {});
    expect(big.body.data.bandTrend).toHaveLength(50);
    expect(short.body.data.bandTrend).toHaveLength(50);
    expect(big.rows).toBe(short.rows);
    expect(Math.abs(big.dbBytes - short.dbBytes)).toBeLessThan(64);
    expect(Math.abs(big.size - short.size)).toBeLessThan(64);
    expect(big.size).toBeLessThan(8_192);
    // The tallies still count every paper: 40,000 single passages and 10,000 complete tests of three.
    const totals = (body: { data: { byType: { total: number }[] } }) =>
      body.data.byType.reduce((sum, t) => sum + t.total, 0);
    expect(totals(big.body) / totals(short.body)).toBeCloseTo(BIG.papers / SHORT.papers, 9);
    // The trend is the latest tests, oldest first.
    const times = big.body.data.bandTrend.map((p: { submittedAt: number }) => p.submittedAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[times.length - 1]).toBe(ctx.clock.now - 100 * 86_400_000 + (BIG.papers - 1) * 60_000);
  });

  it("lists essays without reading their text: 1,000 long essays cost what 20 short ones do", async () => {
    const list = { paginationRequest: { page: 1, pageSize: 20 } };
    const big = await measured("big", ROUTES.essayList.path, list);
    const short = await measured("short", ROUTES.essayList.path, list);
    expect(big.body.data.totalCnt).toBe(BIG.essays);
    expect(big.body.data.essays).toHaveLength(20);
    expect(big.rows).toBe(short.rows);
    expect(Math.abs(big.dbBytes - short.dbBytes)).toBeLessThan(256);
    expect(Math.abs(big.size - short.size)).toBeLessThan(256);
  });
});
