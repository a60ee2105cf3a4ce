import { perQuestion, type TSectionGrader } from "../section-grader";

/** Feature letters, stored and compared upper-cased. */
export const gradeMatchingFeatures: TSectionGrader<"MATCHING_FEATURES"> = perQuestion("choice");
