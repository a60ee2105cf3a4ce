import { parseTestPractice, type TTestPractice } from "../engine/parse-practice";
import { type TStoredAttempt, ZStoredAttempt } from "./attempt-schema";

/** One localStorage key per attempt, named by the route's test id. */
export const attemptKey = (testId: string) => `bandcraft.attempt.${testId}`;

export type TLoadedAttempt =
  | { status: "none" }
  | { status: "restored"; attempt: TStoredAttempt; practices: TTestPractice[] }
  /** Something was stored but no longer parses: it has been removed, and the learner is told. */
  | { status: "corrupt" };

type TStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The browser's localStorage, or null where it is blocked (private modes, sandboxed frames). */
export function browserStorage(): TStore | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Writes the attempt; false when storage is full or blocked (the test goes on, unsaved). */
export function saveAttempt(store: TStore | null, attempt: TStoredAttempt): boolean {
  if (!store) return false;
  try {
    store.setItem(attemptKey(attempt.testId), JSON.stringify(attempt));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the attempt (after a successful submit, or when it was corrupt). */
export function clearAttempt(store: TStore | null, testId: string): void {
  try {
    store?.removeItem(attemptKey(testId));
  } catch {
    // Nothing to do: a blocked storage holds nothing either.
  }
}

/**
 * Reads the attempt saved for a test id. Everything is checked (the envelope by Zod, the practices by the
 * test's own parser, the parts counted alike) so a half-written or outdated entry can never crash the test.
 */
export function loadAttempt(store: TStore | null, testId: string): TLoadedAttempt {
  if (!store) return { status: "none" };
  let raw: string | null;
  try {
    raw = store.getItem(attemptKey(testId));
  } catch {
    return { status: "none" };
  }
  if (raw === null) return { status: "none" };
  try {
    const attempt = ZStoredAttempt.parse(JSON.parse(raw));
    const parts = attempt.practices.length;
    if (attempt.testId !== testId) throw new Error("attempt saved under another id");
    if (attempt.answers.length !== parts || attempt.flags.length !== parts || attempt.highlights.length !== parts) {
      throw new Error("parts do not line up");
    }
    if (attempt.currentPart >= parts) throw new Error("current part out of range");
    const practices = attempt.practices.map((p) => parseTestPractice(p));
    return { status: "restored", attempt, practices };
  } catch {
    clearAttempt(store, testId);
    return { status: "corrupt" };
  }
}
