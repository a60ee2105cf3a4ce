import type { THighlightItem, TSubmissionRecord } from "@bandcraft/contract/reading";
import { makeTestTakerId } from "@bandcraft/domain/test-taker-id";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ATTEMPT_VERSION, type TStoredAttempt } from "../attempt-store/attempt-schema";
import { browserStorage, clearAttempt } from "../attempt-store/attempt-store";
import { useSaveAttempt } from "../attempt-store/use-save-attempt";
import { cappedElapsed, elapsedSince, remainingSeconds, shouldAutoSubmit } from "./countdown-rules";
import type { TTestPractice } from "./parse-practice";
import { submitAttempt, type TTestError } from "./submit-attempt";
import type { TAnswers } from "./use-answers";
import { useNow } from "./use-now";

export type TAttemptSetup = {
  kind: "single" | "multi";
  /** The route's test id, which names the saved attempt; null saves nothing (component tests). */
  testId: string | null;
  practices: readonly TTestPractice[];
  /** The practices as received, kept in the store and re-parsed on restore. */
  rawPractices: readonly unknown[];
  pageType?: string;
  restored?: TStoredAttempt | null;
  /** The practice id to submit under when a single practice lacks one (the route's real id). */
  fallbackPracticeId?: string | null;
  /** Seconds for a timed test (counts down and submits itself at zero); none counts up. */
  timeLimit?: number;
  /** False while another tab holds the attempt: this page then never writes it. */
  canSave: boolean;
};

export type TPhase = "ready" | "submitting" | "results";

const toAnswers = (stored: Record<string, string>): TAnswers => {
  const out: Record<number, string> = {};
  for (const [key, value] of Object.entries(stored)) out[Number(key)] = value;
  return out;
};

/**
 * The state of one attempt, shared by the single and the complete test: answers, flags and highlights per
 * part, the wall-clock start, the current part and question, submitting and results. It saves itself to
 * the attempt store on every change and forgets the saved copy once a submit succeeds.
 */
