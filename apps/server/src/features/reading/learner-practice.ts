import type { TLearnerPractice, TReadingPractice } from "@bandcraft/contract/reading";

/** What a learner may see before submitting: the practice without its key or explanations. */
export function toLearnerPractice(practice: TReadingPractice): TLearnerPractice {
  const { answers: _answers, explanations: _explanations, ...learner } = practice;
  return learner;
}
