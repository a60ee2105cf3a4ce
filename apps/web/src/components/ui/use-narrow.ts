import { useSyncExternalStore } from "react";

/**
 * A phone held upright: below this width two panels side by side leave each a few words wide, so the
 * writing editor stacks its task and essay and the Reading test shows its passage and questions as tabs.
 */
const NARROW_QUERY = "(max-width: 640px)";

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => undefined;
  const list = window.matchMedia(NARROW_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const snapshot = () => typeof window.matchMedia === "function" && window.matchMedia(NARROW_QUERY).matches;

/** Whether the window is phone-narrow (see NARROW_QUERY); follows rotation and resizing. */
export function useNarrow(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
