import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { startFailureText, type TStartFailure } from "../../lib/reading-start";
import { useStartReading } from "../../lib/use-start-reading";
import { startProblemOf } from "./assigned-rules";
import { ASSIGNED_KEY, fetchMyAssignments } from "./assigned-work.api";

/** How often the relative due times and the opening of upcoming work are looked at again. */
const TICK_MS = 30_000;

/** The signed-in user's assignments (the key names them, so another account never sees this one's list). */
export function useAssignedWork(email: string | null) {
  return useQuery({
    queryKey: [ASSIGNED_KEY, email],
    queryFn: ({ signal }) => fetchMyAssignments(signal),
    enabled: email !== null,
  });
}

/** The time, re-read every half minute: enough for "due in 3 hours" and an opening time passing. */
export function useTickingNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, []);
  return now;
}

/** Why an assigned start failed, in the learner's language. */
export function startProblemText(failure: TStartFailure, t: TFunction, language: string): string {
  const problem = startProblemOf(failure);
  if (problem !== "other") return t(`learnerWork.errors.${problem}`);
  // Too many tests in progress, or the server's own words.
  const fallback = t("learnerWork.errors.failed");
  return failure.kind === "failed" ? startFailureText(failure, t, language, fallback) : fallback;
}

/**
 * Starting an assigned reading: no tokens; the test opens as a complete test's does. A refusal is said in
 * the learner's language and the list is read again (the assignment may have started, closed or gone).
 */
export function useAssignedStart() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [startingID, setStartingID] = useState<string | null>(null);
  const { starting, start } = useStartReading({
    onFailed: (failure) => {
      setError(startProblemText(failure, t, i18n.language));
      void queryClient.invalidateQueries({ queryKey: [ASSIGNED_KEY] });
    },
  });
  return {
    /** The assignment being started, while its start is on its way. */
    startingID: starting ? startingID : null,
    error,
    dismissError: () => setError(null),
    start: (assignmentID: string) => {
      setError(null);
      setStartingID(assignmentID);
      start({ kind: "assignment", assignmentID });
    },
  };
}
