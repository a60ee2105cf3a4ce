import { ZAssignmentId } from "@bandcraft/contract/assignments";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { TEACHING_KEY } from "../teaching.api";
import {
  createAssignment,
  deleteAssignment,
  fetchAssignmentResults,
  fetchAssignmentReview,
  fetchAssignments,
  fetchCatalogue,
  type TPaperParams,
} from "./assignments.api";

/** The query key of a class's assignments (under the teaching key, so a class change refreshes them too). */
export const assignmentsKey = (classID: string) => [TEACHING_KEY, "assignments", classID] as const;
/** The query key of one assignment's results. */
export const resultsKey = (assignmentID: string) => [TEACHING_KEY, "assignment-results", assignmentID] as const;

/** How long the bank's catalogue is kept before it is asked again: it changes only when an editor publishes. */
const CATALOGUE_STALE_MS = 5 * 60_000;

/** A class's assignments. */
export function useAssignments(classID: string) {
  return useQuery({ queryKey: assignmentsKey(classID), queryFn: ({ signal }) => fetchAssignments(classID, signal) });
}

/** The bank's assignable content, asked for only once the form is open. */
export function useCatalogue(enabled: boolean) {
  return useQuery({
    queryKey: [TEACHING_KEY, "catalogue"],
    queryFn: ({ signal }) => fetchCatalogue(signal),
    enabled,
    staleTime: CATALOGUE_STALE_MS,
  });
}

/** Create and withdraw; each refreshes the class's list when done. */
export function useAssignmentChanges(classID: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: assignmentsKey(classID) });
  return {
    create: useMutation({ mutationFn: createAssignment, onSuccess: refresh }),
    withdraw: useMutation({ mutationFn: deleteAssignment, onSuccess: refresh }),
  };
}

/** One assignment's results; an address that cannot be an assignment id is not asked for at all. */
export function useAssignmentResults(assignmentID: string) {
  const valid = ZAssignmentId.safeParse(assignmentID).success;
  const query = useQuery({
    queryKey: resultsKey(assignmentID),
    queryFn: ({ signal }) => fetchAssignmentResults(assignmentID, signal),
    enabled: valid,
  });
  return { valid, query };
}

/** A learner's submitted passage of an assignment; a submission never changes, so a loaded one stays fresh. */
export function useAssignmentReview(params: TPaperParams, enabled: boolean) {
  return useQuery({
    queryKey: [TEACHING_KEY, "assignment-review", params.assignmentID, params.email, params.readingPracticeID],
    queryFn: ({ signal }) => fetchAssignmentReview(params, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
