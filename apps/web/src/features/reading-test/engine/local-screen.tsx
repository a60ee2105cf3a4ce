import { createContext, type ReactNode, useContext } from "react";

/**
 * A test or review screen whose attempt is kept nowhere (the administrator's preview of a draft): a notice
 * shown above the screen, and its own words for leaving, since the learner's ("your answers are saved")
 * would not be true.
 */
export type TLocalScreen = {
  notice: ReactNode;
  exitTitle: string;
  exitMessage: string;
};

const LocalScreenContext = createContext<TLocalScreen | null>(null);

/** Marks every test or review screen inside it as one that keeps nothing. */
export function LocalScreenProvider({ value, children }: { value: TLocalScreen; children: ReactNode }) {
  return <LocalScreenContext.Provider value={value}>{children}</LocalScreenContext.Provider>;
}

/** The local screen's notice and words, or null on a learner's own attempt. */
export const useLocalScreen = () => useContext(LocalScreenContext);
