import { useSyncExternalStore } from "react";

export type TTheme = "light" | "dark";
/** localStorage key of the theme; index.html reads it too, before first paint. */
export const THEME_KEY = "theme";

const listeners = new Set<() => void>();

function readTheme(): TTheme {
  try {
    return localStorage.getItem(THEME_KEY) === "dark" ? "dark" : "light";
  } catch {
    return "light";
  }
}

let current: TTheme = typeof window === "undefined" ? "light" : readTheme();

/** Puts the theme on <html data-theme>, where the design tokens switch. */
export function applyTheme(theme: TTheme) {
  document.documentElement.setAttribute("data-theme", theme);
}

/** Persists and applies a theme. */
export function setTheme(theme: TTheme) {
  current = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // The theme still applies for this page.
  }
  applyTheme(theme);
  for (const l of listeners) l();
}

export function toggleTheme() {
  setTheme(current === "light" ? "dark" : "light");
}

export function getTheme(): TTheme {
  return current;
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
}

export function useTheme(): TTheme {
  return useSyncExternalStore(subscribe, getTheme, () => "light");
}

if (typeof window !== "undefined") applyTheme(current);
