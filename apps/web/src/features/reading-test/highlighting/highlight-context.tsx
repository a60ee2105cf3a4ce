import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { THighlighting } from "./use-highlights";

type TContextValue = THighlighting & { readOnly: boolean };

const HighlightContext = createContext<TContextValue | null>(null);

/** Hands one attempt's highlight state (from useHighlights) to every HighlightableText below it. */
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
  return <HighlightContext.Provider value={merged}>{children}</HighlightContext.Provider>;
}

/** The highlight state; throws outside a HighlightProvider (reading §8), so a forgotten provider fails loudly. */
export function useHighlighting(): TContextValue {
  const value = useContext(HighlightContext);
  if (!value) throw new Error("useHighlighting must be used inside a HighlightProvider");
  return value;
}
