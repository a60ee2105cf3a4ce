import { createContext, useContext } from "react";
import type { TDragPayload, TDropGroupHandlers } from "./drag-drop-rules";

/** What the provider shares with chips, slots and pools. */
export interface TDragDropApi {
  /** The option picked by click or Enter, waiting for a slot (the non-drag way to answer). */
  picked: TDragPayload | null;
  pick: (payload: TDragPayload | null) => void;
  /** Applies a drop (or a click placement) to a slot; null question = back to the pool. */
  place: (payload: TDragPayload, questionNumber: number | null) => void;
  register: (group: string, handlers: TDropGroupHandlers) => () => void;
  /** Says something through the provider's polite live region. */
  announce: (text: string) => void;
}

export const DragDropContext = createContext<TDragDropApi | null>(null);

/** The provider's API; throws outside <DragDropProvider> so a missing wrapper fails loudly in tests. */
export function useDragDrop(): TDragDropApi {
  const api = useContext(DragDropContext);
  if (!api) throw new Error("Drag-and-drop parts must sit inside <DragDropProvider>");
  return api;
}
