/** The complete test's time limit in seconds (reading §9). */
export const COMPLETE_TEST_SECONDS = 3600;
/** At or below this many seconds left the countdown shows its low-time state (reading §4). */
export const LOW_TIME_SECONDS = 600;
/** Remaining times at which the clock pulses, as the computer-delivered exam warns at 10 and 5 minutes. */
export const PULSE_AT_SECONDS = [600, 300] as const;
/** How long a pulse lasts. */
export const PULSE_SECONDS = 4;

/** Whole seconds since the wall-clock start; never negative (a clock set back does not count backwards). */
export function elapsedSince(startedAt: number, now: number): number {
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/** Elapsed seconds of a timed test: capped at the limit, so a test reopened late records 60:00. */
export function cappedElapsed(startedAt: number, now: number, limit = COMPLETE_TEST_SECONDS): number {
  return Math.min(limit, elapsedSince(startedAt, now));
}

/** Seconds left on the countdown (0 once time is up). */
export function remainingSeconds(startedAt: number, now: number, limit = COMPLETE_TEST_SECONDS): number {
  return limit - cappedElapsed(startedAt, now, limit);
}

/** The countdown's look: low time at ≤ 10 minutes; a pulse during the first seconds after 10:00 and 5:00. */
export function countdownState(remaining: number): { low: boolean; pulse: boolean } {
  const low = remaining <= LOW_TIME_SECONDS;
  const pulse = PULSE_AT_SECONDS.some((at) => remaining <= at && remaining > at - PULSE_SECONDS);
  return { low, pulse };
}

/**
 * Whether the test submits itself now: time is up, nothing has been sent yet by this page, and no results
 * are showing. A failed automatic submit is not repeated by itself; the learner retries.
 */
export function shouldAutoSubmit(s: { remaining: number; autoSubmitted: boolean; phase: string }): boolean {
  return s.remaining <= 0 && !s.autoSubmitted && s.phase === "ready";
}
