import { type TReadingPractice, ZReadingPractice } from "@bandcraft/contract/reading";
import { normaliseAnswerKey } from "@bandcraft/domain/content-validation/normalise-answers";
import { validateReadingPractice } from "@bandcraft/domain/content-validation/validate-practice";
import { structuralProblems } from "@bandcraft/domain/content-validation/validate-structure";
import { describeIssues } from "../../lib/validate";

/** Section title and instruction are required (the editor marks them required; the learner sees both). */
function requiredSectionText(practice: TReadingPractice): string[] {
  return practice.questionSections.flatMap((section, i) => [
    ...(section.title.trim() === "" ? [`Question section ${i + 1}: Title is required`] : []),
    ...(section.instruction.trim() === "" ? [`Question section ${i + 1}: Instruction is required`] : []),
  ]);
}

export type TPracticeCheck = { practice: TReadingPractice; problems: [] } | { practice: undefined; problems: string[] };

/**
 * Everything a practice must pass before it is stored, read from untrusted JSON: the content
 * messages, the contract's shape, then the structure (numbering, answers, word banks).
 * The content bank's import and the admin's save both go through here, so neither can store what the
 * other would refuse.
 */
export function checkReadingPractice(raw: unknown): TPracticeCheck {
  const specMessages = validateReadingPractice(raw);
  const parsed = ZReadingPractice.safeParse(raw);
  if (!parsed.success) return { practice: undefined, problems: [...specMessages, describeIssues(parsed.error)] };
  if (specMessages.length > 0) return { practice: undefined, problems: specMessages };
  // A key written "true", "b" or "IV" is the key "TRUE", "B" or "iv": normalised, then checked and stored so.
  const practice = { ...parsed.data, answers: normaliseAnswerKey(parsed.data) };
  const structure = [...requiredSectionText(practice), ...structuralProblems(practice)];
  if (structure.length > 0) return { practice: undefined, problems: structure };
  return { practice, problems: [] };
}
