import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { isBlank, sizeOf } from "../json";
import { answerChoiceProblems, blankMarkerProblems, type TQuestionTypeRules } from "../rules";

/** SENTENCE_COMPLETION: text with {N} blanks; with options the answers are option letters. */
export const sentenceCompletionRules: TQuestionTypeRules<"SENTENCE_COMPLETION"> = {
  // Option letters with options; an empty options map is no options (free text), as a missing one is.
  answerCase: (section) => (sizeOf(section.content.options) > 0 ? "upper" : "as-written"),
  content(content, section) {
    const problems: TContentProblem[] = [];
    if (isBlank(content.content)) problems.push({ code: "contentEmpty", section });
    if (sizeOf(content.blankNumbers) === 0) problems.push({ code: "noBlankNumbers", section });
    return problems;
  },
  structure(section, context) {
    const { options, blankNumbers } = section.content;
    const problems = blankMarkerProblems(context, blankNumbers, [section.content.content]);
    if (options && sizeOf(options) > 0) {
      const keys = Object.keys(options);
      problems.push(...answerChoiceProblems(context, blankNumbers, keys, "options"));
    }
    return problems;
  },
};
