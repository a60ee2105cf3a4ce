import type { THighlightItem } from "@bandcraft/contract/reading";
import { excerpt } from "@bandcraft/domain/excerpt";

/**
 * The pure rules of highlighting. A component is one highlightable text: a passage
 * paragraph ("passage-<i>") or a piece of question text ("section-<s>-<part>"); localStart/localEnd
 * index into that text, globalOffset places it in the whole test. start/end are the global range
 * (globalOffset .. globalOffset + length), so items from different components never collide.
 */

/** Characters of context kept on each side of a highlight. */
export const CONTEXT_CHARS = 5;
/** Question components start here; each section adds SECTION_STRIDE, question content QUESTION_CONTENT_SHIFT. */
export const SECTION_BASE = 100_000;
export const SECTION_STRIDE = 10_000;
export const QUESTION_CONTENT_SHIFT = 200;

/** A range the learner picked inside one component's text. */
export type THighlightRange = {
  componentId: string;
  /** The component's whole text (what localStart/localEnd index into). */
  componentText: string;
  /** The component's globalOffset of local position 0. */
  globalBase: number;
  localStart: number;
  localEnd: number;
};

export type THighlightStats = { highlightCount: number; noteCount: number; totalCount: number };

export const passageComponentId = (paragraphIndex: number) => `passage-${paragraphIndex}`;

/** The id of the one item a review adds to show an explanation's quote; drawn apart from the learner's own. */
export const EXPLANATION_ITEM_ID = "review-explanation";

/** "section-2-instruction", "section-2-item-3", "section-2-stem": the part names question text within a section. */
export const sectionComponentId = (sectionIndex: number, part: string) => `section-${sectionIndex}-${part}`;

/** A paragraph's base: the lengths of the earlier paragraphs added up. */
export function passageGlobalBase(paragraphs: readonly { content: string }[], paragraphIndex: number): number {
  let sum = 0;
  for (let i = 0; i < paragraphIndex && i < paragraphs.length; i++) sum += paragraphs[i]?.content.length ?? 0;
  return sum;
}

/** A question component's base: 100000 + 10000 × section, + 200 for anything but the instruction. */
export function sectionGlobalBase(sectionIndex: number, isInstruction: boolean): number {
  return SECTION_BASE + SECTION_STRIDE * sectionIndex + (isInstruction ? 0 : QUESTION_CONTENT_SHIFT);
}

/** Clamps and orders a raw range; null when it selects nothing (empty or whitespace only). */
export function normaliseRange(range: THighlightRange): THighlightRange | null {
  const length = range.componentText.length;
  const a = Math.max(0, Math.min(length, Math.floor(range.localStart)));
  const b = Math.max(0, Math.min(length, Math.floor(range.localEnd)));
  const localStart = Math.min(a, b);
  const localEnd = Math.max(a, b);
  if (localStart === localEnd || range.componentText.slice(localStart, localEnd).trim() === "") return null;
  return { ...range, localStart, localEnd };
}

/** The 5 characters either side of a range, and the component's length. */
export function contextOf(text: string, localStart: number, localEnd: number): THighlightItem["context"] {
  return {
    before: text.slice(Math.max(0, localStart - CONTEXT_CHARS), localStart),
    after: text.slice(localEnd, localEnd + CONTEXT_CHARS),
    totalLength: text.length,
  };
}

/** Builds the item for a range (already normalised); a note is kept only when non-blank. */
export function makeItem(range: THighlightRange, id: string, now: number, note?: string): THighlightItem {
  const globalOffset = range.globalBase + range.localStart;
  const item: THighlightItem = {
    id,
    text: range.componentText.slice(range.localStart, range.localEnd),
    start: globalOffset,
    end: globalOffset + (range.localEnd - range.localStart),
    componentId: range.componentId,
    globalOffset,
    localStart: range.localStart,
    localEnd: range.localEnd,
    timestamp: now,
    context: contextOf(range.componentText, range.localStart, range.localEnd),
  };
  const trimmed = note?.trim();
  if (trimmed) item.note = note;
  return item;
}

/** Whether two local ranges share at least one character (touching ends do not overlap). */
export const rangesOverlap = (aStart: number, aEnd: number, bStart: number, bEnd: number) =>
  aStart < bEnd && bStart < aEnd;

