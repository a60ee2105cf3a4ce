import type { TQuestionType } from "@bandcraft/contract/question-types/index";

/** The optional filters of the question-filter dialog. */
export type TSingleFilter = { level?: 1 | 2 | 3; questionType?: TQuestionType };

/** The request body: the chosen filters, or null when none is chosen ("Skip, random" sends null too). */
export function filterBody(filter: TSingleFilter | null): TSingleFilter | null {
  if (!filter) return null;
  const body: TSingleFilter = {};
  if (filter.level !== undefined) body.level = filter.level;
  if (filter.questionType !== undefined) body.questionType = filter.questionType;
  return Object.keys(body).length > 0 ? body : null;
}
