import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { sizeOf } from "../json";
import { answerChoiceProblems, countProblems, type TQuestionTypeRules } from "../rules";

/** MATCHING_FEATURES: items answered with a key of featureOptions. */
export const matchingFeaturesRules: TQuestionTypeRules<"MATCHING_FEATURES"> = {
  answerCase: () => "upper",
  content(content, section) {
    const problems: TContentProblem[] = [];
    if (sizeOf(content.featureOptions) === 0) problems.push({ code: "noFeatureOptions", section });
    if (sizeOf(content.itemsToMatch) === 0) problems.push({ code: "noItemsToMatch", section });
    return problems;
  },
  structure(section, context) {
    const keys = Object.keys(section.content.featureOptions);
    return [
      ...countProblems(context, section.questionNumber, section.content.itemsToMatch.length, "itemsToMatch"),
      ...answerChoiceProblems(context, context.numbers, keys, "featureOptions"),
    ];
  },
};
