import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { sizeOf } from "../json";
import { answerChoiceProblems, countProblems, type TQuestionTypeRules } from "../rules";

/** MATCHING_SENTENCE_ENDINGS: beginnings answered with a key of endingOptions. */
export const matchingSentenceEndingsRules: TQuestionTypeRules<"MATCHING_SENTENCE_ENDINGS"> = {
  answerCase: () => "upper",
  content(content, section) {
    const problems: TContentProblem[] = [];
    if (sizeOf(content.sentenceBeginnings) === 0) problems.push({ code: "noSentenceBeginnings", section });
    if (sizeOf(content.endingOptions) === 0) problems.push({ code: "noEndingOptions", section });
    return problems;
  },
  structure(section, context) {
    const keys = Object.keys(section.content.endingOptions);
    return [
      ...countProblems(
        context,
        section.questionNumber,
        section.content.sentenceBeginnings.length,
        "sentenceBeginnings",
      ),
      ...answerChoiceProblems(context, context.numbers, keys, "endingOptions"),
    ];
  },
};
