import { acceptedAlternatives, displayAnswerKey } from "@bandcraft/domain/answer-key";
import type { TQuestionReview } from "../../engine/question-type-module";

export type TAnswerStatus = "correct" | "incorrect" | "unanswered";

/** The learner's answer to one number, trimmed; "" when unanswered. */
export const answerOf = (answers: Readonly<Record<number, string>>, questionNumber: number) =>
  (answers[questionNumber] ?? "").trim();

/** The key as a learner reads it: alternatives joined by " / " (the domain's rule, also used by results and records). */
export const formatKey = (key: string | undefined) => displayAnswerKey(key ?? "");

/**
 * How one answer fared. The server's correctTable wins when it names the number; otherwise
 * the answer is compared with the key trimmed and case-insensitively, as the server does for text.
 */
export function answerStatus(
  review: TQuestionReview,
  answers: Readonly<Record<number, string>>,
  questionNumber: number,
): TAnswerStatus {
  const answer = answerOf(answers, questionNumber);
  const marked = review.correctTable[questionNumber];
  if (marked === true) return "correct";
  if (!answer) return "unanswered";
  if (marked === false) return "incorrect";
  const key = review.standardAnswers[questionNumber] ?? "";
  return acceptedAlternatives(key).some((accepted) => accepted.toUpperCase() === answer.toUpperCase())
    ? "correct"
    : "incorrect";
}

/** Sorted options of a letter-keyed map: word banks and feature options are sorted by key. */
export const sortedOptions = (options: Readonly<Record<string, string>>) =>
  Object.entries(options).sort(([a], [b]) => a.localeCompare(b));

/** Word-bank and option usage is counted by trimmed upper-case value. */
export const usageKey = (value: string) => value.trim().toUpperCase();
