import { sizeOf } from "../json";
import { answerChoiceProblems, countProblems, oneOf, type TQuestionTypeRules } from "../rules";

/** MATCHING_FEATURES: items answered with a key of featureOptions. */
export const matchingFeaturesRules: TQuestionTypeRules<"MATCHING_FEATURES"> = {
  answerCase: () => "upper",
  content(content) {
    const problems: string[] = [];
    if (sizeOf(content.featureOptions) === 0) problems.push("Must have feature options");
    if (sizeOf(content.itemsToMatch) === 0) problems.push("Must have items to match");
    return problems;
  },
  structure(section, context) {
    const keys = Object.keys(section.content.featureOptions);
    return [
      ...countProblems(context, section.questionNumber, section.content.itemsToMatch.length, "items to match"),
      ...answerChoiceProblems(context, context.numbers, keys, oneOf("feature options", keys)),
    ];
  },
};