export function useTestAttempt(setup: TAttemptSetup) {
  const { t } = useTranslation();
  const { restored, practices, timeLimit } = setup;
  const parts = practices.length;
  const [testTakerId] = useState(() => restored?.testTakerId ?? makeTestTakerId(setup.kind, Date.now(), Math.random));
  const [startedAt] = useState(() => restored?.startedAt ?? Date.now());
  const [answers, setAnswers] = useState<TAnswers[]>(() =>
    restored ? restored.answers.map(toAnswers) : practices.map(() => ({})),
  );
  const [flags, setFlags] = useState<number[][]>(() => restored?.flags ?? practices.map(() => []));
  const [highlights, setHighlightsState] = useState<(readonly THighlightItem[])[]>(
    () => restored?.highlights ?? practices.map(() => []),
  );
  const [currentPart, setCurrentPartState] = useState(() => Math.min(restored?.currentPart ?? 0, parts - 1));
  const [currentQuestion, setCurrentQuestion] = useState<number | null>(null);
  const [phase, setPhase] = useState<TPhase>("ready");
  const [submitError, setSubmitError] = useState<TTestError | null>(null);
  const [record, setRecord] = useState<TSubmissionRecord | null>(null);
  const autoSubmitted = useRef(false);
  const now = useNow(phase !== "results");

  const elapsed = timeLimit ? cappedElapsed(startedAt, now, timeLimit) : elapsedSince(startedAt, now);
  const remaining = timeLimit ? remainingSeconds(startedAt, now, timeLimit) : null;

  // Once the time is up the answers are final: they are what the automatic submission sends.
  const timeUp = useRef(false);
  timeUp.current = remaining !== null && remaining <= 0;

  const setAnswer = useCallback((part: number, questionNumber: number, value: string) => {
    if (timeUp.current) return;
    setAnswers((prev) => {
      const before = prev[part] ?? {};
      if ((before[questionNumber] ?? "") === value) return prev;
      const nextPart: Record<number, string> = { ...before };
      if (value === "") delete nextPart[questionNumber];
      else nextPart[questionNumber] = value;
      return prev.map((a, i) => (i === part ? nextPart : a));
    });
    // Typing a non-empty answer makes that question the current one (reading §4).
    if (value.trim() !== "") setCurrentQuestion(questionNumber);
  }, []);

  const toggleFlag = useCallback((part: number, questionNumber: number) => {
    setFlags((prev) =>
      prev.map((list, i) => {
        if (i !== part) return list;
        return list.includes(questionNumber)
          ? list.filter((n) => n !== questionNumber)
          : [...list, questionNumber].sort((a, b) => a - b);
      }),
    );
  }, []);

  const setHighlights = useCallback((part: number, items: readonly THighlightItem[]) => {
    setHighlightsState((prev) => (prev[part] === items ? prev : prev.map((h, i) => (i === part ? items : h))));
  }, []);

  const setCurrentPart = useCallback(
    (part: number) => {
      const next = Math.max(0, Math.min(parts - 1, part));
      setCurrentPartState(next);
      // A part change makes its first question current (reading §4).
      const first = practices[next]?.sections.flatMap((s) => s.numbers)[0];
      setCurrentQuestion(first ?? null);
    },
    [parts, practices],
  );

  const submit = useCallback(async () => {
    setPhase("submitting");
    setSubmitError(null);
    const at = Date.now();
    const result = await submitAttempt(
      {
        testTakerId,
        startedAt,
        elapsedSeconds: timeLimit ? cappedElapsed(startedAt, at, timeLimit) : elapsedSince(startedAt, at),
        passages: practices.map((practice, i) => ({
          practiceId: practice.readingPracticeID || (parts === 1 ? (setup.fallbackPracticeId ?? null) : null),
          version: practice.version,
          answers: answers[i] ?? {},
          highlights: highlights[i] ?? [],
        })),
      },
      t,
    );
    if (result.ok) {
      setRecord(result.record);
      setPhase("results");
    } else {
      // Back to ready with everything kept (on screen and in the store), so the learner can retry.
      setSubmitError(result.error);
      setPhase("ready");
    }
  }, [testTakerId, startedAt, timeLimit, practices, parts, setup.fallbackPracticeId, answers, highlights, t]);

  // At zero the test submits itself, once per page (also when zero passed while the tab was closed).
  useEffect(() => {
    if (remaining === null) return;
    if (!shouldAutoSubmit({ remaining, autoSubmitted: autoSubmitted.current, phase })) return;
    autoSubmitted.current = true;
    void submit();
  }, [remaining, phase, submit]);

  const { testId, kind, rawPractices, pageType, canSave } = setup;
  const snapshot = useMemo((): TStoredAttempt | null => {
    if (!testId || !canSave || phase === "results") return null;
    return {
      version: ATTEMPT_VERSION,
      kind,
      testId,
      testTakerId,
      startedAt,
      ...(pageType ? { pageType } : {}),
      practices: [...rawPractices],
      answers: answers.map((a) => Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v]))),
      flags,
      highlights: highlights.map((h) => [...h]),
      currentPart,
      savedAt: Date.now(),
    };
  }, [
    testId,
    canSave,
    phase,
    kind,
    testTakerId,
    startedAt,
    pageType,
    rawPractices,
    answers,
    flags,
    highlights,
    currentPart,
  ]);
  useSaveAttempt(snapshot);

  // A graded attempt is done: its saved copy goes (after the save hook has dropped its pending write).
  useEffect(() => {
    if (phase === "results" && testId && canSave) clearAttempt(browserStorage(), testId);
  }, [phase, testId, canSave]);

  return {
    testTakerId,
    elapsed,
    remaining,
    answers,
    setAnswer,
    flags,
    toggleFlag,
    highlights,
    setHighlights,
    currentPart,
    setCurrentPart,
    currentQuestion,
    setCurrentQuestion,
    phase,
    submitError,
    record,
    submit,
  };
}

export type TTestAttempt = ReturnType<typeof useTestAttempt>;
