import { TRUE_FALSE_NOT_GIVEN } from "@bandcraft/contract/question-types/identifying-information";
import type { TJsonObject } from "../json";
import { isBlank, listOf } from "../json";
import { answerChoiceProblems, countProblems, type TQuestionTypeRules } from "../rules";

/** Spec messages shared by both identifying types: at least one statement, none blank. */
export function statementProblems(content: TJsonObject): string[] {
  const statements = listOf(content.statements);
  if (statements.length === 0) return ["Must have at least one statement"];
  return statements.flatMap((statement, i) => (isBlank(statement) ? [`Statement ${i + 1} cannot be empty`] : []));
}

/** IDENTIFYING_INFORMATION: one statement per question, answered TRUE, FALSE or NOT GIVEN. */
export const identifyingInformationRules: TQuestionTypeRules<"IDENTIFYING_INFORMATION"> = {
  answerCase: () => "upper",
  content: statementProblems,
  structure(section, context) {
    return [
      ...countProblems(context, section.questionNumber, section.content.statements.length, "statements"),
      ...answerChoiceProblems(context, context.numbers, TRUE_FALSE_NOT_GIVEN, "TRUE, FALSE or NOT GIVEN"),
    ];
  },
};
