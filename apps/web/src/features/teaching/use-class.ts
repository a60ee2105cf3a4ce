import { ZClassId } from "@bandcraft/contract/classes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../lib/api-client";
import { fetchClass, removeLearner, renameClass, setClassArchived, TEACHING_KEY } from "./teaching.api";

/** The query key of one class. */
export const classKey = (classID: string) => [TEACHING_KEY, "class", classID] as const;

/** Whether a failed read means "no such class of yours" (the server answers 404 for both). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** One class and its learners; an address that cannot be a class id is not asked for at all. */
export function useClass(classID: string) {
  const valid = ZClassId.safeParse(classID).success;
  const query = useQuery({
    queryKey: classKey(classID),
    queryFn: ({ signal }) => fetchClass(classID, signal),
    enabled: valid,
  });
  return { valid, query };
}

/** Every change to a class refreshes the class and the list (its count, name and badge show there too). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [TEACHING_KEY] });
}

/** Rename, archive, restore and remove a learner: each refreshes what it changed when done. */
export function useClassChanges(classID: string) {
  const refresh = useRefresh();
  return {
    rename: useMutation({ mutationFn: (name: string) => renameClass(classID, name), onSuccess: refresh }),
    archive: useMutation({
      mutationFn: (archived: boolean) => setClassArchived(classID, archived),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (email: string) => removeLearner(classID, email), onSuccess: refresh }),
  };
}
