import type { TIssue, TSuggestion } from "./types";

/** A change of the text: [start, oldEnd) of the old text became `insertedLength` characters. */
export type TEdit = { start: number; oldEnd: number; insertedLength: number };

/** The new text after a suggestion, and where it changed. */
export function applySuggestion(
  text: string,
  issue: Pick<TIssue, "start" | "end">,
  suggestion: TSuggestion,
): { text: string; edit: TEdit } {
  const { start, end } = issue;
  if (suggestion.kind === "insertAfter") {
    return {
      text: text.slice(0, end) + suggestion.text + text.slice(end),
      edit: { start: end, oldEnd: end, insertedLength: suggestion.text.length },
    };
  }
  const inserted = suggestion.kind === "remove" ? "" : suggestion.text;
  return {
    text: text.slice(0, start) + inserted + text.slice(end),
    edit: { start, oldEnd: end, insertedLength: inserted.length },
  };
}

/** The one changed region between two texts (longest common prefix, then suffix); null when equal. */
export function diffEdit(before: string, after: string): TEdit | null {
  if (before === after) return null;
  const max = Math.min(before.length, after.length);
  let start = 0;
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let tail = 0;
  while (
    tail < max - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  ) {
    tail++;
  }
  return { start, oldEnd: before.length - tail, insertedLength: after.length - tail - start };
}

/**
 * The issues still true after an edit: those before it stay, those after it move with the text, and those it
 * touches (overlaps or borders: typing onto a flagged word changes the word) go stale and are dropped.
 */
export function mapIssues(issues: readonly TIssue[], edit: TEdit | null): readonly TIssue[] {
  // Typing after the last mark (the common case) changes nothing: keep the same list, so nothing re-renders.
  if (!edit || issues.every((i) => i.end < edit.start)) return issues;
  const delta = edit.insertedLength - (edit.oldEnd - edit.start);
  const kept: TIssue[] = [];
  for (const issue of issues) {
    if (issue.end < edit.start) kept.push(issue);
    else if (issue.start > edit.oldEnd) kept.push({ ...issue, start: issue.start + delta, end: issue.end + delta });
  }
  return kept;
}

/** A piece of the essay for the marks layer: plain text, or a flagged span with its issue. */
export type TSegment = { text: string; issue: TIssue | null };

/**
 * The essay cut into plain and flagged pieces in order. Overlapping issues keep the first one drawn (all stay
 * in the list); empty spans are not drawn. Spans outside the text are ignored.
 */
export function markSegments(text: string, issues: readonly TIssue[]): TSegment[] {
  const sorted = [...issues]
    .filter((i) => i.end > i.start && i.start >= 0 && i.end <= text.length)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const segments: TSegment[] = [];
  let at = 0;
  for (const issue of sorted) {
    if (issue.start < at) continue;
    if (issue.start > at) segments.push({ text: text.slice(at, issue.start), issue: null });
    segments.push({ text: text.slice(issue.start, issue.end), issue });
    at = issue.end;
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), issue: null });
  return segments;
}

/** The issue under the caret, if any (a caret at either edge of a span counts as on it). */
export function issueAt(issues: readonly TIssue[], caret: number): TIssue | null {
  return issues.find((i) => i.start <= caret && caret <= i.end) ?? null;
}
