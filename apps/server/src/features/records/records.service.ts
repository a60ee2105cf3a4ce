import type { THighlightItem, TReadingPractice } from "@bandcraft/contract/reading";
import type { AppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import { type TDeflatePiece, zlibStream } from "../../lib/deflate-pieces";
import type { AuthUser } from "../../plugins/auth";
import { findPractice } from "../reading/reading.repository";
import { readRecordsPage } from "./record-chunks.repository";
import { findReviewedPassage } from "./records.repository";

// The page's fixed text as bytes once, not per request.
const PAGE_HEAD = Buffer.from(`{"statusCode":200,"errMsg":"","data":{"practiceRecord":[`, "utf8");
const COMMA = Buffer.from(",", "utf8");

/**
 * A page of the caller's practice records, newest first, with the total, in the success
 * envelope, as one zlib stream (HTTP deflate): each record was compressed once, when its paper was stored
 * (reading/record-json.ts, lib/deflate-pieces.ts), so the page is those pieces stitched, nothing compressed.
 */
export async function recordsPageDeflated(deps: AppDeps, user: AuthUser, page: number, pageSize: number) {
  const { total, pieces } = await readRecordsPage(deps.db, user.id, page, pageSize);
  const parts: Array<string | Buffer | TDeflatePiece> = [PAGE_HEAD];
  pieces.forEach((piece, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(piece);
  });
  parts.push(`],"totalCnt":${total}}}`);
  return zlibStream(parts);
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
