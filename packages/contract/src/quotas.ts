/**
 * Per-learner limits, shared by the server (which enforces them) and the web (which explains a refusal in
 * the learner's language from its `reason`). The reasons for each number are in docs/decisions.md.
 */
export const LEARNER_QUOTAS = {
  /** Saved essays per learner: one a day for more than five years. */
  essays: 2_000,
  /** Characters (UTF-16 units, as the essay's own 200,000 limit counts them) of all of a learner's saved essays. */
  essayChars: 20_000_000,
  /** Papers a learner submits in any 60 seconds (the server's closes at a deadline are never refused). */
  submitsPerWindow: 10,
  submitWindowMs: 60_000,
  /**
   * Tests a learner may have in progress at once (open attempts): a start beyond it is refused until one is
   * submitted, so an account that spends no tokens cannot pile up attempts for the server to keep or close.
   */
  openAttempts: 20,
} as const;

/** Complete tests in the insight's band trend: the latest ones, oldest first. */
export const BAND_TREND_LIMIT = 50;

/** Why a learner's save, submit or start was refused: the web shows each in the learner's language. */
export const QUOTA_REASONS = ["essay-count", "essay-size", "submit-rate", "open-attempts"] as const;
export type TQuotaReason = (typeof QUOTA_REASONS)[number];

/** A refusal's `reason` when it is one of these, else undefined (the body is whatever the server sent). */
export function quotaReasonOf(body: unknown): TQuotaReason | undefined {
  const reason = typeof body === "object" && body !== null ? (body as Record<string, unknown>).reason : undefined;
  return (QUOTA_REASONS as readonly unknown[]).includes(reason) ? (reason as TQuotaReason) : undefined;
}
