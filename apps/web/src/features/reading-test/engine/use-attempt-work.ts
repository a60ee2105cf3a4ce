import type { THighlightItem } from "@bandcraft/contract/reading";
import { type RefObject, useCallback, useMemo, useState } from "react";
import type { TWorkState } from "../attempt-store/attempt-schema";
import type { TTestPractice } from "./parse-practice";
import type { TAnswers } from "./use-answers";

const toAnswers = (stored: Record<string, string>): TAnswers => {
  const out: Record<number, string> = {};
  for (const [key, value] of Object.entries(stored)) out[Number(key)] = value;
  return out;
};

const toStored = (answers: TAnswers): Record<string, string> =>
  Object.fromEntries(Object.entries(answers).map(([k, v]) => [k, v]));

/**
 * The learner's work on one attempt, wherever it is kept: answers, flags and highlights per part, the
 * current part and question. `frozen` true refuses further answers (the time is up: they are final).
 */
export function useAttemptWork(
  practices: readonly TTestPractice[],
  restored: TWorkState | null,
  frozen: RefObject<boolean>,
) {
  const parts = practices.length;
  const [answers, setAnswers] = useState<TAnswers[]>(() =>
    restored ? restored.answers.map(toAnswers) : practices.map(() => ({})),
  );
  const [flags, setFlags] = useState<number[][]>(() => restored?.flags ?? practices.map(() => []));
  const [highlights, setHighlightsState] = useState<(readonly THighlightItem[])[]>(
    () => restored?.highlights ?? practices.map(() => []),
  );
  const [currentPart, setCurrentPartState] = useState(() => Math.min(restored?.currentPart ?? 0, parts - 1));
  const [currentQuestion, setCurrentQuestion] = useState<number | null>(() => restored?.currentQuestion ?? null);

  const work = useMemo(
    (): TWorkState => ({
      answers: answers.map(toStored),
      flags,
      highlights: highlights.map((h) => [...h]),
      currentPart,
      currentQuestion,
    }),
    [answers, flags, highlights, currentPart, currentQuestion],
  );

  const setAnswer = useCallback(
    (part: number, questionNumber: number, value: string) => {
      if (frozen.current) return;
      setAnswers((prev) => {
        const before = prev[part] ?? {};
        if ((before[questionNumber] ?? "") === value) return prev;
        const nextPart: Record<number, string> = { ...before };
        if (value === "") delete nextPart[questionNumber];
        else nextPart[questionNumber] = value;
        return prev.map((a, i) => (i === part ? nextPart : a));
      });
      // Typing a non-empty answer makes that question the current one.
      if (value.trim() !== "") setCurrentQuestion(questionNumber);
    },
    [frozen],
  );

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
      // A part change makes its first question current.
      const first = practices[next]?.sections.flatMap((s) => s.numbers)[0];
      setCurrentQuestion(first ?? null);
    },
    [parts, practices],
  );

  return {
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
    /** The work as it is saved (question numbers as text). */
    work,
  };
}

/** The work and its setters that every attempt, kept on the server or not, gives its screen. */
export type TAttemptWork = Omit<ReturnType<typeof useAttemptWork>, "work">;
