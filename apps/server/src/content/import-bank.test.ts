import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DIALECTS, type TTestContext } from "../../test/harness";
import { InvalidBankError, importContentDir, seedOnFirstStart } from "./import-bank";

const countRows = async (
  ctx: TTestContext,
  table: "reading_practices" | "writing_items" | "images" | "writing_themes",
) => (await ctx.deps.db.selectFrom(table).selectAll().execute()).length;

describe.each(DIALECTS)("content bank import on %s", (dialect) => {
  let ctx: TTestContext;
  beforeAll(async () => {
    ctx = await createTestContext(dialect);
  });
  afterAll(async () => ctx?.close());

  it("imported the whole bank on first start, pictures as content-addressed URLs", async () => {
    const readingFiles = fs
      .readdirSync(path.join(ctx.deps.config.contentDir, "reading"))
      .filter((f) => f.endsWith(".json"));
    expect(readingFiles.length).toBeGreaterThanOrEqual(3);
    expect(await countRows(ctx, "reading_practices")).toBe(readingFiles.length);
    expect(await countRows(ctx, "writing_themes")).toBeGreaterThan(0);
    const bodies = await ctx.deps.db.selectFrom("reading_practices").select("body").execute();
    const pics = bodies.flatMap((b) => [...b.body.matchAll(/"picURL":"([^"]+)"/g)].map((m) => m[1]));
    expect(pics.length).toBeGreaterThan(0);
    for (const pic of pics) expect(pic).toMatch(/^\/api\/images\/[0-9a-f]{64}\.svg$/);
    const image = await ctx.app.inject({ method: "GET", url: pics[0] ?? "" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toContain("image/svg+xml");
    expect(image.headers["cache-control"]).toContain("immutable");
  });

  it("imports nothing on a restart", async () => {
    const before = await countRows(ctx, "reading_practices");
    await ctx.deps.db.deleteFrom("reading_practices").where("id", "=", "bandcraft-test-1-part-1").execute();
    expect(await seedOnFirstStart(ctx.deps.db, ctx.deps.config.contentDir, ctx.clock.now)).toBeUndefined();
    expect(await countRows(ctx, "reading_practices")).toBe(before - 1);
  });

  it("refuses a bank with any invalid item and changes nothing, naming file, item and rule", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-bank-"));
    fs.mkdirSync(path.join(dir, "reading"));
    fs.copyFileSync(
      path.join(ctx.deps.config.contentDir, "reading", "bandcraft-test-1-part-1.json"),
      path.join(dir, "reading", "good.json"),
    );
    const broken = JSON.parse(fs.readFileSync(path.join(dir, "reading", "good.json"), "utf8"));
    broken.readingPracticeID = "broken-practice";
    broken.title = "";
    fs.writeFileSync(path.join(dir, "reading", "broken.json"), JSON.stringify(broken));
    fs.writeFileSync(path.join(dir, "reading", "not-json.json"), "{oops");
    const before = await countRows(ctx, "reading_practices");
    const attempt = importContentDir(ctx.deps.db, dir, ctx.clock.now);
    await expect(attempt).rejects.toThrow(InvalidBankError);
    await expect(importContentDir(ctx.deps.db, dir, ctx.clock.now)).rejects.toThrow(
      /reading\/broken\.json \[broken-practice\]: Title cannot be empty/,
    );
    await expect(importContentDir(ctx.deps.db, dir, ctx.clock.now)).rejects.toThrow(
      /reading\/not-json\.json \[\(file\)\]: not valid JSON/,
    );
    expect(await countRows(ctx, "reading_practices")).toBe(before);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads a file holding a list of tests (the browser's bank download), whose pictures must be stored here", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-bank-"));
    fs.mkdirSync(path.join(dir, "reading"));
    const sample = JSON.parse(
      fs.readFileSync(path.join(ctx.deps.config.contentDir, "reading", "bandcraft-test-1-part-1.json"), "utf8"),
    );
    const stored = await ctx.deps.db.selectFrom("images").select("sha256").executeTakeFirstOrThrow();
    const withPicture = (id: string, picURL: string) =>
      JSON.parse(JSON.stringify({ ...sample, readingPracticeID: id }), (key, value) =>
        key === "picURL" ? picURL : value,
      );
    const write = (picURL: string) =>
      fs.writeFileSync(
        path.join(dir, "reading", "bank.json"),
        JSON.stringify([withPicture("listed-1", picURL), withPicture("listed-2", picURL)]),
      );
    const missing = `/api/images/${"0".repeat(64)}.svg`;
    write(missing);
    await expect(importContentDir(ctx.deps.db, dir, ctx.clock.now)).rejects.toThrow(
      `reading/bank.json [listed-1]: picture ${missing} is not stored on this server`,
    );
    write(`/api/images/${stored.sha256}.svg`);
    expect((await importContentDir(ctx.deps.db, dir, ctx.clock.now)).practices).toBe(2);
    const ids = await ctx.deps.db
      .selectFrom("reading_practices")
      .select("id")
      .where("id", "like", "listed-%")
      .execute();
    expect(ids.map((row) => row.id).sort()).toEqual(["listed-1", "listed-2"]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
