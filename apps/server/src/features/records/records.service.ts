import type { THighlightItem, TReadingPractice } from "@bandcraft/contract/reading";
import type { TAppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import type { TAuthUser } from "../../plugins/auth";
import { findReviewedPassage, recordsPage } from "./records.repository";

/** A page of the caller's practice records, newest first, with their total (the records list's reply data). */
export async function recordsOf(deps: TAppDeps, user: TAuthUser, page: number, pageSize: number) {
  const { total, records } = await recordsPage(deps.db, user.id, page, pageSize);
  return { practiceRecord: records, totalCnt: total };
}

/**
 * One passage of one of the caller's submissions, against the passage and key it was graded with
 * (its snapshot), so later edits change no past review. Someone else's submission is a 404. A teacher reads a
 * learner's assigned paper through it too (results), with that learner's id, so both see the same.
 */
export async function reviewPassage(
  deps: TAppDeps,
  user: Pick<TAuthUser, "id">,
  practiceId: string,
  testTakerId: string,
) {
  const row = await findReviewedPassage(deps.db, user.id, testTakerId, practiceId);
  if (!row) throw notFound(`No submission of yours for test ${testTakerId} and passage ${practiceId}`);
  // Every graded passage names its snapshot (migration 0014 named one for those stored before snapshots
  // existed); only a passage deleted before then has none.
  if (!row.snapshot) throw notFound(`The passage ${practiceId} no longer exists`);
  return {
    readingPractice: JSON.parse(row.snapshot) as TReadingPractice,
    submittedAnswers: JSON.parse(row.user_answers) as Record<string, string>,
    correctTable: JSON.parse(row.correct_table) as Record<string, boolean>,
    highlights: JSON.parse(row.highlights) as THighlightItem[],
  };
}
