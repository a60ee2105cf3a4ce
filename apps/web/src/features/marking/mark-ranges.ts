/** A commented range of a text: UTF-16 offsets, end exclusive (the contract's TMarkComment without its text). */
export type TRange = { start: number; end: number };

/** A stretch of the text between two comment edges: the comments over it, and those that begin at it. */
export type TMarkSegment = { start: number; end: number; covering: number[]; starting: number[] };

/**
 * The text of `length` cut at every comment's edges, in order, each piece naming the comments (by index) that
 * cover it. Overlapping or nested comments thus show as pieces covered twice, never as one hiding the other.
 * A range is clamped to the text; an empty one is left out (it covers nothing and begins nowhere).
 */
export function markSegments(length: number, ranges: readonly TRange[]): TMarkSegment[] {
  const clamp = (n: number) => Math.min(Math.max(n, 0), length);
  const valid = ranges
    .map((r, index) => ({ index, start: clamp(r.start), end: clamp(r.end) }))
    .filter((r) => r.end > r.start);
  const edges = [...new Set([0, length, ...valid.flatMap((r) => [r.start, r.end])])].sort((a, b) => a - b);
  const segments: TMarkSegment[] = [];
  for (let i = 0; i + 1 < edges.length; i++) {
    const start = edges[i] as number;
    const end = edges[i + 1] as number;
    segments.push({
      start,
      end,
      covering: valid.filter((r) => r.start <= start && r.end >= end).map((r) => r.index),
      starting: valid.filter((r) => r.start === start).map((r) => r.index),
    });
  }
  return segments;
}

/** Comments in reading order: by where they begin, then the shorter first (numbered in this order). */
export function byPosition<T extends TRange>(comments: readonly T[]): T[] {
  return [...comments].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The comment under a caret or selection start, if any (the first in reading order). */
export function commentAt(ranges: readonly TRange[], offset: number): number | null {
  const index = ranges.findIndex((r) => r.start <= offset && offset < r.end);
  return index < 0 ? null : index;
}

/** A text with its line ends as a textarea holds them ("\r\n" and "\r" become "\n"), and the offsets both ways. */
export type TLineEnds = { shown: string; toShown: (offset: number) => number; toOriginal: (offset: number) => number };

/**
 * A textarea turns "\r\n" into "\n", so its selection offsets are the shown text's; comments are kept in the
 * essay's own offsets. Without a "\r" (every essay the editor saved) both are the same.
 */
export function lineEnds(text: string): TLineEnds {
  if (!text.includes("\r")) return { shown: text, toShown: (n) => n, toOriginal: (n) => n };
  // originalAt[k]: where the shown text's offset k is in the essay's own text.
  const originalAt: number[] = [];
  let shown = "";
  for (let i = 0; i < text.length; i++) {
    originalAt.push(i);
    if (text[i] === "\r") {
      shown += "\n";
      if (text[i + 1] === "\n") i++;
    } else {
      shown += text[i];
    }
  }
  originalAt.push(text.length);
  const toOriginal = (k: number) => originalAt[Math.min(Math.max(k, 0), shown.length)] as number;
  const toShown = (offset: number) => {
    // The first shown offset at or after the original one (a point inside "\r\n" moves past it).
    let low = 0;
    let high = shown.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((originalAt[mid] as number) < offset) low = mid + 1;
      else high = mid;
    }
    return low;
  };
  return { shown, toShown, toOriginal };
}
