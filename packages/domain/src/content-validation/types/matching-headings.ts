import type { TContentProblem } from "@bandcraft/contract/content-problems";
import type { TMatchingHeadingsContent } from "@bandcraft/contract/question-types/matching-headings";
import { sizeOf } from "../json";
import { answerChoiceProblems, countProblems, type TQuestionTypeRules } from "../rules";

/** The roman keys of a headings map or list, in the order given. */
export function headingKeys(headings: TMatchingHeadingsContent["headings"]): string[] {
  return Array.isArray(headings) ? headings.map((h) => h.key) : Object.keys(headings);
}

/** MATCHING_HEADINGS: one question per paragraph position, answered with a roman heading key. */
export const matchingHeadingsRules: TQuestionTypeRules<"MATCHING_HEADINGS"> = {
  answerCase: () => "lower",
  content(content, section) {
    const problems: TContentProblem[] = [];
    if (sizeOf(content.headings) === 0) problems.push({ code: "noHeadings", section });
    if (sizeOf(content.paragraphPositions) === 0) problems.push({ code: "noParagraphPositions", section });
    return problems;
  },
  structure(section, context) {
    const { paragraphPositions } = section.content;
    const keys = headingKeys(section.content.headings);
    const problems: TContentProblem[] = [
      ...countProblems(context, section.questionNumber, paragraphPositions.length, "paragraphPositions"),
      ...answerChoiceProblems(context, context.numbers, keys, "headings"),
    ];
    for (const position of paragraphPositions) {
      if (position >= context.paragraphCount) {
        // Positions count from 0; the problem names the paragraph as the editor shows it, from 1.
        const paragraphs = context.paragraphCount;
        problems.push({ code: "positionOutside", section: context.index, paragraph: position + 1, paragraphs });
      }
    }
    const repeated = paragraphPositions.filter((p, i) => paragraphPositions.indexOf(p) !== i);
    for (const position of new Set(repeated)) {
      problems.push({ code: "positionRepeated", section: context.index, paragraph: position + 1 });
    }
    return problems;
  },
};
