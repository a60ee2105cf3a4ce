import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { isBlank, sizeOf } from "../json";
import { answerChoiceProblems, type TQuestionTypeRules } from "../rules";

/** DIAGRAM_LABEL_COMPLETION: a picture with numbered blanks, answered in words or from a word bank. */
export const diagramLabelCompletionRules: TQuestionTypeRules<"DIAGRAM_LABEL_COMPLETION"> = {
  answerCase: (section) => (sizeOf(section.content.wordBank) > 0 ? "upper" : "as-written"),
  content(content, section) {
    const problems: TContentProblem[] = [];
    // picURL is one image name; a list of images is accepted as well.
    if (isBlank(content.picURL) && sizeOf(content.picURL) === 0) problems.push({ code: "diagramNoImages", section });
    if (sizeOf(content.blankNumbers) === 0) problems.push({ code: "noBlankNumbers", section });
    return problems;
  },
  structure(section, context) {
    const { wordBank, blankNumbers } = section.content;
    if (!wordBank || sizeOf(wordBank) === 0) return [];
    const keys = Object.keys(wordBank);
    return answerChoiceProblems(context, blankNumbers, keys, "wordBank");
  },
};
