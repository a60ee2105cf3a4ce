import { LEARNER_QUOTAS, type TQuotaReason } from "@bandcraft/contract/quotas";

/** What a learner has stored of their essays. */
export interface TEssayUsage {
  count: number;
  chars: number;
}

/** The limits that apply (the contract's by default; tests may pass smaller ones). */
export type TQuotaLimits = Record<"essays" | "essayChars" | "submitsPerWindow" | "submitWindowMs", number>;

/** Why one more essay of `textChars` characters cannot be saved, or undefined when it fits. */
export function essayQuotaProblem(
  usage: TEssayUsage,
  textChars: number,
  limits: TQuotaLimits = LEARNER_QUOTAS,
): Extract<TQuotaReason, "essay-count" | "essay-size"> | undefined {
  if (usage.count >= limits.essays) return "essay-count";
  if (usage.chars + textChars > limits.essayChars) return "essay-size";
  return undefined;
}

/** A learner's submit times within the window (epoch ms, oldest first), as kept between submits. */
export type TSubmitLog = readonly number[];

/**
 * Whether one more submit at `now` keeps the learner within `submitsPerWindow` in any `submitWindowMs`
 * (a sliding window over the submits themselves, not a calendar minute). Answers the log to keep (only
 * the times still inside the window), or how long to wait until the oldest one leaves it.
 */
export function takeSubmitSlot(
  log: TSubmitLog,
  now: number,
  limits: TQuotaLimits = LEARNER_QUOTAS,
): { ok: true; log: number[] } | { ok: false; retryAfterMs: number } {
  // A time in the future (another process's clock a little ahead) still counts until it leaves the window.
  const recent = log.filter((t) => t > now - limits.submitWindowMs).sort((a, b) => a - b);
  if (recent.length < limits.submitsPerWindow) return { ok: true, log: [...recent, now] };
  const oldestThatMustLeave = recent[recent.length - limits.submitsPerWindow] ?? now;
  return { ok: false, retryAfterMs: Math.max(1, oldestThatMustLeave + limits.submitWindowMs - now) };
}

/** The submit log as stored (times joined by ","), and back; anything unreadable is an empty log. */
export const submitLogText = (log: TSubmitLog): string => log.join(",");
export function parseSubmitLog(text: string | null | undefined): number[] {
  if (!text) return [];
  return text
    .split(",")
    .map(Number)
    .filter((t) => Number.isSafeInteger(t));
}
