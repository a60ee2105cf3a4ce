import type { TReadingPractice } from "@bandcraft/contract/reading";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import { LruCache } from "../../lib/lru-cache";

/**
 * The versions papers are graded against (practice_snapshots), parsed, by the SHA-256 of their body. Bodies
 * are content-addressed, so a cached parse is never stale, on any number of processes; grading and results
 * read them and never change them. Kept because parsing a complete test's three bodies was most of a typical
 * class's assignment results (bench/class-results.mjs; docs/performance.md).
 */
const parsedBodies = new LruCache<string, TReadingPractice>(64);

const parsed = (sha: string, body: string): TReadingPractice => {
  const practice = JSON.parse(body) as TReadingPractice;
  parsedBodies.set(sha, practice);
  return practice;
};

/** One version, parsed; undefined when there is none with this hash. */
export async function findSnapshot(db: Kysely<TDatabase>, sha: string): Promise<TReadingPractice | undefined> {
  const cached = parsedBodies.get(sha);
  if (cached) return cached;
  const row = await db.selectFrom("practice_snapshots").select("body").where("sha256", "=", sha).executeTakeFirst();
  return row ? parsed(sha, row.body) : undefined;
}

/** The versions these papers were graded against (a class's papers share a few), parsed, by hash. */
export async function gradedVersions(
  db: Kysely<TDatabase>,
  shas: readonly (string | null)[],
): Promise<Map<string, TReadingPractice>> {
  const found = new Map<string, TReadingPractice>();
  const missing: string[] = [];
  for (const sha of new Set(shas)) {
    if (sha === null) continue;
    const cached = parsedBodies.get(sha);
    if (cached) found.set(sha, cached);
    else missing.push(sha);
  }
  if (missing.length === 0) return found;
  const rows = await db
    .selectFrom("practice_snapshots")
    .select(["sha256", "body"])
    .where("sha256", "in", missing)
    .execute();
  for (const row of rows) found.set(row.sha256, parsed(row.sha256, row.body));
  return found;
}
