import type { TSubmissionRecord } from "@bandcraft/contract/reading";
import { elapsedSeconds } from "@bandcraft/domain/attempt-clock";
import { useCallback, useRef, useState } from "react";
import { useNow } from "../../../lib/use-now";
import type { TTestPractice } from "./parse-practice";
import type { TTestAttempt } from "./test-attempt";
import { answersForSubmission } from "./use-answers";
import { useAttemptWork } from "./use-attempt-work";

type TLocalSetup = {
  practices: readonly TTestPractice[];
  /** What the top bar shows where a learner sees their test-taker id. */
  label: string;
  /**
   * Marks the answers in the page: one entry per part, as a submit would send them (question number as text,
   * blank answers left out), and the seconds taken. Answers the record the server would have made.
   */
  grade: (answers: readonly Record<string, string>[], elapsedSeconds: number) => TSubmissionRecord;
};

/**
 * An attempt kept in the page alone, for the administrator's preview: the same work and count-up clock as
 * the learner's, but no start, no save, no submit and no record; Submit grades with `grade` on the spot.
 */
export function useLocalAttempt({ practices, label, grade }: TLocalSetup): TTestAttempt {
  // Counts up like the single test: no deadline, so the answers never freeze.
  const never = useRef(false);
  const { work: _kept, ...state } = useAttemptWork(practices, null, never);
  const [startedAt] = useState(() => Date.now());
  const [record, setRecord] = useState<TSubmissionRecord | null>(null);
  const phase = record ? "results" : "ready";
  const elapsed = elapsedSeconds(startedAt, useNow(phase === "ready"), null);

  const { answers } = state;
  const submit = useCallback(() => {
    const papers = practices.map((_, i) => answersForSubmission(answers[i] ?? {}));
    setRecord(grade(papers, elapsedSeconds(startedAt, Date.now(), null)));
  }, [practices, answers, grade, startedAt]);

  return {
    ...state,
    testTakerId: label,
    elapsed,
    remaining: null,
    phase,
    submitError: null,
    record,
    closedByServer: false,
    submittedAtZero: false,
    submit,
    sync: null,
  };
}
