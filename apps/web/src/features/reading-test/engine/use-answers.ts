import { useCallback, useState } from "react";

/** The answers of one attempt by global question number; "" or a missing entry means unanswered. */
export type TAnswers = Readonly<Record<number, string>>;

/** Whether a question counts as answered (blank text does not). */
export const isAnswered = (answers: TAnswers, questionNumber: number) => (answers[questionNumber] ?? "").trim() !== "";

/** The answers state of the test screen: setAnswer(n, value) sets one answer, "" clears it. */
export function useAnswers(initial: TAnswers = {}) {
  const [answers, setAnswers] = useState<TAnswers>(initial);
  const setAnswer = useCallback((questionNumber: number, value: string) => {
    setAnswers((prev) => {
      if ((prev[questionNumber] ?? "") === value) return prev;
      const next: Record<number, string> = { ...prev };
      if (value === "") delete next[questionNumber];
      else next[questionNumber] = value;
      return next;
    });
  }, []);
  return { answers, setAnswer };
}

/** The answers to send: keyed by number as text, blank and whitespace-only ones dropped. */
export function answersForSubmission(answers: TAnswers): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(answers)) {
    if (value.trim() !== "") out[key] = value;
  }
  return out;
}
