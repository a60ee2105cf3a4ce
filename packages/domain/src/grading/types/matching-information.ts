import { perQuestion, type TSectionGrader } from "../section-grader";

/** Paragraph letters, upper-cased. */
export const gradeMatchingInformation: TSectionGrader<"MATCHING_INFORMATION"> = perQuestion("choice");
