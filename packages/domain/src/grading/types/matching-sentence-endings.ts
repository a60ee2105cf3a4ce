import { perQuestion, type TSectionGrader } from "../section-grader";

/** Ending letters, stored and compared upper-cased. */
export const gradeMatchingSentenceEndings: TSectionGrader<"MATCHING_SENTENCE_ENDINGS"> = perQuestion("choice");
