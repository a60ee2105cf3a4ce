// The clock itself (elapsed and remaining seconds from the server's start and deadline) is the domain's
// attempt-clock, shared with the server; these are the countdown's looks and its automatic submit.
/** At or below this many seconds left the countdown shows its low-time state. */
export const LOW_TIME_SECONDS = 600;
/** Remaining times at which the clock pulses, as the computer-delivered exam warns at 10 and 5 minutes. */
export const PULSE_AT_SECONDS = [600, 300] as const;
/** How long a pulse lasts. */
export const PULSE_SECONDS = 4;

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

/** The warning due at this many seconds left: 10 (minutes) from 10:00, 5 from 5:00, none before or at zero. */
export function warningMinutes(remaining: number): 10 | 5 | null {
  if (remaining <= 0 || remaining > LOW_TIME_SECONDS) return null;
  return remaining <= 300 ? 5 : 10;
}
