// The grammar checker (harper.js) labels each issue with a kind; spelling kinds feed the lexical
// resource criterion, the others grammatical range and accuracy.
import type { TLintSummary } from "./essay-indicators";
import { byCodePoint } from "./statistics";

// harper's "Typo" is a slip of the fingers that made another real word ("can be seem" for "can be seen"):
// IELTS counts that as spelling (lexical resource), not as a grammar error.
const SPELLING_KINDS = new Set(["spelling", "typo"]);

/** Whether a harper lint kind is about spelling rather than grammar. */
export function isSpellingKind(kind: string): boolean {
  return SPELLING_KINDS.has(kind.toLowerCase());
}

/** Lint counts of one side (spelling or not), merged by kind, most frequent first, ignoring non-positive counts. */
export function lintsWhere(lints: TLintSummary, spelling: boolean): { kind: string; count: number }[] {
  const byKind = new Map<string, number>();
  for (const { kind, count } of lints) {
    if (!Number.isFinite(count) || count <= 0 || isSpellingKind(kind) !== spelling) continue;
    byKind.set(kind, (byKind.get(kind) ?? 0) + Math.floor(count));
  }
  return [...byKind]
    .map(([kind, count]) => ({ kind, count }))
    .sort((a, b) => b.count - a.count || byCodePoint(a.kind, b.kind));
}
