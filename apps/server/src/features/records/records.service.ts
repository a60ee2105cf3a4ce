import type { THighlightItem, TReadingPractice } from "@bandcraft/contract/reading";
import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import type { AuthUser } from "../../plugins/auth";
import { findPractice } from "../reading/reading.repository";
import { findReviewedPassage, pageOfSubmissions } from "./records.repository";

const ratio = (correct: number, total: number) => (total > 0 ? correct / total : 0);

/**
 * A page of the caller's practice records (spec §3.7), newest first, with the total, as JSON text.
 * The stored answer maps are already JSON, so they are embedded as they are: a page of 20 complete
 * tests carries 180 such maps, and parsing and re-serialising them dominated the call.
 */
export async function listRecordsJson(deps: AppDeps, user: AuthUser, page: number, pageSize: number): Promise<string> {
  const { total, submissions, passages } = await pageOfSubmissions(deps.db, user.id, page, pageSize);
  const bySubmission = new Map<string, typeof passages>();
  for (const p of passages) bySubmission.set(p.submission_id, [...(bySubmission.get(p.submission_id) ?? []), p]);
  const records = submissions.map((s) => {
    const parts = bySubmission.get(s.id) ?? [];
    const info = parts.map(
      (p) =>
        `{"id":${JSON.stringify(p.practice_id)},"title":${JSON.stringify(p.title)},"correctCnt":${p.correct_count},` +
        `"accuracy":${ratio(p.correct_count, p.question_count)},"standardAnswers":${p.standard_answers},` +
        `"userAnswers":${p.user_answers},"correctTable":${p.correct_table}}`,
    );
    // The band is shown for complete tests only (spec §2.13).
    const band = parts.length > 1 ? `"band":${s.band},` : "";
    return (
      `{"testTakerID":${JSON.stringify(s.test_taker_id)},"startTimeStamp":${s.start_ts},"elapsedTime":${s.elapsed_seconds},` +
      `"totalAccuracy":${ratio(s.total_correct, s.question_count)},"totalCorrectCnt":${s.total_correct},` +
      `"questionCnt":${s.question_count},${band}"readingPracticeInfo":[${info.join(",")}]}`
    );
  });
  return `{"practiceRecord":[${records.join(",")}],"totalCnt":${total}}`;
}

/**
 * One passage of one of the caller's submissions, against the passage and key it was graded with
 * (its snapshot), so later edits change no past review. Someone else's submission is a 404.
 */
export async function reviewPassage(deps: AppDeps, user: AuthUser, practiceId: string, testTakerId: string) {
  const row = await findReviewedPassage(deps.db, user.id, testTakerId, practiceId);
  if (!row) throw notFound(`No submission of yours for test ${testTakerId} and passage ${practiceId}`);
  // Submissions from before snapshots existed fall back to the current passage.
  const practice = row.snapshot
    ? (JSON.parse(row.snapshot) as TReadingPractice)
    : await findPractice(deps.db, practiceId);
  if (!practice) throw notFound(`The passage ${practiceId} no longer exists`);
  return {
    readingPractice: practice,
    submittedAnswers: JSON.parse(row.user_answers) as Record<string, string>,
    correctTable: JSON.parse(row.correct_table) as Record<string, boolean>,
    highlights: JSON.parse(row.highlights) as THighlightItem[],
  };
}
