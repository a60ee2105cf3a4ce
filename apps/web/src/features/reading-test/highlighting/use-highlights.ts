import type { THighlightItem } from "@bandcraft/contract/reading";
import { useCallback, useMemo, useRef, useState } from "react";
import {
  addItem,
  clearOverlappingItems,
  deleteItemNote,
  statsOf,
  type THighlightRange,
  type THighlightStats,
  updateItemNote,
} from "./highlight-rules";

export type THighlighting = {
  items: readonly THighlightItem[];
  addHighlight: (range: THighlightRange) => void;
  addNote: (range: THighlightRange, note: string) => void;
  updateNote: (id: string, note: string) => void;
  /** Removes the note and keeps the highlight. */
  deleteNote: (id: string) => void;
  /** Removes every highlight of the component overlapping [start, end). */
  clearOverlapping: (componentId: string, start: number, end: number) => void;
  stats: THighlightStats;
};

/** A fresh item id: unique within the attempt, and across reloads (persisted items keep theirs). */
function newId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === "function") return `hl-${c.randomUUID()}`;
  return `hl-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * The highlight and note drafts of one attempt (held in the test, sent at submit). The
 * returned object is stable while the items do not change, so typing an answer re-renders no text.
 */
export function useHighlights(initial: readonly THighlightItem[] = []): THighlighting {
  // Only the first `initial` counts, like useState: a restored attempt passes its saved items once.
  const [items, setItems] = useState<readonly THighlightItem[]>(initial);
  const idRef = useRef(newId);
  const addHighlight = useCallback((range: THighlightRange) => {
    setItems((prev) => addItem(prev, range, idRef.current(), Date.now()));
  }, []);
  const addNote = useCallback((range: THighlightRange, note: string) => {
    if (note.trim() === "") return;
    setItems((prev) => addItem(prev, range, idRef.current(), Date.now(), note));
  }, []);
  const updateNote = useCallback((id: string, note: string) => {
    setItems((prev) => updateItemNote(prev, id, note, Date.now()));
  }, []);
  const deleteNote = useCallback((id: string) => {
    setItems((prev) => deleteItemNote(prev, id, Date.now()));
  }, []);
  const clearOverlapping = useCallback((componentId: string, start: number, end: number) => {
    setItems((prev) => clearOverlappingItems(prev, componentId, start, end));
  }, []);
  return useMemo(
    () => ({ items, addHighlight, addNote, updateNote, deleteNote, clearOverlapping, stats: statsOf(items) }),
    [items, addHighlight, addNote, updateNote, deleteNote, clearOverlapping],
  );
}
