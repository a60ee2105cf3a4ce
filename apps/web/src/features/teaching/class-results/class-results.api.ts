import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { resultEndpoints, type TClassLearnerResults, type TExportRow } from "@bandcraft/contract/results";
import { call } from "../../../lib/api-client";

/** A page of a class's learners across its assignments: the heat map's columns, each learner's accuracy and bands. */
export type TClassResults = {
  questionTypes: TQuestionType[];
  learners: TClassLearnerResults[];
  learnerCount: number;
  page: number;
};
/** What the class's CSV holds: its name (the file's first column) and a row per learner and assignment. */
export type TClassExport = { className: string; rows: TExportRow[] };

/** A page of the class's accuracy by question type and band trends. */
export async function fetchClassResults(classID: string, page: number, signal?: AbortSignal): Promise<TClassResults> {
  const body = await call(resultEndpoints.classResults, { classID, page }, { signal });
  return {
    questionTypes: body.questionTypes,
    learners: body.learners,
    learnerCount: body.learnerCount,
    page: body.page,
  };
}

/** The class's result rows for its CSV download. */
export async function fetchClassExport(classID: string): Promise<TClassExport> {
  const body = await call(resultEndpoints.classExport, { classID });
  return { className: body.className, rows: body.rows };
}
