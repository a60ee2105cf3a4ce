import type { TWritingItem } from "@bandcraft/contract/writing";

/** Minimum words and suggested minutes per task; the minimum is shown, never enforced. */
export const TASK_RULES: Readonly<Record<1 | 2, { minWords: number; minutes: number }>> = {
  1: { minWords: 150, minutes: 20 },
  2: { minWords: 250, minutes: 40 },
};

/** Seconds left of a task's suggested time, counted from when the editor opened; never below 0. */
export function remainingSeconds(part: 1 | 2, startedAt: number, now: number): number {
  const total = TASK_RULES[part].minutes * 60;
  const elapsed = Math.max(0, Math.floor((now - startedAt) / 1000));
  return Math.max(0, total - elapsed);
}

/** Seconds as MM:SS (minutes keep counting past 59: 40 minutes reads 40:00). */
export function formatMinutes(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}

/** The task's images as a list: `pic` is one URL, a list of URLs, or absent; blanks are dropped. */
export function picturesOf(item: Pick<TWritingItem, "pic">): string[] {
  const pics = item.pic === undefined ? [] : Array.isArray(item.pic) ? item.pic : [item.pic];
  return pics.filter((p) => p.trim() !== "");
}
