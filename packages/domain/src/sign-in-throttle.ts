/**
 * Sign-in slowing, per key (an e-mail, or a client address bucket): a few failures are free, then each
 * further failure doubles the wait before that key may try again, up to a cap. Nothing is ever locked
 * for good: the wait is bounded, and failures are forgiven one at a time once the key's wait has ended,
 * so occasional typos (a classroom's, behind one address) never add up.
 */

/** How one kind of key is slowed. */
export type TThrottlePolicy = {
  /** Failures that cost no wait (the last of them sets the first wait). */
  freeFailures: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number;
  /** The longest wait, however many failures. */
  maxDelayMs: number;
  /** Once the key's wait has ended, one failure is forgiven per this much quiet time. */
  forgiveEveryMs: number;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** An account: 5 free tries, then waits of 30 s, 1, 2, 4, 8 min, then 15 min a try; a failure forgiven per quiet hour. */
export const EMAIL_POLICY: TThrottlePolicy = {
  freeFailures: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE,
  forgiveEveryMs: HOUR,
};

/**
 * A client address, which a whole school behind one NAT may share: 50 free failures (only wrong passwords
 * count on an address, so a crowd signing in at once costs nothing), then 1 s doubling to 2 min a try; a
 * failure forgiven per quiet 2 minutes (typos slower than 30 an hour never add up). Gentler than an
 * account's, since everyone behind the address waits.
 */
export const ADDRESS_POLICY: TThrottlePolicy = {
  freeFailures: 50,
  baseDelayMs: 1_000,
  maxDelayMs: 2 * MINUTE,
  forgiveEveryMs: 2 * MINUTE,
};

/**
 * An account's tries from addresses that have not failed on it, while it waits (each such address may try
 * once, so its owner gets in however hard someone hammers the account elsewhere): 10 free, then 5 min
 * doubling to an hour; one forgiven per quiet hour. A botnet, or the 65,536 /64s of one IPv6 /48, gets about
 * ten guesses an hour at a waiting account instead of one per address; a right password gives its try back.
 */
export const BYPASS_POLICY: TThrottlePolicy = {
  freeFailures: 10,
  baseDelayMs: 5 * MINUTE,
  maxDelayMs: HOUR,
  forgiveEveryMs: HOUR,
};

/** A key's stored state: failures counted (attempts in flight included) and when it may next try. */
export type TThrottleState = { failures: number; notBefore: number };

/** The wait imposed after `failures` failures: none while they are free, then doubling, capped. */
export function delayAfter(failures: number, policy: TThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = failures - policy.freeFailures;
  // 2^31 times any base is past every sensible cap; stopping there keeps the number finite.
  if (doublings >= 31) return policy.maxDelayMs;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** doublings);
}

/**
 * The most failures a key keeps: one past those that reach the longest wait. More would change no wait and
 * only put forgiveness off: a burst of thousands of guesses must not leave an address or an account waiting
 * for days once the guessing stops.
 */
export function maxFailures(policy: TThrottlePolicy): number {
  return policy.freeFailures + Math.ceil(Math.log2(policy.maxDelayMs / policy.baseDelayMs)) + 1;
}

/** The failures that still count at `now`: those stored, less one per `forgiveEveryMs` since the wait ended. */
export function liveFailures(state: TThrottleState | undefined, now: number, policy: TThrottlePolicy): number {
  if (!state) return 0;
  const forgiven = Math.floor(Math.max(0, now - state.notBefore) / policy.forgiveEveryMs);
  return Math.max(0, state.failures - forgiven);
}

/**
 * An attempt let through: the key's failures before it, the state that counts it as a failure, and the
 * `previousNotBefore` that, with those failures, is the key as it was (what a correct password puts back).
 */
export type TCounted = { failuresBefore: number; previousNotBefore: number; next: TThrottleState };

export type TReservation = ({ kind: "allowed" } & TCounted) | { kind: "refused"; retryAfterMs: number };

/**
 * One attempt on a key: refused while the key is waiting; otherwise counted as a failure before the password
 * is checked (so guesses sent at once each see the others), with the wait its failure would impose.
 */
export function reserveAttempt(state: TThrottleState | undefined, now: number, policy: TThrottlePolicy): TReservation {
  const counted = countAttempt(state, now, policy);
  if (counted.failuresBefore > 0 && now < counted.previousNotBefore) {
    return { kind: "refused", retryAfterMs: counted.previousNotBefore - now };
  }
  return { kind: "allowed", ...counted };
}

/**
 * One attempt counted without the wait being checked (an address with no recent failures may always try
 * an account once); the wait it adds never shortens the key's current one.
 */
export function countAttempt(state: TThrottleState | undefined, now: number, policy: TThrottlePolicy): TCounted {
  const failuresBefore = liveFailures(state, now, policy);
  // What undoes this attempt: the same live failures with the same forgiveness to come (the time of the
  // last forgiveness, not the wait's end, which would forgive the failures already forgiven again).
  const previousNotBefore =
    !state || failuresBefore === 0
      ? now
      : state.notBefore >= now
        ? state.notBefore
        : now - ((now - state.notBefore) % policy.forgiveEveryMs);
  const failures = Math.min(failuresBefore + 1, maxFailures(policy));
  const notBefore = Math.max(previousNotBefore, now + delayAfter(failures, policy));
  return { failuresBefore, previousNotBefore, next: { failures, notBefore } };
}

/**
 * A correct password gives its counted attempt back: one failure fewer, and the wait it set undone unless a
 * later attempt has set another. Undefined: nothing is left to keep.
 */
export function giveBack(
  state: TThrottleState | undefined,
  reserved: { previousNotBefore: number; notBefore: number },
): TThrottleState | undefined {
  if (!state) return undefined;
  const failures = state.failures - 1;
  if (failures <= 0) return undefined;
  const notBefore = state.notBefore === reserved.notBefore ? reserved.previousNotBefore : state.notBefore;
  return { failures, notBefore };
}

/** Whether a key's stored state is past mattering at `now` (every failure forgiven: safe to delete). */
export function isForgotten(state: TThrottleState, now: number, policy: TThrottlePolicy): boolean {
  return liveFailures(state, now, policy) === 0;
}

/** The first time at which a stored state is forgotten: the wait's end plus one forgiveness per failure. */
export function forgottenAt(state: TThrottleState, policy: TThrottlePolicy): number {
  return state.notBefore + Math.max(0, state.failures) * policy.forgiveEveryMs;
}

/** Whole seconds to tell a refused client, at least 1. */
export function retryAfterSeconds(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 1000));
}
