import type { TQuestionSection, TQuestionType } from "@bandcraft/contract/question-types/index";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { expandAnswerKey } from "../answer-key";
import { sectionQuestionNumbers } from "../question-numbers";
import type { TGradingInput, TSectionGrader } from "./section-grader";
import { gradeDiagramLabelCompletion } from "./types/diagram-label-completion";
import { gradeIdentifyingInformation } from "./types/identifying-information";
import { gradeIdentifyingWritersView } from "./types/identifying-writers-view";
import { gradeMatchingFeatures } from "./types/matching-features";
import { gradeMatchingHeadings } from "./types/matching-headings";
import { gradeMatchingInformation } from "./types/matching-information";
import { gradeMatchingSentenceEndings } from "./types/matching-sentence-endings";
import { gradeMultipleChoice } from "./types/multiple-choice";
import { gradeSentenceCompletion } from "./types/sentence-completion";
import { gradeShortAnswerQuestions } from "./types/short-answer-questions";
import { gradeSummaryCompletion } from "./types/summary-completion";

/** One grader per question type, registered in one place. */
export const SECTION_GRADERS: { [T in TQuestionType]: TSectionGrader<T> } = {
  MULTIPLE_CHOICE: gradeMultipleChoice,
  IDENTIFYING_INFORMATION: gradeIdentifyingInformation,
  IDENTIFYING_WRITERS_VIEW: gradeIdentifyingWritersView,
  MATCHING_INFORMATION: gradeMatchingInformation,
  MATCHING_HEADINGS: gradeMatchingHeadings,
  MATCHING_FEATURES: gradeMatchingFeatures,
  MATCHING_SENTENCE_ENDINGS: gradeMatchingSentenceEndings,
  SENTENCE_COMPLETION: gradeSentenceCompletion,
  SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION: gradeSummaryCompletion,
  DIAGRAM_LABEL_COMPLETION: gradeDiagramLabelCompletion,
  SHORT_ANSWER_QUESTIONS: gradeShortAnswerQuestions,
};

/** The result of grading one passage, keyed by question number as text (the wire form). */
export interface TPracticeGrade {
  /** Every question's key as stored (alternatives joined by "|"). */
  standardAnswers: Record<string, string>;
  /** The learner's non-blank answers, trimmed. */
  userAnswers: Record<string, string>;
  /** Every question: true correct, false wrong or missed. */
  correctTable: Record<string, boolean>;
  correctCnt: number;
  questionCnt: number;
}

function gradeSection(
  section: TQuestionSection,
  input: Omit<TGradingInput<TQuestionType>, "section">,
): Map<number, boolean> {
  // The registry pairs each type with its grader; TypeScript cannot follow the pairing through the union.
  const grader = SECTION_GRADERS[section.questionType] as TSectionGrader<TQuestionType>;
  return grader({ ...input, section });
}

/** Grades a passage against its key (the server is the authority). */
export function gradePractice(practice: TReadingPractice, answers: Readonly<Record<string, string>>): TPracticeGrade {
  const key = expandAnswerKey(practice.answers);
  const user = new Map<number, string>();
  for (const [n, value] of Object.entries(answers)) {
    if (/^\d+$/.test(n) && value.trim() !== "") user.set(Number(n), value.trim());
  }
  const result: TPracticeGrade = {
    standardAnswers: {},
    userAnswers: {},
    correctTable: {},
    correctCnt: 0,
    questionCnt: 0,
  };
  const numbersBySection = sectionQuestionNumbers(practice);
  practice.questionSections.forEach((section, i) => {
    const numbers = numbersBySection[i] ?? [];
    const marks = gradeSection(section, { numbers, key, user });
    for (const n of numbers) {
      const correct = marks.get(n) === true;
      result.standardAnswers[n] = key.get(n) ?? "";
      if (user.has(n)) result.userAnswers[n] = user.get(n) ?? "";
      result.correctTable[n] = correct;
      result.questionCnt += 1;
      if (correct) result.correctCnt += 1;
    }
  });
  return result;
}

/**
 * How a client marks a question: the server's correctTable wins when it has the number; otherwise the
 * answer must equal the standard answer exactly.
 */
export function markOf(
  questionNumber: number,
  userAnswer: string | undefined,
  standardAnswer: string | undefined,
  correctTable?: Readonly<Record<string, boolean>>,
): "correct" | "incorrect" | "unanswered" {
  if (!userAnswer || userAnswer.trim() === "") return "unanswered";
  const server = correctTable?.[String(questionNumber)];
  if (server !== undefined) return server ? "correct" : "incorrect";
  return userAnswer === standardAnswer ? "correct" : "incorrect";
}
