import { type TReadingPractice, type TSubmissionRecord, ZReadingPractice } from "@bandcraft/contract/reading";
import { bandForScore } from "@bandcraft/domain/band";
import { gradePractice } from "@bandcraft/domain/grading/grade-practice";
import { type TEditorPractice, toSavePayload } from "./editor-state";

/** The id a draft that was never saved is previewed under (the preview's record and review name it). */
export const PREVIEW_PRACTICE_ID = "preview";

/**
 * The draft as the bank would hold it, if it can be shown to a learner: at least one question section, and
 * every section with its number of questions and content of its type's shape (what the test's question
 * modules render from). Null otherwise. Wording, key and explanations need not be finished: a missing answer
 * just marks its question wrong, as the server would.
 */
export function previewPracticeOf(practice: TEditorPractice): TReadingPractice | null {
  if (practice.sections.length === 0) return null;
  const parsed = ZReadingPractice.safeParse({
    ...toSavePayload(practice),
    readingPracticeID: practice.id ?? PREVIEW_PRACTICE_ID,
  });
  return parsed.success ? parsed.data : null;
}

/**
 * The record a submit of these answers would make, graded here by the server's own rules (the domain's
 * grading and band). It names no submission: nothing was submitted, and nothing is kept.
 */
export function previewRecord(
  practice: TReadingPractice,
  answers: Readonly<Record<string, string>>,
  elapsedSeconds: number,
): TSubmissionRecord {
  const grade = gradePractice(practice, answers);
  return {
    submissionID: "",
    totalCorrectCnt: grade.correctCnt,
    band: bandForScore(grade.correctCnt, grade.questionCnt),
    elapsedTime: Math.max(0, Math.floor(elapsedSeconds)),
    SubmissionResults: [
      {
        readingPracticeID: practice.readingPracticeID,
        standardAnswers: grade.standardAnswers,
        userAnswers: grade.userAnswers,
        correctCnt: grade.correctCnt,
        correctTable: grade.correctTable,
      },
    ],
  };
}
