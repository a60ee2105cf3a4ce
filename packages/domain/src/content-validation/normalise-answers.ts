import type { TReadingPractice } from "@bandcraft/contract/reading";
import { answerKeyNumber } from "../answer-key";
import { sequentialSectionNumbers } from "../question-numbers";
import { answerCaseOf } from "./registry";
import type { TAnswerCase } from "./rules";

const written = (value: string, answerCase: TAnswerCase | undefined) =>
  answerCase === "upper" ? value.toUpperCase() : answerCase === "lower" ? value.toLowerCase() : value;

/**
 * The answer key written as it is stored: each answer in the case its section's type uses ("true" → "TRUE",
 * "b" → "B", "IV" → "iv"), free text untouched. Every key form is kept as given (question_N, heading_N,
 * section-S-N, and lists that spread over N, N+1, …); an answer for a number no section asks stays as it is.
 */
export function normaliseAnswerKey(practice: TReadingPractice): TReadingPractice["answers"] {
  const caseOf = new Map<number, TAnswerCase>();
  const numbers = sequentialSectionNumbers(practice);
  practice.questionSections.forEach((section, i) => {
    const answerCase = answerCaseOf(section);
    for (const n of numbers[i] ?? []) caseOf.set(n, answerCase);
  });
  return Object.fromEntries(
    Object.entries(practice.answers).map(([key, value]) => {
      const start = answerKeyNumber(key);
      if (start === null) return [key, value];
      if (typeof value === "string") return [key, written(value, caseOf.get(start))];
      return [key, value.map((v, i) => written(v, caseOf.get(start + i)))];
    }),
  );
}
