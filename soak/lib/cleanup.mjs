// What must not outlive an interrupted soak run (Ctrl-C, a CI timeout's SIGTERM): server processes,
// the private PostgreSQL cluster, the fresh databases. Each registers its undo here while it exists;
// a scenario's own `finally` does the same work on a normal end.
const pending = new Set();

/** Registers `undo` to run if the run is interrupted; returns a function that unregisters it. */
export function onInterrupt(undo) {
  pending.add(undo);
  return () => pending.delete(undo);
}

let interrupted = false;
/** On SIGINT or SIGTERM: run every registered undo (15 s at most), then exit 130. */
export function installInterruptHandlers() {
  const handler = async (signal) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the soak's servers and databases…`);
    const undos = [...pending].reverse().map((undo) =>
      Promise.resolve()
        .then(undo)
        .catch(() => undefined),
    );
    await Promise.race([Promise.all(undos), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    process.exit(130);
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
}
