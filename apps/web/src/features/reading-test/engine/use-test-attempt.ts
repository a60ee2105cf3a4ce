import type { TSubmissionRecord } from "@bandcraft/contract/reading";
import { elapsedSeconds, secondsLeft } from "@bandcraft/domain/attempt-clock";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNow } from "../../../lib/use-now";
import { ATTEMPT_VERSION, type TStoredAttempt } from "../attempt-store/attempt-schema";
import { browserStorage, clearAttempt } from "../attempt-store/attempt-store";
import type { TAttemptSession } from "../attempt-store/use-attempt-session";
import { useSaveAttempt } from "../attempt-store/use-save-attempt";
import { useServerAutosave } from "../attempt-store/use-server-autosave";
import { shouldAutoSubmit } from "./countdown-rules";
import { submitAttempt, type TAttempt } from "./submit-attempt";
import type { TPhase, TTestAttempt } from "./test-attempt";
import { useAttemptWork } from "./use-attempt-work";

export type TAttemptSetup = {
  session: TAttemptSession;
  /** The practice id to submit under when a single practice lacks one (component tests). */
  fallbackPracticeId?: string | null;
  /**
   * False where this page must not save (component tests): neither this browser's copy nor the server's.
   * The server's copy also stops by itself once another device or tab takes the test over.
   */
  canSave: boolean;
};

/**
 * The state of one attempt, shared by the single and the complete test: answers, flags and highlights per
 * part, the server's clock, the current part and question, submitting and results. It keeps a copy in this
 * browser on every change and autosaves to the server a moment later; the browser's copy goes once a
 * submit succeeds.
 */
export function useTestAttempt(setup: TAttemptSetup) {
  const { t } = useTranslation();
  const { session, canSave } = setup;
  const { practices, work: restored } = session;
  const parts = practices.length;
  const testTakerId = session.testTakerId;
  // Once the time is up the answers are final: they are what the automatic submission sends.
  const timeUp = useRef(false);
  const { work, ...state } = useAttemptWork(practices, restored, timeUp);
  const { answers, highlights } = state;
  // A refused submit answers with its error rather than throwing: back to ready with everything kept (on
  // screen, in this browser and on the server), so the learner can submit again.
  const submission = useMutation({ mutationFn: (attempt: TAttempt) => submitAttempt(attempt, t) });
  const submitted = submission.data;
  const phase: TPhase = submission.isPending ? "submitting" : submitted?.ok ? "results" : "ready";
  const submitError = submitted && !submitted.ok ? submitted.error : null;
  const record: TSubmissionRecord | null = submitted?.ok ? submitted.record : null;
  const closedByServer = submitted?.ok ? submitted.closedByServer : false;
  // The clock reached zero on this page and the answers went by themselves: the results say so.
  const [submittedAtZero, setSubmittedAtZero] = useState(false);
  const autoSubmitted = useRef(false);

  const saving = canSave && phase !== "results";
  const sync = useServerAutosave(testTakerId, saving ? work : null, session);
  // A copy that stepped aside (the test moved to another device or tab) no longer writes this browser's copy.
  const keepsLocalCopy = saving && sync.status !== "moved";
  // The server's clock and deadline (which the server may move: extra time): a device whose clock is wrong
  // still counts down from the server's deadline.
  const clock = useMemo(
    () => ({ startedAt: session.clock.startedAt, deadline: sync.deadline, serverOffset: sync.serverOffset }),
    [session.clock.startedAt, sync.deadline, sync.serverOffset],
  );
  const serverNow = useNow(phase !== "results") + clock.serverOffset;
  const elapsed = elapsedSeconds(clock.startedAt, serverNow, clock.deadline);
  const remaining = clock.deadline === null ? null : secondsLeft(clock.deadline, serverNow);

  timeUp.current = remaining !== null && remaining <= 0;

  const { mutate } = submission;
  const submit = useCallback(() => {
    const at = Date.now() + clock.serverOffset;
    mutate({
      testTakerId,
      startedAt: clock.startedAt,
      submittedAt: at,
      elapsedSeconds: elapsedSeconds(clock.startedAt, at, clock.deadline),
      passages: practices.map((practice, i) => ({
        practiceId: practice.readingPracticeID || (parts === 1 ? (setup.fallbackPracticeId ?? null) : null),
        answers: answers[i] ?? {},
        highlights: highlights[i] ?? [],
      })),
    });
  }, [mutate, testTakerId, clock, practices, parts, setup.fallbackPracticeId, answers, highlights]);

  // At zero the test submits itself, once per page (also when zero passed while the tab was closed).
  useEffect(() => {
    if (remaining === null) return;
    if (!shouldAutoSubmit({ remaining, autoSubmitted: autoSubmitted.current, phase })) return;
    autoSubmitted.current = true;
    setSubmittedAtZero(true);
    submit();
  }, [remaining, phase, submit]);

  const { kind, raw, pageType } = session;
  const snapshot = useMemo((): TStoredAttempt | null => {
    if (!keepsLocalCopy) return null;
    return {
      version: ATTEMPT_VERSION,
      kind,
      testId: testTakerId,
      testTakerId,
      startedAt: clock.startedAt,
      deadline: clock.deadline,
      serverOffset: clock.serverOffset,
      ...(pageType ? { pageType } : {}),
      practices: [...raw],
      ...work,
      revision: sync.revision,
      dirty: sync.dirty,
      savedAt: Date.now(),
    };
  }, [keepsLocalCopy, kind, testTakerId, clock, pageType, raw, work, sync.revision, sync.dirty]);
  useSaveAttempt(snapshot);

  // A graded attempt is done: its saved copy goes (after the save hook has dropped its pending write).
  useEffect(() => {
    if (phase === "results" && canSave) clearAttempt(browserStorage(), testTakerId);
  }, [phase, testTakerId, canSave]);

  // The server closed the attempt (time ran out while this page could not reach it): fetch what it submitted.
  useEffect(() => {
    if (sync.status === "closed" && phase === "ready" && !autoSubmitted.current) {
      autoSubmitted.current = true;
      submit();
    }
  }, [sync.status, phase, submit]);

  return {
    ...state,
    testTakerId,
    elapsed,
    remaining,
    phase,
    submitError,
    record,
    closedByServer,
    submittedAtZero,
    submit,
    sync,
  } satisfies TTestAttempt;
}
