// Essay feedback as indicators grouped by the four IELTS Writing criteria. Each indicator points at
// something checkable in the learner's own text; none of them is, or adds up to, a band score.
import { coherenceIndicators } from "./coherence-indicators";
import { parseEssay } from "./essay-text";
import { grammarIndicators } from "./grammar-indicators";
import { lexicalIndicators } from "./lexical-indicators";
import { byCodePoint } from "./statistics";
import { taskIndicators } from "./task-indicators";
import { hasLetter, stripMarkup, tokenise } from "./tokenise";

export type TCriterion = "task" | "coherence" | "lexical" | "grammar";
/** "check" = worth a look; never a band. */
export type TIndicatorStatus = "good" | "check" | "info";
export type TIndicator = {
  /** Stable; the UI translates `feedback.indicators.<id>.{name,measures,why}` and `feedback.status.<status>`. */
  id: string;
  criterion: TCriterion;
  status: TIndicatorStatus;
  /** The headline figure. */
  value: number | string | boolean;
  /** What the figure is read against, language-neutral (numbers, symbols), e.g. "≥ 250" or "4–5". */
  target?: string;
  /** True where the measure is a heuristic (e.g. Task 1 overview); the UI labels it. */
  heuristic?: boolean;
  /** Short quotes from the learner's text backing the figure (the repeated words, the repeated openings), at most 5. */
  examples?: string[];
  /** Counts behind the figure by key: a lint kind, a linking function or a word; at most 10, largest first. */
  breakdown?: { key: string; count: number }[];
};
/** Grammar/spelling issues by harper lint kind (e.g. "Spelling", "Agreement", "Punctuation"), given by the caller. */
export type TLintSummary = { kind: string; count: number }[];

export type TEssayInput = { text: string; part: 1 | 2; timeSpentSeconds: number; lints: TLintSummary };

/** The feedback indicators of an essay, in criterion order (task, coherence, lexical, grammar); never throws. */
export function essayIndicators(input: TEssayInput): TIndicator[] {
  const essay = parseEssay(input.text);
  return [
    ...taskIndicators(input, essay),
    ...coherenceIndicators(essay),
    ...lexicalIndicators(essay, input.lints),
    ...grammarIndicators(essay, input.lints),
  ];
}

/** Whether a text has no word with a letter in it (blank, punctuation, emoji or bare markup): nothing to give feedback on. */
export function isEmptyEssay(text: string): boolean {
  return !tokenise(stripMarkup(text)).some(hasLetter);
}

const SUMMARY_MAX_ENTRIES = 50;
const SUMMARY_MAX_KEY = 64;
const SUMMARY_MAX_STRING = 200;
/** Bumped whenever a key of the summary changes meaning, so old saved essays can still be read right. */
export const FEEDBACK_SUMMARY_VERSION = 1;

/** A flat record of at most 50 entries (each indicator's value and status, then lint counts by kind) to save with the essay. */
export function feedbackSummary(
  indicators: TIndicator[],
  lints: TLintSummary,
): Record<string, number | string | boolean> {
  const summary: Record<string, number | string | boolean> = { summaryVersion: FEEDBACK_SUMMARY_VERSION };
  const put = (key: string, value: number | string | boolean) => {
    if (Object.keys(summary).length >= SUMMARY_MAX_ENTRIES) return;
    const safeKey = key.slice(0, SUMMARY_MAX_KEY);
    if (safeKey in summary) return;
    if (typeof value === "number") summary[safeKey] = Number.isFinite(value) ? value : 0;
    else if (typeof value === "string") summary[safeKey] = value.slice(0, SUMMARY_MAX_STRING);
    else summary[safeKey] = value;
  };
  for (const indicator of indicators) {
    put(indicator.id, indicator.value);
    put(`${indicator.id}.status`, indicator.status);
  }
  const byKind = new Map<string, number>();
  for (const { kind, count } of lints) {
    if (Number.isFinite(count) && count > 0) byKind.set(kind, (byKind.get(kind) ?? 0) + Math.floor(count));
  }
  // Most frequent kinds first, so the ones cut by the entry limit are the rarest.
  for (const [kind, count] of [...byKind].sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0]))) {
    put(`lint.${kind}`, count);
  }
  return summary;
}
