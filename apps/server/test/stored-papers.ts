import type { TTestContext } from "./harness";

/** The stored highlights (JSON text) of every passage of a learner's papers, or of one attempt's paper. */
export async function storedHighlights(
  ctx: TTestContext,
  paper: { userId: number } | { testTakerId: string },
): Promise<string[]> {
  const rows = await ctx.deps.db
    .selectFrom("submission_passages")
    .innerJoin("submissions", "submissions.id", "submission_passages.submission_id")
    .select("submission_passages.highlights")
    .where((eb) =>
      "userId" in paper
        ? eb("submissions.user_id", "=", paper.userId)
        : eb("submissions.test_taker_id", "=", paper.testTakerId),
    )
    .execute();
  return rows.map((row) => row.highlights);
}
