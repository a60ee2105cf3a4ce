import { ApiError } from "./api-client";

/** How many times a read refused with 429 (too many requests) asks again before it reports the refusal. */
export const RATE_LIMIT_RETRIES = 3;
/** The wait before the n-th retry when the server names none: 2, then 4, then 6 seconds. */
export const RATE_LIMIT_STEP_MS = 2_000;
/** A refusal asking for a longer wait than this is reported at once: nobody watches a spinner that long. */
export const RATE_LIMIT_MAX_WAIT_MS = 30_000;

/** The 429 behind an error: the error itself, or the cause a feature's own error kept. */
function rateLimitOf(error: unknown): ApiError | null {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 3; e = e.cause, depth++) {
    if (e instanceof ApiError && e.status === 429) return e;
  }
  return null;
}

/** The wait before retry number `failureCount + 1`: the server's Retry-After, else 2, 4, 6 s. */
export function rateLimitWait(failureCount: number, error: unknown): number {
  return rateLimitOf(error)?.retryAfterMs ?? RATE_LIMIT_STEP_MS * (failureCount + 1);
}

/**
 * The app's one retry rule for reads: only a 429 is asked again, up to three times, after the wait it names.
 * Any other refusal (401, 403, 404, a 5xx) means something a retry cannot fix, so the screen says it at once.
 */
export function retryRateLimited(failureCount: number, error: unknown): boolean {
  if (failureCount >= RATE_LIMIT_RETRIES || rateLimitOf(error) === null) return false;
  return rateLimitWait(failureCount, error) <= RATE_LIMIT_MAX_WAIT_MS;
}
