import { useSyncExternalStore } from "react";

/** Below this width the task and the essay stack instead of standing side by side. */
const NARROW_QUERY = "(max-width: 640px)";

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const snapshot = () => typeof window.matchMedia === "function" && window.matchMedia(NARROW_QUERY).matches;

/** Whether the window is phone-narrow (a side-by-side split would leave the essay a few words wide). */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
