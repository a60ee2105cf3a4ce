import type { TReadingPractice } from "@bandcraft/contract/reading";
import type { Kysely } from "kysely";
import type { TDatabase } from "../src/db/database";
import type { TDialect } from "../src/db/dialects";
import { gradedPassage, paperTotals } from "../src/features/reading/paper.service";
import { findGivenPractice } from "../src/features/reading/reading.repository";
import { insertSubmissions, type TNewSubmission } from "../src/features/reading/submission.repository";
import { findSnapshot } from "../src/features/records/graded-versions";

/** The bank's three parts of one complete test, and a single passage used alone. */
export const COMPLETE_TEST = ["bandcraft-test-1-part-1", "bandcraft-test-1-part-2", "bandcraft-test-1-part-3"];

/** Papers stored per transaction: a few multi-row statements each, inside both databases' parameter limits. */
const BATCH = 500;

type TGraded = { practice: TReadingPractice; sha: string };

async function gradedPractice(db: Kysely<TDatabase>, id: string): Promise<TGraded> {
  const given = await findGivenPractice(db, id);
  const practice = given && (await findSnapshot(db, given.sha));
  if (!given || !practice) throw new Error(`big history: no practice ${id} in the bank`);
  return { practice, sha: given.sha };
}

/** Every other question answered "A": some right, most wrong, the same for every paper. */
function storedPassage({ practice, sha }: TGraded) {
  const answers: Record<string, string> = {};
  for (let n = 1; n <= 40; n += 2) answers[String(n)] = "A";
  return gradedPassage(practice, sha, answers, []);
}

/**
 * Stores `papers` papers for a learner directly (no attempts, no requests), through the repository that
 * stores every paper, BATCH to a transaction: records, counts and tallies are as the submit path leaves
 * them. Every `completeEvery`-th paper is a complete test of three
 * passages, the rest single passages. Times start at `firstAt` and move a minute a paper.
 */
export async function storeHistory(
  db: Kysely<TDatabase>,
  dialect: TDialect,
  userId: number,
  options: { papers: number; completeEvery: number; firstAt: number; tag: string },
): Promise<void> {
  const complete = await Promise.all(COMPLETE_TEST.map((id) => gradedPractice(db, id)));
  const single = complete[1] as TGraded;
  const completePassages = complete.map(storedPassage);
  const singlePassages = [storedPassage(single)];
  for (let from = 0; from < options.papers; from += BATCH) {
    const batch: TNewSubmission[] = [];
    for (let i = from; i < Math.min(options.papers, from + BATCH); i++) {
      const passages = i % options.completeEvery === options.completeEvery - 1 ? completePassages : singlePassages;
      const { totalCorrect, questionCount, band } = paperTotals(passages);
      const at = options.firstAt + i * 60_000;
      const id = `${options.tag}${String(i).padStart(7, "0")}`;
      batch.push({
        id: `sub_${id}`,
        userId,
        testTakerId: `TT-${id}`,
        startTs: at - 600_000,
        elapsedSeconds: 600,
        submittedAt: at,
        totalCorrect,
        questionCount,
        band,
        payloadHash: id,
        // History, as the server's close stores it: no learner's submit rate applies.
        closedByServer: true,
        passages,
      });
    }
    await db.transaction().execute((trx) => insertSubmissions(trx, dialect, batch));
  }
}
