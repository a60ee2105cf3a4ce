import {
  assignmentEndpoints,
  type TAssignmentCreateRequest,
  type TAssignmentSummary,
  type TCatalogue,
} from "@bandcraft/contract/assignments";
import { resultEndpoints, type TAssignmentResults } from "@bandcraft/contract/results";
import { ROUTES } from "@bandcraft/contract/routes";
import { call, callUnchecked } from "../../../lib/api-client";
import { loadReview, type TReviewData } from "../../review/public";

/** What the teacher can assign: the bank's complete tests, passages and writing tasks, by title. */
export async function fetchCatalogue(signal?: AbortSignal): Promise<TCatalogue> {
  const body = await call(assignmentEndpoints.assignmentCatalogue, {}, { signal });
  return { tests: body.tests, passages: body.passages, writingTasks: body.writingTasks };
}

/** A class's assignments, latest due first. */
export async function fetchAssignments(classID: string, signal?: AbortSignal): Promise<TAssignmentSummary[]> {
  const body = await call(assignmentEndpoints.assignmentList, { classID }, { signal });
  return body.assignments;
}

/** Gives the class a new assignment; answers its id. */
export async function createAssignment(request: TAssignmentCreateRequest): Promise<string> {
  const body = await call(assignmentEndpoints.assignmentCreate, request);
  return body.assignmentID;
}

/** Withdraws an assignment: learners no longer see it; work already done stays theirs. */
export async function deleteAssignment(assignmentID: string): Promise<void> {
  await call(assignmentEndpoints.assignmentDelete, { assignmentID });
}

/** An assignment with every learner's row and, for reading, each question across the submitted papers. */
export async function fetchAssignmentResults(assignmentID: string, signal?: AbortSignal): Promise<TAssignmentResults> {
  const body = await call(resultEndpoints.assignmentResults, { assignmentID }, { signal });
  return { assignment: body.assignment, learners: body.learners, questions: body.questions };
}

/** What names one learner's passage of an assigned paper. */
export type TPaperParams = { assignmentID: string; email: string; readingPracticeID: string };

/** A learner's submitted passage of an assignment, read as the learner's own review reads its reply. */
export function fetchAssignmentReview(params: TPaperParams, signal?: AbortSignal): Promise<TReviewData> {
  return loadReview((opts) => callUnchecked(ROUTES.assignmentReview, params, opts), signal);
}
