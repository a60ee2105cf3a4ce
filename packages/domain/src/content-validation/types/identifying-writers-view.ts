import { YES_NO_NOT_GIVEN } from "@bandcraft/contract/question-types/identifying-writers-view";
import { answerChoiceProblems, countProblems, type TQuestionTypeRules } from "../rules";
import { statementProblems } from "./identifying-information";

/** IDENTIFYING_WRITERS_VIEW: one statement per question, answered YES, NO or NOT GIVEN. */
export const identifyingWritersViewRules: TQuestionTypeRules<"IDENTIFYING_WRITERS_VIEW"> = {
  answerCase: () => "upper",
  content: statementProblems,
  structure(section, context) {
    return [
      ...countProblems(context, section.questionNumber, section.content.statements.length, "statements"),
      ...answerChoiceProblems(context, context.numbers, YES_NO_NOT_GIVEN, "judgements"),
    ];
  },
};
