import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { multipleChoiceGroups, multipleChoiceSpan } from "../../question-numbers";
import { isBlank, isJsonObject, listOf, sizeOf } from "../json";
import { answerChoiceProblems, listOverflowProblems, type TQuestionTypeRules } from "../rules";

/** MULTIPLE_CHOICE: questions with at least two lettered options; a multi-select question spans maxSelection numbers. */
export const multipleChoiceRules: TQuestionTypeRules<"MULTIPLE_CHOICE"> = {
  answerCase: () => "upper",
  content(content, section) {
    const questions = listOf(content.questions);
    if (questions.length === 0) return [{ code: "noQuestions", section }];
    const problems: TContentProblem[] = [];
    questions.forEach((raw, i) => {
      const question = isJsonObject(raw) ? raw : {};
      if (isBlank(question.question)) problems.push({ code: "questionTextEmpty", section, item: i + 1 });
      if (sizeOf(question.options) < 2) problems.push({ code: "tooFewOptions", section, item: i + 1 });
    });
    return problems;
  },

  structure(section, context) {
    const { content } = section;
    const span = multipleChoiceSpan(content);
    const problems: TContentProblem[] = [];
    const questions = content.questions.length;
    const covered = questions * span;
    const declared = section.questionNumber;
    if (covered !== declared) {
      problems.push({ code: "choiceCountMismatch", section: context.index, declared, questions, covered });
    }
    const maxSelection = content.maxSelection ?? 1;
    if (!content.allowMultiple && maxSelection > 1) {
      problems.push({ code: "selectionWithoutMultiple", section: context.index, maxSelection });
    }
    const groups = multipleChoiceGroups(content, context.numbers);
    groups.forEach((group, i) => {
      const letters = Object.keys(content.questions[i]?.options ?? {});
      problems.push(...answerChoiceProblems(context, group, letters, "options"));
      // "Choose TWO" answers are a set: the same letter twice would make one mark impossible to earn.
      const chosen = group.map((n) => context.answers.get(n)).filter((a) => a !== undefined);
      const repeated = chosen.filter((a, j) => chosen.indexOf(a) !== j);
      const first = group[0];
      for (const value of new Set(repeated)) {
        if (first !== undefined) problems.push({ code: "answerRepeated", question: first, value });
      }
    });
    problems.push(...listOverflowProblems(context, groups));
    return problems;
  },
};
