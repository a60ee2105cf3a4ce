import type { TReadingPractice } from "@bandcraft/contract/reading";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";

/** The practices papers were graded against, parsed once per version (a class's papers share a few), by hash. */
export async function gradedVersions(
  db: Kysely<TDatabase>,
  shas: readonly (string | null)[],
): Promise<Map<string, TReadingPractice>> {
  const wanted = [...new Set(shas.filter((sha): sha is string => sha !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom("practice_snapshots")
    .select(["sha256", "body"])
    .where("sha256", "in", wanted)
    .execute();
  return new Map(rows.map((r) => [r.sha256, JSON.parse(r.body) as TReadingPractice]));
}
