import { useCallback, useState } from "react";

const KEY = "bandcraft.timerHidden";

function readHidden(): boolean {
  try {
    return localStorage.getItem(KEY) === "true";
  } catch {
    return false;
  }
}

/** Whether the learner hid the test's clock (kept in this browser for every test); the warnings still show. */
export function useTimerHidden(): [boolean, () => void] {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = useCallback(() => {
    setHidden((was) => {
      try {
        localStorage.setItem(KEY, String(!was));
      } catch {
        // Blocked storage: the choice lasts for this page.
      }
      return !was;
    });
  }, []);
  return [hidden, toggle];
}
