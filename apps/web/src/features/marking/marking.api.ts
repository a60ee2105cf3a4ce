import { assignmentEndpoints, type TMyAssignment } from "@bandcraft/contract/assignments";
import {
  markingEndpoints,
  type TCriterionBands,
  type TEssayMarking,
  type TEssayMarks,
  type TMarkComment,
  type TSentEssay,
} from "@bandcraft/contract/marking";
import type { TWritingItem } from "@bandcraft/contract/writing";
import { call } from "../../lib/api-client";

/** Every query of this feature starts with this key, so one invalidation refreshes a class's list and an essay. */
export const MARKING_KEY = "marking";
export const sentEssaysKey = (classID: string) => [MARKING_KEY, "class", classID] as const;
export const markingKey = (essayID: string) => [MARKING_KEY, "essay", essayID] as const;
export const myMarkingKey = (essayID: string) => [MARKING_KEY, "mine", essayID] as const;
/** The learner's classes and assignments; sending an essay changes an assignment's status, so it is refreshed. */
export const MY_ASSIGNMENTS_KEY = ["assignments", "mine"] as const;

/** One sent essay whole, as the teacher marks it. */
export type TMarkingEssay = TSentEssay & {
  classID: string;
  className: string;
  text: string;
  task: TWritingItem | null;
};
export type TMarkingData = { essay: TMarkingEssay; marks: TEssayMarks | null };
/** What the teacher saves: `returned` gives the marks to the learner (bands then required). */
export type TMarkingSave = {
  essayID: string;
  bands: TCriterionBands | null;
  comments: TMarkComment[];
  generalComment: string;
  returned: boolean;
};
export type TMyClasses = { classes: { classID: string; name: string }[]; assignments: TMyAssignment[] };

/** The essays sent to one of the teacher's classes, newest first. */
export async function fetchSentEssays(classID: string, signal?: AbortSignal): Promise<TSentEssay[]> {
  const body = await call(markingEndpoints.markingList, { classID }, { signal });
  return body.essays;
}

/** One essay sent to the teacher, its task and the marks so far. */
export async function fetchMarking(essayID: string, signal?: AbortSignal): Promise<TMarkingData> {
  const body = await call(markingEndpoints.markingGet, { essayID }, { signal });
  return { essay: body.essay, marks: body.marks };
}

/** Saves the teacher's marks (and returns the essay when asked); answers the overall band and when. */
export async function saveMarking(request: TMarkingSave): Promise<{ overall: number | null; savedAt: number }> {
  const body = await call(markingEndpoints.markingSave, request);
  return { overall: body.overall, savedAt: body.savedAt };
}

/** Where the learner's own essay stands: not sent (null), sent, or returned with marks. */
export async function fetchMyMarking(essayID: string, signal?: AbortSignal): Promise<TEssayMarking | null> {
  const body = await call(markingEndpoints.essayMarking, { essayID }, { signal });
  return body.marking;
}

/** Sends the learner's essay to a class's teacher, for an assignment of that class when given. Final. */
export async function sendEssay(essayID: string, classID: string, assignmentID: string | null): Promise<void> {
  await call(markingEndpoints.essaySend, { essayID, classID, ...(assignmentID ? { assignmentID } : {}) });
}

/** The learner's classes and their assignments. */
export async function fetchMyClasses(signal?: AbortSignal): Promise<TMyClasses> {
  const body = await call(assignmentEndpoints.myAssignments, {}, { signal });
  return { classes: body.classes, assignments: body.assignments };
}
