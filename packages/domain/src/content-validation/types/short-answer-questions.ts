import { sizeOf } from "../json";
import { countProblems, type TQuestionTypeRules } from "../rules";

/** SHORT_ANSWER_QUESTIONS: one free-text answer per question. */
export const shortAnswerQuestionsRules: TQuestionTypeRules<"SHORT_ANSWER_QUESTIONS"> = {
  answerCase: () => "as-written",
  content(content) {
    return sizeOf(content.questions) === 0 ? ["Must have at least one question"] : [];
  },
  structure(section, context) {
    return countProblems(context, section.questionNumber, section.content.questions.length, "questions");
  },
};
