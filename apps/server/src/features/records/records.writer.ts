import type { TReadingPractice } from "@bandcraft/contract/reading";
import type { Transaction } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";
import { addClassTallies } from "./class-tallies";
import { addTallies, paperTallies } from "./question-tallies";
import { placeInHistories } from "./records.repository";

/** A paper just stored: whose it is, and each passage's correct table with the version it was graded against. */
export interface TStoredPaper {
  submissionId: string;
  userId: number;
  passages: readonly { practice: TReadingPractice; correctTable: Record<string, boolean> }[];
}

/**
 * What the records keep of papers just stored, inside the transaction that stores them (the one thing the
 * reading submit asks of the records): each paper's place at the end of its learner's list, and its marks
 * added to the learner's tallies per question type and, for an assigned paper, to its class's. A few
 * statements for the batch, in batch order.
 */
export async function storeRecords(
  trx: Transaction<TDatabase>,
  dialect: TDialect,
  papers: readonly TStoredPaper[],
): Promise<void> {
  if (papers.length === 0) return;
  await placeInHistories(trx, papers);
  const tallied = papers.map((p) => ({
    submissionId: p.submissionId,
    userId: p.userId,
    tallies: paperTallies(p.passages),
  }));
  await addTallies(trx, tallied);
  await addClassTallies(trx, dialect, tallied);
}
