import {
  essayIndicators,
  feedbackSummary,
  isEmptyEssay,
  type TLintSummary,
} from "@bandcraft/domain/writing-feedback/essay-indicators";
import type { TCheckRequest, TCheckResult, TIssue, TSuggestion, TSuggestionKind } from "./types";

/** The parts of harper's wasm Suggestion we read. */
export type THarperSuggestion = { kind(): number; get_replacement_text(): string; free?(): void };
/** The parts of harper's wasm Lint we read (never `message_html`: nothing the checker says is rendered as HTML). */
export type THarperLint = {
  span(): { start: number; end: number; free?(): void };
  lint_kind(): string;
  message(): string;
  get_problem_text(): string;
  suggestions(): THarperSuggestion[];
  free?(): void;
};
/** A linter that answers plain-text lints for a text (harper's LocalLinter, or a stub in tests). */
export type TLinter = { lint(text: string): Promise<THarperLint[]> };

// harper's SuggestionKind: Replace 0, Remove 1, InsertAfter 2.
const SUGGESTION_KINDS: Record<number, TSuggestionKind> = { 0: "replace", 1: "remove", 2: "insertAfter" };
/** More would crowd the list; the first ones are the checker's best guesses. */
export const MAX_SUGGESTIONS = 3;

/** UTF-16 offset of the code point at index `cp` (harper counts characters, JavaScript counts code units). */
function codeUnitOffset(text: string, cp: number): number {
  let units = 0;
  let seen = 0;
  for (const ch of text) {
    if (seen === cp) return units;
    units += ch.length;
    seen++;
  }
  return units;
}

/**
 * The span as UTF-16 offsets. harper.js already converts, but if the slice does not match the problem text
 * (an older binary counting code points), the offsets are read as code points instead.
 */
export function alignSpan(text: string, start: number, end: number, problem: string): [number, number] {
  if (text.slice(start, end) === problem) return [start, end];
  const s = codeUnitOffset(text, start);
  const e = codeUnitOffset(text, end);
  if (text.slice(s, e) === problem) return [s, e];
  const clampedStart = Math.max(0, Math.min(start, text.length));
  return [clampedStart, Math.max(clampedStart, Math.min(end, text.length))];
}

/** harper's lint as plain data; its wasm objects are freed here. */
export function toIssue(text: string, lint: THarperLint, index: number): TIssue {
  const span = lint.span();
  const problem = lint.get_problem_text();
  const [start, end] = alignSpan(text, span.start, span.end, problem);
  span.free?.();
  const suggestions: TSuggestion[] = [];
  for (const s of lint.suggestions()) {
    const kind = SUGGESTION_KINDS[s.kind()];
    if (kind && suggestions.length < MAX_SUGGESTIONS) suggestions.push({ kind, text: s.get_replacement_text() });
    s.free?.();
  }
  const issue: TIssue = {
    id: `i${index}-${start}-${end}`,
    start,
    end,
    kind: lint.lint_kind(),
    message: lint.message(),
    problem,
    suggestions,
  };
  lint.free?.();
  return issue;
}

/** Issues counted by kind, the most frequent first (ties by name), as the indicators expect. */
export function lintSummary(issues: readonly Pick<TIssue, "kind">[]): TLintSummary {
  const counts = new Map<string, number>();
  for (const issue of issues) counts.set(issue.kind, (counts.get(issue.kind) ?? 0) + 1);
  return [...counts]
    .map(([kind, count]) => ({ kind, count }))
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
}

/** One check: the checker's issues in text order, then the indicators and the summary built from them. */
export async function checkEssay(
  linter: TLinter,
  req: TCheckRequest,
  now = () => performance.now(),
): Promise<TCheckResult> {
  const began = now();
  if (isEmptyEssay(req.text)) return { empty: true };
  const lints = await linter.lint(req.text);
  const issues = lints.map((lint, i) => toIssue(req.text, lint, i)).sort((a, b) => a.start - b.start || a.end - b.end);
  const summary = lintSummary(issues);
  const indicators = essayIndicators({
    text: req.text,
    part: req.part,
    timeSpentSeconds: req.timeSpentSeconds,
    lints: summary,
  });
  return {
    empty: false,
    issues,
    indicators,
    summary: feedbackSummary(indicators, summary),
    elapsedMs: Math.round(now() - began),
  };
}
