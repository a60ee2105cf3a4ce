import type { TSpelling } from "./types";

/** Where the learner's spelling choice is remembered (per browser, like the theme). */
export const SPELLING_KEY = "bandcraft.spelling";

/** The remembered choice, British when none (or storage is blocked). */
export function loadSpelling(): TSpelling {
  try {
    return localStorage.getItem(SPELLING_KEY) === "american" ? "american" : "british";
  } catch {
    return "british";
  }
}

/** Remembers the choice; a blocked storage only forgets it after a reload. */
export function saveSpelling(spelling: TSpelling): void {
  try {
    localStorage.setItem(SPELLING_KEY, spelling);
  } catch {
    // Private modes may refuse; the choice still holds for this page.
  }
}

/** Seconds since the editor opened (the draft's startedAt), as the indicators and the saved essay count them. */
export function secondsSince(startedAt: number, now: number): number {
  return Math.min(604_800, Math.max(0, Math.floor((now - startedAt) / 1000)));
}
