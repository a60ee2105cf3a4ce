import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import { HighlightPopover, type TPopover } from "./highlight-popover";
import type { THighlighting } from "./use-highlights";
import { useSelectionWatcher } from "./use-selection-watcher";

type TContextValue = THighlighting & { readOnly: boolean };

const HighlightContext = createContext<TContextValue | null>(null);
/** Opens the one popover (tooltip or note editor); stable, so opening it re-renders no text. */
const PopoverContext = createContext<(popover: TPopover | null) => void>(() => {});

/**
 * Hands one attempt's highlight state (from useHighlights) to every HighlightableText below it, and
 * owns the single tooltip / note editor: one at a time on the whole screen.
 */
export function HighlightProvider({
  value,
  readOnly = false,
  children,
}: {
  value: THighlighting;
  readOnly?: boolean;
  children: ReactNode;
}) {
  // Memoised: the test screen re-renders on every keystroke, and a new value would re-render every text.
  const merged = useMemo(() => ({ ...value, readOnly }), [value, readOnly]);
  const [popover, setPopover] = useState<TPopover | null>(null);
  useSelectionWatcher(setPopover, !readOnly);
  return (
    <HighlightContext.Provider value={merged}>
      <PopoverContext.Provider value={setPopover}>
        {children}
        {popover && !readOnly ? (
          <HighlightPopover popover={popover} highlighting={value} onChange={setPopover} />
        ) : null}
      </PopoverContext.Provider>
    </HighlightContext.Provider>
  );
}

/** The highlight state; throws outside a HighlightProvider, so a forgotten provider fails loudly. */
export function useHighlighting(): TContextValue {
  const value = useContext(HighlightContext);
  if (!value) throw new Error("useHighlighting must be used inside a HighlightProvider");
  return value;
}

export const useOpenPopover = () => useContext(PopoverContext);
