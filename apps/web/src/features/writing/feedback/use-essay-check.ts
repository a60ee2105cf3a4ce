import type { TIndicator } from "@bandcraft/domain/writing-feedback/essay-indicators";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCheckerFactory } from "./checker-client";
import { applySuggestion, diffEdit, mapIssues, type TEdit } from "./marks";
import { loadSpelling, saveSpelling, secondsSince } from "./spelling";
import type { TIssue, TSpelling, TSuggestion } from "./types";

/** After a check, a pause this long in typing checks the essay again (marks of edited words are gone at once). */
export const RECHECK_DELAY_MS = 1500;

/** The last check that found something to say: the text it saw and what it found there. */
export type TReport = {
  checkedText: string;
  indicators: TIndicator[];
  summary: Record<string, number | string | boolean>;
  issueCount: number;
  elapsedMs: number;
};

export type TCheckPhase = "idle" | "checking" | "empty" | "error" | "ready";

type TProps = { text: string; part: 1 | 2; startedAt: number; onText: (text: string) => void };

type TMarks = { source: TBase; text: string; issues: readonly TIssue[] };
type TBase = { text: string; issues: readonly TIssue[] };
const NO_MARKS: TBase = { text: "", issues: [] };

/**
 * "Check my essay": runs the checker on demand, keeps its issues on the text as the learner edits (moved with
 * the text, dropped where the text under them changed), checks again after a pause, and applies a suggestion
 * in one step (the draft saves as for any edit, then the essay is checked again).
 */
export function useEssayCheck({ text, part, startedAt, onText }: TProps) {
  const checker = useCheckerFactory();
  const [spelling, setSpellingState] = useState<TSpelling>(loadSpelling);
  const [report, setReport] = useState<TReport | null>(null);
  const [base, setBase] = useState<TBase>(NO_MARKS);
  const [empty, setEmpty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef(text);
  textRef.current = text;
  const onTextRef = useRef(onText);
  onTextRef.current = onText;
  const spellingRef = useRef(spelling);
  spellingRef.current = spelling;
  const requestRef = useRef(0);

  // The marks follow the text edit by edit, so two edits far apart keep the issues between them.
  const marksRef = useRef<TMarks>({ source: base, text: base.text, issues: base.issues });
  let marks = marksRef.current;
  if (marks.source !== base) marks = { source: base, text: base.text, issues: base.issues };
  if (marks.text !== text) marks = { source: base, text, issues: mapIssues(marks.issues, diffEdit(marks.text, text)) };
  marksRef.current = marks;

  const run = useCallback(async () => {
    const id = ++requestRef.current;
    const checked = textRef.current;
    setBusy(true);
    setError(null);
    try {
      const result = await checker().check({
        text: checked,
        part,
        timeSpentSeconds: secondsSince(startedAt, Date.now()),
        spelling: spellingRef.current,
      });
      if (id !== requestRef.current) return;
      if (result.empty) {
        setEmpty(true);
        setReport(null);
        setBase({ text: checked, issues: [] });
      } else {
        setEmpty(false);
        setReport({
          checkedText: checked,
          indicators: result.indicators,
          summary: result.summary,
          issueCount: result.issues.length,
          elapsedMs: result.elapsedMs,
        });
        setBase({ text: checked, issues: result.issues });
      }
    } catch (e) {
      if (id !== requestRef.current) return;
      setError(e instanceof Error && e.message ? e.message : String(e));
    } finally {
      if (id === requestRef.current) setBusy(false);
    }
  }, [checker, part, startedAt]);

  // A late answer to an editor that has gone is ignored.
  useEffect(() => () => void requestRef.current++, []);

  // Checked once: check again when typing pauses. The friendly empty-essay message goes as soon as writing starts.
  useEffect(() => {
    if (empty && text !== base.text) setEmpty(false);
    if (!report || busy || report.checkedText === text) return;
    const timer = setTimeout(() => void run(), RECHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, report, busy, empty, base.text, run]);

  const setSpelling = useCallback(
    (next: TSpelling) => {
      saveSpelling(next);
      spellingRef.current = next;
      setSpellingState(next);
      if (report) void run();
    },
    [report, run],
  );

  /** Applies one suggestion to the span it was made for; null when that text has changed since. */
  const apply = useCallback(
    (issue: TIssue, suggestion: TSuggestion): TEdit | null => {
      const current = textRef.current;
      if (current.slice(issue.start, issue.end) !== issue.problem) return null;
      const { text: next, edit } = applySuggestion(current, issue, suggestion);
      textRef.current = next;
      onTextRef.current(next);
      void run();
      return edit;
    },
    [run],
  );

  const phase: TCheckPhase = empty ? "empty" : report ? "ready" : busy ? "checking" : error ? "error" : "idle";

  return {
    phase,
    busy,
    error,
    report,
    /** The issues placed on the text as it is now. */
    issues: marks.issues,
    /** The text changed since the report was made (a new check follows the pause). */
    stale: report !== null && report.checkedText !== text,
    spelling,
    setSpelling,
    check: () => void run(),
    apply,
  };
}

export type TEssayCheck = ReturnType<typeof useEssayCheck>;
