import { multipleChoiceGroups, multipleChoiceSpan } from "../../question-numbers";
import { isBlank, isJsonObject, listOf, sizeOf } from "../json";
import { answerChoiceProblems, listOverflowProblems, oneOf, sectionPrefix, type TQuestionTypeRules } from "../rules";

/** MULTIPLE_CHOICE: questions with at least two lettered options; a multi-select question spans maxSelection numbers. */
export const multipleChoiceRules: TQuestionTypeRules<"MULTIPLE_CHOICE"> = {
  answerCase: () => "upper",
  content(content) {
    const questions = listOf(content.questions);
    if (questions.length === 0) return ["Must have at least one question"];
    const problems: string[] = [];
    questions.forEach((raw, i) => {
      const question = isJsonObject(raw) ? raw : {};
      if (isBlank(question.question)) problems.push(`Question ${i + 1}: question text cannot be empty`);
      if (sizeOf(question.options) < 2) problems.push(`Question ${i + 1}: must have at least 2 options`);
    });
    return problems;
  },

  structure(section, context) {
    const { content } = section;
    const span = multipleChoiceSpan(content);
    const problems: string[] = [];
    const covered = content.questions.length * span;
    if (covered !== section.questionNumber) {
      problems.push(
        `${sectionPrefix(context.index)}questionNumber is ${section.questionNumber} but its ${content.questions.length} question(s) cover ${covered}`,
      );
    }
    if (!content.allowMultiple && (content.maxSelection ?? 1) > 1) {
      problems.push(
        `${sectionPrefix(context.index)}maxSelection is ${content.maxSelection} but allowMultiple is not set`,
      );
    }
    const groups = multipleChoiceGroups(content, context.numbers);
    groups.forEach((group, i) => {
      const letters = Object.keys(content.questions[i]?.options ?? {});
      problems.push(...answerChoiceProblems(context, group, letters, oneOf("options", letters)));
      // "Choose TWO" answers are a set: the same letter twice would make one mark impossible to earn.
      const chosen = group.map((n) => context.answers.get(n)).filter((a) => a !== undefined);
      const repeated = chosen.filter((a, j) => chosen.indexOf(a) !== j);
      for (const letter of new Set(repeated)) {
        problems.push(`Question ${group[0]}: answer "${letter}" is listed more than once`);
      }
    });
    problems.push(...listOverflowProblems(context, groups));
    return problems;
  },
};
