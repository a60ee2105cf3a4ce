import { sizeOf } from "../json";
import { answerChoiceProblems, countProblems, oneOf, type TQuestionTypeRules } from "../rules";

/** MATCHING_INFORMATION: statements answered with a paragraph letter from paragraphOptions. */
export const matchingInformationRules: TQuestionTypeRules<"MATCHING_INFORMATION"> = {
  answerCase: () => "upper",
  content(content) {
    const problems: string[] = [];
    if (sizeOf(content.statementsToMatch) === 0) problems.push("Must have at least one statement to match");
    if (sizeOf(content.paragraphOptions) === 0) problems.push("Must have at least one paragraph option");
    return problems;
  },
  structure(section, context) {
    const keys = Object.keys(section.content.paragraphOptions);
    return [
      ...countProblems(
        context,
        section.questionNumber,
        section.content.statementsToMatch.length,
        "statements to match",
      ),
      ...answerChoiceProblems(context, context.numbers, keys, oneOf("paragraph options", keys)),
    ];
  },
};
