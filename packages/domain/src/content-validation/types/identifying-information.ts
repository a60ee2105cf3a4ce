import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { TRUE_FALSE_NOT_GIVEN } from "@bandcraft/contract/question-types/identifying-information";
import type { TJsonObject } from "../json";
import { isBlank, listOf } from "../json";
import { answerChoiceProblems, countProblems, type TQuestionTypeRules } from "../rules";

/** Spec problems shared by both identifying types: at least one statement, none blank. */
export function statementProblems(content: TJsonObject, section: number): TContentProblem[] {
  const statements = listOf(content.statements);
  if (statements.length === 0) return [{ code: "noStatements", section }];
  return statements.flatMap((statement, i) =>
    isBlank(statement) ? [{ code: "statementEmpty" as const, section, item: i + 1 }] : [],
  );
}

/** IDENTIFYING_INFORMATION: one statement per question, answered TRUE, FALSE or NOT GIVEN. */
export const identifyingInformationRules: TQuestionTypeRules<"IDENTIFYING_INFORMATION"> = {
  answerCase: () => "upper",
  content: statementProblems,
  structure(section, context) {
    return [
      ...countProblems(context, section.questionNumber, section.content.statements.length, "statements"),
      ...answerChoiceProblems(context, context.numbers, TRUE_FALSE_NOT_GIVEN, "judgements"),
    ];
  },
};
