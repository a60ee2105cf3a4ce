/**
 * Runs `task` every `intervalMs` in this process, one run at a time (a slow run is not stacked on by the
 * next tick), on a timer that does not keep the process alive; a failed run is reported and the next tick
 * tries again. Answers a stop function for a graceful shutdown.
 */
export function runEvery(intervalMs: number, task: () => Promise<void>, onError: (err: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
