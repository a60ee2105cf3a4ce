import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { sizeOf } from "../json";
import { answerChoiceProblems, countProblems, type TQuestionTypeRules } from "../rules";

/** MATCHING_INFORMATION: statements answered with a paragraph letter from paragraphOptions. */
export const matchingInformationRules: TQuestionTypeRules<"MATCHING_INFORMATION"> = {
  answerCase: () => "upper",
  content(content, section) {
    const problems: TContentProblem[] = [];
    if (sizeOf(content.statementsToMatch) === 0) problems.push({ code: "noStatementsToMatch", section });
    if (sizeOf(content.paragraphOptions) === 0) problems.push({ code: "noParagraphOptions", section });
    return problems;
  },
  structure(section, context) {
    const keys = Object.keys(section.content.paragraphOptions);
    return [
      ...countProblems(context, section.questionNumber, section.content.statementsToMatch.length, "statementsToMatch"),
      ...answerChoiceProblems(context, context.numbers, keys, "paragraphOptions"),
    ];
  },
};
