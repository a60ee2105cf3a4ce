import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TInsight, TReadingPractice } from "@bandcraft/contract/reading";
import { sectionQuestionNumbers } from "@bandcraft/domain/question-numbers";
import type { AppDeps } from "../../deps";
import type { AuthUser } from "../../plugins/auth";
import { historyForInsight } from "./records.repository";

/** Which question type each number of a passage belongs to. */
function typeOfNumbers(practice: TReadingPractice): Map<number, TQuestionType> {
  const types = new Map<number, TQuestionType>();
  sectionQuestionNumbers(practice).forEach((numbers, i) => {
    const type = practice.questionSections[i]?.questionType;
    if (type) for (const n of numbers) types.set(n, type);
  });
  return types;
}

/**
 * Accuracy per question type over every attempt (each distinct passage version parsed once), and the
 * band trend of complete tests: what to practise next.
 */
export async function insight(deps: AppDeps, user: AuthUser): Promise<TInsight> {
  const { passages, snapshots, completeTests } = await historyForInsight(deps.db, user.id);
  const typesBySha = new Map(snapshots.map((s) => [s.sha256, typeOfNumbers(JSON.parse(s.body) as TReadingPractice)]));
  const tally = new Map<TQuestionType, { correct: number; total: number }>();
  for (const passage of passages) {
    const types = passage.snapshot_sha ? typesBySha.get(passage.snapshot_sha) : undefined;
    if (!types) continue;
    for (const [n, correct] of Object.entries(JSON.parse(passage.correct_table) as Record<string, boolean>)) {
      const type = types.get(Number(n));
      if (!type) continue;
      const entry = tally.get(type) ?? { correct: 0, total: 0 };
      entry.total += 1;
      if (correct) entry.correct += 1;
      tally.set(type, entry);
    }
  }
  return {
    byType: [...tally].map(([questionType, t]) => ({ questionType, ...t })),
    bandTrend: completeTests.map((t) => ({ testTakerID: t.test_taker_id, submittedAt: t.submitted_at, band: t.band })),
  };
}
