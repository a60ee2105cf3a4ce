import type { TPracticeRecord } from "@bandcraft/contract/reading";

type TPassage = { id: string; title: string; correct: number; total: number };

/** A practice record for tests: one passage is a single practice, several a full test. */
export function makeRecord(
  testTakerID: string,
  passages: TPassage[],
  opts: { start?: number; elapsed?: number; band?: number } = {},
): TPracticeRecord {
  const correct = passages.reduce((n, p) => n + p.correct, 0);
  const total = passages.reduce((n, p) => n + p.total, 0);
  return {
    testTakerID,
    startTimeStamp: opts.start ?? 1_700_000_000_000,
    elapsedTime: opts.elapsed ?? 600,
    totalAccuracy: total > 0 ? correct / total : 0,
    totalCorrectCnt: correct,
    questionCnt: total,
    ...(opts.band !== undefined && { band: opts.band }),
    readingPracticeInfo: passages.map((p) => {
      const standardAnswers: Record<string, string> = {};
      const userAnswers: Record<string, string> = {};
      const correctTable: Record<string, boolean> = {};
      for (let n = 1; n <= p.total; n++) {
        standardAnswers[String(n)] = `K${n}`;
        userAnswers[String(n)] = n <= p.correct ? `K${n}` : "wrong";
        correctTable[String(n)] = n <= p.correct;
      }
      return {
        id: p.id,
        title: p.title,
        correctCnt: p.correct,
        accuracy: p.total > 0 ? p.correct / p.total : 0,
        standardAnswers,
        userAnswers,
        correctTable,
      };
    }),
  };
}
