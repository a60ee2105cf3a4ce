import { useCallback, useEffect, useRef, useState } from "react";
import { type BlockerFunction, useBlocker } from "react-router";

type TOptions = {
  /** Runs whenever the screen is really left (nothing to ask, or the learner confirmed), before it goes. */
  onLeave?: () => void;
};

/**
 * Work not yet kept is never lost silently: while `shouldAsk()` says so, leaving asks first. It holds any
 * navigation to another page or address for the screen's own dialog, gets the browser's prompt on closing
 * or reloading the tab, and gives the screen's own Back button (`requestExit`) the same question.
 * `shouldAsk` is read at the moment of leaving, so it can look at the latest text.
 */
export function useLeaveGuard(shouldAsk: () => boolean, onExit: () => void, { onLeave }: TOptions = {}) {
  const [asking, setAsking] = useState(false);
  const ask = useRef(shouldAsk);
  ask.current = shouldAsk;
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        ask.current() &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!ask.current()) return;
      e.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, []);

  const blocked = blocker.state === "blocked";
  const requestExit = () => {
    if (ask.current()) {
      setAsking(true);
      return;
    }
    onLeave?.();
    onExit();
  };
  const confirm = () => {
    setAsking(false);
    onLeave?.();
    if (blocked) blocker.proceed();
    else onExit();
  };
  const cancel = () => {
    setAsking(false);
    if (blocked) blocker.reset();
  };
  return { open: asking || blocked, requestExit, confirm, cancel };
}
