/**
 * The server's clock rules of an attempt: when a timed attempt ends, how long a learner took,
 * and whether a time a client reports is believable. Times are epoch milliseconds of the server's clock.
 */

/** A complete Reading test: 60 minutes. */
export const COMPLETE_TEST_SECONDS = 3_600;

/**
 * After the deadline the server still takes the learner's own submit (and saves) for this long: the
 * automatic submit at zero must survive a slow network. Past it, the server closes the attempt with the
 * last saved answers.
 */
export const SUBMIT_GRACE_MS = 60_000;

/** How far a client's clock may be from the server's before the times it reports are refused. */
export const CLIENT_CLOCK_SKEW_MS = 10 * 60_000;

/**
 * When an attempt's time runs out: a complete test gets its 60 minutes times the learner's allowance; a
 * single passage counts up and an untimed allowance has no end (null).
 */
export function deadlineFor(kind: "single" | "multi", startedAt: number, allowancePercent: number): number | null {
  if (kind === "single") return null;
  return assignedDeadline(startedAt, COMPLETE_TEST_SECONDS / 60, allowancePercent);
}

/**
 * When an assigned reading's time runs out: the teacher's limit times the learner's own allowance, to the
 * whole second. An untimed assignment (null limit) or an untimed learner (allowance 0) has no end (null).
 */
export function assignedDeadline(
  startedAt: number,
  limitMinutes: number | null,
  allowancePercent: number,
): number | null {
  if (limitMinutes === null || limitMinutes <= 0 || allowancePercent <= 0) return null;
  return startedAt + Math.round((limitMinutes * 60 * allowancePercent) / 100) * 1000;
}

/** Whole seconds from the start to `at`, never past the deadline and never negative. */
export function elapsedSeconds(startedAt: number, at: number, deadline: number | null): number {
  const end = deadline === null ? at : Math.min(at, deadline);
  return Math.max(0, Math.floor((end - startedAt) / 1000));
}

/** Whether the server must close a timed attempt now: its deadline and the grace after it have passed. */
export function isOverdue(deadline: number | null, now: number): boolean {
  return deadline !== null && now > deadline + SUBMIT_GRACE_MS;
}

/**
 * Why a time a client reports cannot be right, or undefined: it must lie between the attempt's start and
 * the server's now, give or take the allowed skew.
 */
export function clientTimeProblem(field: string, value: number, startedAt: number, now: number): string | undefined {
  if (value < startedAt - CLIENT_CLOCK_SKEW_MS) return `${field} is before this test started`;
  if (value > now + CLIENT_CLOCK_SKEW_MS) return `${field} is in the future`;
  return undefined;
}

/** Whole seconds left before the deadline, rounded up (the clock shows 00:00:01 until the last moment), never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
