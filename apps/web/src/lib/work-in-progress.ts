/** Key prefixes of the work a learner has in progress in this browser (reading attempts, writing drafts). */
const ATTEMPT_PREFIX = "bandcraft.attempt.";
const DRAFT_PREFIX = "bandcraft.writingDraft.";

const parsed = (raw: string | null): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(raw ?? "null");
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * On sign-out, forgets this browser's copies of work in progress that the server holds: the
 * learner's test attempts and essay drafts follow them to any device, so a shared computer keeps none.
 * A copy holding changes the server never got (made offline) stays, so signing back in loses nothing.
 */
export function forgetSyncedWork(email: string, store: Storage | null = globalThis.localStorage ?? null): void {
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => k !== null);
    for (const key of keys) {
      if (key.startsWith(ATTEMPT_PREFIX)) {
        if (parsed(store.getItem(key))?.dirty !== true) store.removeItem(key);
      } else if (key.startsWith(DRAFT_PREFIX) && key.endsWith(`|${email}`)) {
        if (parsed(store.getItem(key))?.synced === true) store.removeItem(key);
      }
    }
  } catch {
    // Blocked storage holds nothing to forget.
  }
}