/** The item already covering exactly this range of this component, if any. */
export const sameRangeItem = (items: readonly THighlightItem[], range: THighlightRange) =>
  items.find(
    (it) =>
      it.componentId === range.componentId && it.localStart === range.localStart && it.localEnd === range.localEnd,
  );

/** Adds a highlight (and its note). Exactly the same range twice does nothing, except that a note given
 *  for an existing plain highlight is attached to it rather than creating a twin. */
export function addItem(
  items: readonly THighlightItem[],
  raw: THighlightRange,
  id: string,
  now: number,
  note?: string,
): readonly THighlightItem[] {
  const range = normaliseRange(raw);
  if (!range) return items;
  const existing = sameRangeItem(items, range);
  if (existing) {
    if (note?.trim() && !existing.note) return updateItemNote(items, existing.id, note, now);
    return items;
  }
  return [...items, makeItem(range, id, now, note)];
}

/** Sets the note of one item; a blank note is refused (the items are returned unchanged). */
export function updateItemNote(
  items: readonly THighlightItem[],
  id: string,
  note: string,
  now: number,
): readonly THighlightItem[] {
  if (note.trim() === "") return items;
  return items.map((it) => (it.id === id ? { ...it, note, updatedAt: now } : it));
}

/** Removes the note of one item and keeps its highlight. */
export function deleteItemNote(items: readonly THighlightItem[], id: string, now: number): readonly THighlightItem[] {
  return items.map((it) => {
    if (it.id !== id || it.note === undefined) return it;
    const { note: _dropped, ...rest } = it;
    return { ...rest, updatedAt: now };
  });
}

/** Removes every item of the component that overlaps [localStart, localEnd) (the "Clear" action). */
export function clearOverlappingItems(
  items: readonly THighlightItem[],
  componentId: string,
  localStart: number,
  localEnd: number,
): readonly THighlightItem[] {
  const kept = items.filter(
    (it) => it.componentId !== componentId || !rangesOverlap(it.localStart, it.localEnd, localStart, localEnd),
  );
  return kept.length === items.length ? items : kept;
}

/** Highlight stats: highlights without notes, notes, and all items. */
export function statsOf(items: readonly THighlightItem[]): THighlightStats {
  let noteCount = 0;
  for (const it of items) if (it.note !== undefined && it.note.trim() !== "") noteCount++;
  return { highlightCount: items.length - noteCount, noteCount, totalCount: items.length };
}

/** One run of text between highlight boundaries, and the items covering it (empty: plain text). */
export type TSegment = { start: number; end: number; text: string; items: readonly THighlightItem[] };

/**
 * Splits a component's text at every boundary of its items, so overlapping highlights render as
 * plain spans computed from offsets (no DOM surgery: they survive re-renders, theme and size changes).
 * Items whose offsets fall outside the text are ignored.
 */
export function segmentsOf(text: string, items: readonly THighlightItem[]): TSegment[] {
  const valid = items.filter((it) => it.localStart >= 0 && it.localEnd <= text.length && it.localStart < it.localEnd);
  const cuts = new Set<number>([0, text.length]);
  for (const it of valid) {
    cuts.add(it.localStart);
    cuts.add(it.localEnd);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TSegment[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const start = points[i] as number;
    const end = points[i + 1] as number;
    if (start === end) continue;
    segments.push({
      start,
      end,
      text: text.slice(start, end),
      items: valid.filter((it) => rangesOverlap(it.localStart, it.localEnd, start, end)),
    });
  }
  return segments;
}

/** Characters of a highlight's text the notes list shows before cutting it short with "…". */
export const LIST_EXCERPT_CHARS = 140;

/** One line of the notes list: where the highlight is, its text cut short, and its note. */
export type TListedHighlight = { item: THighlightItem; where: "passage" | "questions"; excerpt: string };

/**
 * A part's highlights and notes in reading order (the passage, then the questions: `globalOffset` numbers
 * them so), each with where it is and its text cut to LIST_EXCERPT_CHARS (domain's excerpt).
 */
export function listedHighlights(items: readonly THighlightItem[]): TListedHighlight[] {
  return [...items]
    .filter((it) => it.id !== EXPLANATION_ITEM_ID)
    .sort((a, b) => a.globalOffset - b.globalOffset || a.timestamp - b.timestamp)
    .map((item) => ({
      item,
      where: item.componentId.startsWith("passage-") ? "passage" : "questions",
      excerpt: excerpt(item.text, LIST_EXCERPT_CHARS),
    }));
}
