import { perQuestion, type TSectionGrader } from "../section-grader";

/** TRUE / FALSE / NOT GIVEN, compared upper-cased. */
export const gradeIdentifyingInformation: TSectionGrader<"IDENTIFYING_INFORMATION"> = perQuestion("choice");
