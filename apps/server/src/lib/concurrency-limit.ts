/**
 * At most `running` tasks at once; later ones wait their turn in arrival order, at most `waiting` of them, and
 * one past that is refused (`onFull` says how). For work so heavy that many at once would take the process's
 * thread and its database connections from everyone else.
 */
export function concurrencyLimit(running: number, waiting: number, onFull: () => Error) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active < running) active += 1;
    else if (queue.length >= waiting) throw onFull();
    else await new Promise<void>((resolve) => queue.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is freed.
      const next = queue.shift();
      if (next) next();
      else active -= 1;
    }
  };
}
