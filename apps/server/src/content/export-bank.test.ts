import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type TReadingPractice, ZReadingPractice } from "@bandcraft/contract/reading";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, DIALECTS, type TTestContext } from "../../test/harness";
import { exportContentDir } from "./export-bank";

const readDir = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((f) => [f, fs.readFileSync(path.join(dir, f))]),
  );

/** Everything a bank is made of, minus the moments rows were written. */
async function snapshot(ctx: TTestContext) {
  const db = ctx.deps.db;
  return {
    practices: await db
      .selectFrom("reading_practices")
      .select(["id", "title", "level", "page_type", "test_group", "question_count", "question_types", "body"])
      .orderBy("id")
      .execute(),
    writing: await db
      .selectFrom("writing_items")
      .select(["id", "part", "title", "publish_time", "themes", "content", "requirement", "pics"])
      .orderBy("id")
      .execute(),
    themes: await db.selectFrom("writing_themes").selectAll().orderBy("group_name").orderBy("key").execute(),
    images: (
      await db.selectFrom("images").select(["sha256", "mime", "original_name", "bytes"]).orderBy("sha256").execute()
    ).map((i) => ({
      ...i,
      bytes: Buffer.from(i.bytes).toString("base64"),
    })),
  };
}

describe.each(DIALECTS)("content export on %s", (dialect) => {
  let source: TTestContext;
  let target: TTestContext | undefined;
  let dir: string;
  beforeAll(async () => {
    source = await createTestContext(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-export-"));
  });
  afterAll(async () => {
    await source?.close();
    await target?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("exports → imports into an empty database and reproduces the bank exactly", async () => {
    const summary = await exportContentDir(source.deps.db, dir);
    expect(summary.practices).toBeGreaterThan(0);
    target = await createTestContext(dialect, { contentDir: dir });
    expect(await snapshot(target)).toEqual(await snapshot(source));
  });

  it("writes the same practices, tasks, themes and pictures as the bank's own files", () => {
    const bankDir = source.deps.config.contentDir;
    const parse = (file: string): TReadingPractice => {
      const { questionTypes: _derived, ...practice } = ZReadingPractice.parse(
        JSON.parse(fs.readFileSync(file, "utf8")),
      );
      return practice;
    };
    const bankReading = fs.readdirSync(path.join(bankDir, "reading")).sort();
    expect(fs.readdirSync(path.join(dir, "reading")).sort()).toEqual(bankReading);
    for (const file of bankReading)
      expect(parse(path.join(dir, "reading", file))).toEqual(parse(path.join(bankDir, "reading", file)));
    const bankWriting = readDir(path.join(bankDir, "writing"));
    const exportedWriting = readDir(path.join(dir, "writing"));
    expect(Object.keys(exportedWriting)).toEqual(Object.keys(bankWriting));
    for (const [file, bytes] of Object.entries(exportedWriting)) {
      expect(JSON.parse(bytes.toString())).toEqual(JSON.parse(bankWriting[file]?.toString() ?? "null"));
    }
    const exportedImages = readDir(path.join(dir, "images"));
    const bankImages = readDir(path.join(bankDir, "images"));
    for (const [file, bytes] of Object.entries(exportedImages))
      expect(bytes.equals(bankImages[file] ?? Buffer.alloc(0))).toBe(true);
  });
});
