import { perQuestion, type TSectionGrader } from "../section-grader";

/** Roman numerals, compared without regard to case. */
export const gradeMatchingHeadings: TSectionGrader<"MATCHING_HEADINGS"> = perQuestion("choice");
