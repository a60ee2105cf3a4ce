import { isBlank, isJsonObject, listOf } from "./json";
import { contentProblems, isQuestionType } from "./registry";
import { sectionPrefix } from "./rules";

/** The problems of one question section read from untrusted JSON, prefixed with its 1-based index. */
export function validateQuestionSection(input: unknown, index: number): string[] {
  const section = isJsonObject(input) ? input : {};
  const prefix = sectionPrefix(index);
  const type = section.questionType;
  if (!isQuestionType(type)) return [`${prefix}Question type is invalid: ${String(type)}`];
  const content = section.content;
  if (content === null || content === undefined) return [`${prefix}Content cannot be null`];
  // Content may name its own type; one naming another type was pasted into the wrong section.
  if (isJsonObject(content) && content.type !== undefined && content.type !== type) {
    return [`${prefix}Content type mismatch: expected ${type}, got ${String(content.type)}`];
  }
  return contentProblems(type, content).map((message) => prefix + message);
}

/**
 * The content problems of a practice before it is saved, read from untrusted JSON (before
 * the contract schema, which rejects some of these shapes outright); an empty list means none.
 */
export function validateReadingPractice(input: unknown): string[] {
  const practice = isJsonObject(input) ? input : {};
  const problems: string[] = [];
  if (isBlank(practice.title)) problems.push("Title cannot be empty");
  const paragraphs = listOf(practice.paragraphInfo);
  if (paragraphs.length === 0) problems.push("Page content cannot be empty");
  // One message however many paragraphs are blank: the message names none of them.
  if (paragraphs.some((p) => !isJsonObject(p) || isBlank(p.content)))
    problems.push("Paragraph content cannot be empty");
  const sections = listOf(practice.questionSections);
  if (sections.length === 0) problems.push("Must have at least one question section");
  sections.forEach((section, i) => {
    problems.push(...validateQuestionSection(section, i + 1));
  });
  return problems;
}
