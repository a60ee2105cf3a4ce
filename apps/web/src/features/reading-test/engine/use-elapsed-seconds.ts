import { useEffect, useRef, useState } from "react";

const TICK_MS = 1000;

/**
 * Seconds since mount, one tick a second (reading §4); stops while `running` is false. Counting from a
 * start time rather than adding one per tick keeps the clock right when a background tab throttles timers.
 */
export function useElapsedSeconds(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  // Read when the clock (re)starts, so it resumes where it stopped without restarting every tick.
  const elapsedRef = useRef(0);
  elapsedRef.current = elapsed;
  useEffect(() => {
    if (!running) return;
    const startedAt = Date.now() - elapsedRef.current * TICK_MS;
    const id = setInterval(() => setElapsed(Math.floor((Date.now() - startedAt) / TICK_MS)), TICK_MS);
    return () => clearInterval(id);
  }, [running]);
  return elapsed;
}
