import type { TMatchingHeadingsContent } from "@bandcraft/contract/question-types/matching-headings";
import { sizeOf } from "../json";
import { answerChoiceProblems, countProblems, oneOf, sectionPrefix, type TQuestionTypeRules } from "../rules";

/** The roman keys of a headings map or list, in the order given. */
export function headingKeys(headings: TMatchingHeadingsContent["headings"]): string[] {
  return Array.isArray(headings) ? headings.map((h) => h.key) : Object.keys(headings);
}

/** MATCHING_HEADINGS: one question per paragraph position, answered with a roman heading key. */
export const matchingHeadingsRules: TQuestionTypeRules<"MATCHING_HEADINGS"> = {
  answerCase: () => "lower",
  content(content) {
    const problems: string[] = [];
    if (sizeOf(content.headings) === 0) problems.push("Must have at least one heading");
    if (sizeOf(content.paragraphPositions) === 0) problems.push("Must have at least one paragraph position");
    return problems;
  },
  structure(section, context) {
    const { paragraphPositions } = section.content;
    const keys = headingKeys(section.content.headings);
    const problems = [
      ...countProblems(context, section.questionNumber, paragraphPositions.length, "paragraph positions"),
      ...answerChoiceProblems(context, context.numbers, keys, oneOf("headings", keys)),
    ];
    for (const position of paragraphPositions) {
      if (position >= context.paragraphCount) {
        problems.push(
          `${sectionPrefix(context.index)}paragraph position ${position} is outside the passage (${context.paragraphCount} paragraphs, positions from 0)`,
        );
      }
    }
    const repeated = paragraphPositions.filter((p, i) => paragraphPositions.indexOf(p) !== i);
    for (const position of new Set(repeated)) {
      problems.push(`${sectionPrefix(context.index)}paragraph position ${position} is listed more than once`);
    }
    return problems;
  },
};
