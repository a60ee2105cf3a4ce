import { perQuestion, type TSectionGrader } from "../section-grader";

/** Words from the passage: trimmed, case-insensitive, any accepted alternative. */
export const gradeShortAnswerQuestions: TSectionGrader<"SHORT_ANSWER_QUESTIONS"> = perQuestion("text");
