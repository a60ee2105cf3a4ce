/**
 * One practice record of the learner's list as JSON text, written once when the paper is
 * stored and kept compressed (lib/deflate-pieces.ts), 20 to a row (lib/piece-chunks.ts), so a records page
 * is 20 stored pieces stitched, not 60 passage rows re-assembled per request.
 */

export type TRecordSubmission = {
  testTakerId: string;
  startTs: number;
  elapsedSeconds: number;
  totalCorrect: number;
  questionCount: number;
  band: number;
};

/** A graded passage; its answer maps and correct table are already JSON text. */
export type TRecordPassage = {
  practiceId: string;
  title: string;
  correctCount: number;
  questionCount: number;
  standardAnswersJson: string;
  userAnswersJson: string;
  correctTableJson: string;
};

const ratio = (correct: number, total: number) => (total > 0 ? correct / total : 0);

/** The record's JSON: the band only for complete tests, the stored maps embedded as they are. */
export function practiceRecordJson(s: TRecordSubmission, passages: readonly TRecordPassage[]): string {
  const info = passages.map(
    (p) =>
      `{"id":${JSON.stringify(p.practiceId)},"title":${JSON.stringify(p.title)},"correctCnt":${p.correctCount},` +
      `"accuracy":${ratio(p.correctCount, p.questionCount)},"standardAnswers":${p.standardAnswersJson},` +
      `"userAnswers":${p.userAnswersJson},"correctTable":${p.correctTableJson}}`,
  );
  const band = passages.length > 1 ? `"band":${s.band},` : "";
  return (
    `{"testTakerID":${JSON.stringify(s.testTakerId)},"startTimeStamp":${s.startTs},"elapsedTime":${s.elapsedSeconds},` +
    `"totalAccuracy":${ratio(s.totalCorrect, s.questionCount)},"totalCorrectCnt":${s.totalCorrect},` +
    `"questionCnt":${s.questionCount},${band}"readingPracticeInfo":[${info.join(",")}]}`
  );
}
