import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { sectionQuestionNumbers } from "@bandcraft/domain/question-numbers";
import { type Kysely, sql, type Transaction } from "kysely";
import type { TDatabase } from "../../db/database";

/** Marks per question type: what the insight shows, kept up to date as papers are stored. */
export type TTallies = Partial<Record<TQuestionType, { correct: number; total: number }>>;

/** Which question type each number of a passage belongs to. */
export function typeOfNumbers(practice: TReadingPractice): Map<number, TQuestionType> {
  const types = new Map<number, TQuestionType>();
  sectionQuestionNumbers(practice).forEach((numbers, i) => {
    const type = practice.questionSections[i]?.questionType;
    if (type) for (const n of numbers) types.set(n, type);
  });
  return types;
}

/** A paper's marks per question type: each passage's correct table against the version it was graded with. */
export function paperTallies(
  passages: readonly { practice: TReadingPractice; correctTable: Record<string, boolean> }[],
): TTallies {
  const tallies: TTallies = {};
  for (const { practice, correctTable } of passages) {
    const types = typeOfNumbers(practice);
    for (const [n, correct] of Object.entries(correctTable)) {
      const type = types.get(Number(n));
      if (!type) continue;
      const tally = tallies[type] ?? { correct: 0, total: 0 };
      tally.total += 1;
      if (correct) tally.correct += 1;
      tallies[type] = tally;
    }
  }
  return tallies;
}

/**
 * Adds papers' tallies to their learners' rows, inside the transaction that stores the papers: one
 * statement for the batch (summed per learner and type first).
 */
export async function addTallies(
  trx: Transaction<TDatabase>,
  papers: readonly { userId: number; tallies: TTallies }[],
): Promise<void> {
  const sums = new Map<string, { user_id: number; question_type: string; correct: number; total: number }>();
  for (const { userId, tallies } of papers) {
    for (const [type, t] of Object.entries(tallies)) {
      if (!t) continue;
      const key = `${userId}|${type}`;
      const sum = sums.get(key) ?? { user_id: userId, question_type: type, correct: 0, total: 0 };
      sum.correct += t.correct;
      sum.total += t.total;
      sums.set(key, sum);
    }
  }
  if (sums.size === 0) return;
  await trx
    .insertInto("question_tallies")
    .values([...sums.values()])
    .onConflict((oc) =>
      oc.columns(["user_id", "question_type"]).doUpdateSet({
        correct: sql<number>`question_tallies.correct + excluded.correct`,
        total: sql<number>`question_tallies.total + excluded.total`,
      }),
    )
    .execute();
}

/** A learner's tallies (one row per question type they have met: a dozen at most). */
export async function talliesOf(db: Kysely<TDatabase>, userId: number) {
  return db
    .selectFrom("question_tallies")
    .select(["question_type", "correct", "total"])
    .where("user_id", "=", userId)
    .orderBy("question_type")
    .execute();
}
