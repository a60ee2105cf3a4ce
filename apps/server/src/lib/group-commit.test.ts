import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DIALECTS, type TTestContext } from "../../test/harness";
import { GroupCommitter } from "./group-commit";

describe.each(DIALECTS)("group commit on %s", (dialect) => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  const writer = () =>
    new GroupCommitter(ctx.deps.db, async (trx, keys: string[]) => {
      batches.push(keys.length);
      await trx
        .insertInto("app_meta")
        .values(keys.map((key) => ({ key, value: "x" })))
        .execute();
      return keys.map((key) => key.toUpperCase());
    });
  const batches: number[] = [];

  it("answers every write of a batch with its own result, after one commit", async () => {
    const w = writer();
    const results = await Promise.all(["a1", "a2", "a3"].map((k) => w.submit(k)));
    expect(results).toEqual(["A1", "A2", "A3"]);
    // Writes of one turn of the event loop went to the writer together.
    expect(batches.at(-1)).toBe(3);
    const rows = await ctx.deps.db.selectFrom("app_meta").select("key").where("key", "like", "a%").execute();
    expect(rows.map((r) => r.key).sort()).toEqual(["a1", "a2", "a3"]);
  });

  it("fails only the bad write of a batch: the others are retried alone and stored", async () => {
    const w = writer();
    const outcomes = await Promise.allSettled(["b1", "a1", "b2"].map((k) => w.submit(k)));
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    // The batch of three failed as a whole; then each write went alone.
    expect(batches.slice(-4)).toEqual([3, 1, 1, 1]);
    const rows = await ctx.deps.db.selectFrom("app_meta").select("key").where("key", "like", "b%").execute();
    expect(rows.map((r) => r.key).sort()).toEqual(["b1", "b2"]);
  });
});
