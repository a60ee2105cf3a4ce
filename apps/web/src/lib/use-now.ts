import { useEffect, useState } from "react";

const TICK_MS = 1000;

/**
 * The wall-clock time, re-read once a second while `running`. Clocks are computed from a stored start time
 * and this value, never by adding ticks, so throttled background tabs and reloads keep them right.
 */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(id);
  }, [running]);
  return now;
}
