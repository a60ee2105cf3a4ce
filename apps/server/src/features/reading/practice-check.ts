import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { type TReadingPractice, ZReadingPractice } from "@bandcraft/contract/reading";
import { normaliseAnswerKey } from "@bandcraft/domain/content-validation/normalise-answers";
import { problemTexts } from "@bandcraft/domain/content-validation/problem-text";
import { validateReadingPractice } from "@bandcraft/domain/content-validation/validate-practice";
import { structuralProblems } from "@bandcraft/domain/content-validation/validate-structure";
import type { z } from "zod";

/** Section title and instruction are required (the editor marks them required; the learner sees both). */
function requiredSectionText(practice: TReadingPractice): TContentProblem[] {
  return practice.questionSections.flatMap((section, i): TContentProblem[] => [
    ...(section.title.trim() === "" ? [{ code: "titleRequired" as const, section: i + 1 }] : []),
    ...(section.instruction.trim() === "" ? [{ code: "instructionRequired" as const, section: i + 1 }] : []),
  ]);
}

/** How many of the schema's issues are reported: the first few locate the fault, more only repeat it. */
const MAX_SHAPE_ISSUES = 5;

/**
 * The schema's issues as problems: one inside a section names the section and the place within its content
 * (what the author edits as JSON), so no stored field name is needed to find it.
 */
export function shapeProblems(error: z.ZodError): TContentProblem[] {
  return error.issues.slice(0, MAX_SHAPE_ISSUES).map((issue) => {
    const [top, index, ...rest] = issue.path.map(String);
    if (top === "questionSections" && index !== undefined && /^\d+$/.test(index)) {
      const within = rest[0] === "content" ? rest.slice(1) : rest;
      return { code: "invalidShape", section: Number(index) + 1, where: within.join("."), detail: issue.message };
    }
    return { code: "invalidShape", where: issue.path.map(String).join("."), detail: issue.message };
  });
}

/**
 * A practice that passed, or why not: `contentProblems` as data (codes and values, for a client to word in
 * its own language) and `problems`, the same in English.
 */
export type TPracticeCheck =
  | { practice: TReadingPractice; problems: []; contentProblems: [] }
  | { practice: undefined; problems: string[]; contentProblems: TContentProblem[] };

function refused(contentProblems: TContentProblem[]): TPracticeCheck {
  return { practice: undefined, problems: problemTexts(contentProblems), contentProblems };
}

/**
 * Everything a practice must pass before it is stored, read from untrusted JSON: the content
 * messages, the contract's shape, then the structure (numbering, answers, word banks).
 * The content bank's import and the admin's save both go through here, so neither can store what the
 * other would refuse.
 */
export function checkReadingPractice(raw: unknown): TPracticeCheck {
  const content = validateReadingPractice(raw);
  const parsed = ZReadingPractice.safeParse(raw);
  if (!parsed.success) return refused([...content, ...shapeProblems(parsed.error)]);
  if (content.length > 0) return refused(content);
  // A key written "true", "b" or "IV" is the key "TRUE", "B" or "iv": normalised, then checked and stored so.
  const practice = { ...parsed.data, answers: normaliseAnswerKey(parsed.data) };
  const structure = [...requiredSectionText(practice), ...structuralProblems(practice)];
  if (structure.length > 0) return refused(structure);
  return { practice, problems: [], contentProblems: [] };
}
