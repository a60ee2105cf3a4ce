import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { resultEndpoints, type TClassLearnerResults, type TExportRow } from "@bandcraft/contract/results";
import { call } from "../../../lib/api-client";

/** A class across its assignments: the heat map's columns and each learner's accuracy and bands. */
export type TClassResults = { questionTypes: TQuestionType[]; learners: TClassLearnerResults[] };
/** What the class's CSV holds: its name (the file's first column) and a row per learner and assignment. */
export type TClassExport = { className: string; rows: TExportRow[] };

/** The class's accuracy by question type and band trends. */
export async function fetchClassResults(classID: string, signal?: AbortSignal): Promise<TClassResults> {
  const body = await call(resultEndpoints.classResults, { classID }, { signal });
  return { questionTypes: body.questionTypes, learners: body.learners };
}

/** The class's result rows for its CSV download. */
export async function fetchClassExport(classID: string): Promise<TClassExport> {
  const body = await call(resultEndpoints.classExport, { classID });
  return { className: body.className, rows: body.rows };
}
