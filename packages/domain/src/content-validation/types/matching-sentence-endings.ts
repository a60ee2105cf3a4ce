import { sizeOf } from "../json";
import { answerChoiceProblems, countProblems, oneOf, type TQuestionTypeRules } from "../rules";

/** MATCHING_SENTENCE_ENDINGS: beginnings answered with a key of endingOptions. */
export const matchingSentenceEndingsRules: TQuestionTypeRules<"MATCHING_SENTENCE_ENDINGS"> = {
  answerCase: () => "upper",
  content(content) {
    const problems: string[] = [];
    if (sizeOf(content.sentenceBeginnings) === 0) problems.push("Must have sentence beginnings");
    if (sizeOf(content.endingOptions) === 0) problems.push("Must have ending options");
    return problems;
  },
  structure(section, context) {
    const keys = Object.keys(section.content.endingOptions);
    return [
      ...countProblems(
        context,
        section.questionNumber,
        section.content.sentenceBeginnings.length,
        "sentence beginnings",
      ),
      ...answerChoiceProblems(context, context.numbers, keys, oneOf("ending options", keys)),
    ];
  },
};
