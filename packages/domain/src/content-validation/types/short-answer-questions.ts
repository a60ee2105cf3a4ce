import { sizeOf } from "../json";
import { countProblems, type TQuestionTypeRules } from "../rules";

/** SHORT_ANSWER_QUESTIONS: one free-text answer per question. */
export const shortAnswerQuestionsRules: TQuestionTypeRules<"SHORT_ANSWER_QUESTIONS"> = {
  answerCase: () => "as-written",
  content(content, section) {
    return sizeOf(content.questions) === 0 ? [{ code: "noQuestions", section }] : [];
  },
  structure(section, context) {
    return countProblems(context, section.questionNumber, section.content.questions.length, "questions");
  },
};
