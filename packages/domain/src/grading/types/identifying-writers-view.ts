import { perQuestion, type TSectionGrader } from "../section-grader";

/** YES / NO / NOT GIVEN, compared upper-cased. */
export const gradeIdentifyingWritersView: TSectionGrader<"IDENTIFYING_WRITERS_VIEW"> = perQuestion("choice");
