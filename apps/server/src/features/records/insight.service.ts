import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { BAND_TREND_LIMIT } from "@bandcraft/contract/quotas";
import type { TInsight } from "@bandcraft/contract/reading";
import type { TAppDeps } from "../../deps";
import type { TAuthUser } from "../../plugins/auth";
import { talliesOf } from "./question-tallies";
import { latestCompleteTests } from "./records.repository";

/**
 * Accuracy per question type over every paper (the tallies kept as papers are stored), and the band trend
 * of the latest BAND_TREND_LIMIT complete tests, oldest first: what to practise next. Two index reads of
 * bounded size, however long the learner's history.
 */
export async function insight(deps: TAppDeps, user: TAuthUser): Promise<TInsight> {
  const [tallies, completeTests] = await Promise.all([
    talliesOf(deps.db, user.id),
    latestCompleteTests(deps.db, user.id, BAND_TREND_LIMIT),
  ]);
  return {
    byType: tallies.map((t) => ({
      questionType: t.question_type as TQuestionType,
      correct: Number(t.correct),
      total: Number(t.total),
    })),
    bandTrend: completeTests
      .reverse()
      .map((t) => ({ testTakerID: t.test_taker_id, submittedAt: t.submitted_at, band: t.band })),
  };
}
