import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { isBlank, isJsonObject, listOf, namedValue } from "./json";
import { contentProblems, isQuestionType } from "./registry";

/** The problems of one question section read from untrusted JSON, at its 1-based `index`. */
export function validateQuestionSection(input: unknown, index: number): TContentProblem[] {
  const section = isJsonObject(input) ? input : {};
  const type = section.questionType;
  if (!isQuestionType(type)) return [{ code: "typeInvalid", section: index, type: namedValue(type) }];
  const content = section.content;
  if (content === null || content === undefined) return [{ code: "contentNull", section: index }];
  // Content may name its own type; one naming another type was pasted into the wrong section.
  if (isJsonObject(content) && content.type !== undefined && content.type !== type) {
    return [{ code: "contentTypeMismatch", section: index, expected: type, got: namedValue(content.type) }];
  }
  return contentProblems(type, content, index);
}

/**
 * The content problems of a practice before it is saved, read from untrusted JSON (before the contract schema,
 * which rejects some of these shapes outright); an empty list means none. Problems are data: problemText
 * words them in English, the web in the teacher's language.
 */
export function validateReadingPractice(input: unknown): TContentProblem[] {
  const practice = isJsonObject(input) ? input : {};
  const problems: TContentProblem[] = [];
  if (isBlank(practice.title)) problems.push({ code: "titleEmpty" });
  const paragraphs = listOf(practice.paragraphInfo);
  if (paragraphs.length === 0) problems.push({ code: "pageContentEmpty" });
  // One problem however many paragraphs are blank: the spec's message names none of them.
  if (paragraphs.some((p) => !isJsonObject(p) || isBlank(p.content))) problems.push({ code: "paragraphContentEmpty" });
  const sections = listOf(practice.questionSections);
  if (sections.length === 0) problems.push({ code: "noSections" });
  sections.forEach((section, i) => {
    problems.push(...validateQuestionSection(section, i + 1));
  });
  return problems;
}
