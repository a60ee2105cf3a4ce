import { useEffect, useRef } from "react";
import type { TStoredAttempt } from "./attempt-schema";
import { browserStorage, saveAttempt } from "./attempt-store";

/** Changes are written at most this long after they happen (at most 300 ms). */
export const SAVE_DEBOUNCE_MS = 250;

/**
 * Saves the attempt on every change, debounced, and at once when the page is hidden or left (pagehide,
 * visibilitychange), so a reload or a closed tab loses nothing. `snapshot` null means nothing to save
 * (not the owner, or the attempt is over).
 */
export function useSaveAttempt(snapshot: TStoredAttempt | null): void {
  const pending = useRef<TStoredAttempt | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    pending.current = snapshot;
    if (!snapshot) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (pending.current) saveAttempt(browserStorage(), pending.current);
    }, SAVE_DEBOUNCE_MS);
  }, [snapshot]);

  useEffect(() => {
    const flush = () => {
      clearTimeout(timer.current);
      if (pending.current) saveAttempt(browserStorage(), pending.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      // Unmounting mid-test (Exit, route change) keeps the latest state too.
      flush();
    };
  }, []);
}
