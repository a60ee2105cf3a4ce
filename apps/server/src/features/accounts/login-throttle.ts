import { SIGN_IN_SLOWED, type TSignInSlowed } from "@bandcraft/contract/accounts";
import { addressBucket } from "@bandcraft/domain/address-bucket";
import {
  ADDRESS_POLICY,
  BYPASS_POLICY,
  countAttempt,
  EMAIL_POLICY,
  giveBack,
  liveFailures,
  reserveAttempt,
  retryAfterSeconds,
} from "@bandcraft/domain/sign-in-throttle";
import type { Kysely } from "kysely";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";
import { AppError } from "../../lib/app-error";
import {
  deleteByPrefix,
  deleteExpired,
  deleteForgotten,
  deleteKey,
  lockedState,
  storedState,
  storeState,
} from "./login-attempts.repository";

/**
 * Counters per attempt: the account ("email:"), the client address ("ip:", for guessing across many
 * accounts) and the pair of both ("pair:", which only tells whether this address has failed on this account
 * lately). Two more keep the slowing from locking owners out: "known:" marks an (account, address) that
 * signed in with the right password lately, which a waiting address does not stop, and "bypass:" counts an
 * account's tries from fresh addresses while it waits, which are few. A scope keeps another check's counters
 * apart (PASSWORD_CHANGE_SCOPE); it comes first, so no e-mail typed at sign-in can spell another scope's key.
 */
const EMAIL_PREFIX = "email:";
const ADDRESS_PREFIX = "ip:";
const PAIR_PREFIX = "pair:";
const KNOWN_PREFIX = "known:";
const BYPASS_PREFIX = "bypass:";
export const PASSWORD_CHANGE_SCOPE = "password-change:";
const SCOPES = ["", PASSWORD_CHANGE_SCOPE] as const;
export const emailKey = (email: string, scope = "") => `${scope}${EMAIL_PREFIX}${email}`;
/** The key of a client address: its bucket (an IPv6 /64, an IPv4 address, a mapped one as IPv4). */
export const addressKey = (ip: string, scope = "") => `${scope}${ADDRESS_PREFIX}${addressBucket(ip)}`;
const pairKey = (email: string, ip: string, scope: string) => `${scope}${PAIR_PREFIX}${email} ${addressBucket(ip)}`;
const knownKey = (email: string, ip: string, scope: string) => `${scope}${KNOWN_PREFIX}${email} ${addressBucket(ip)}`;
const bypassKey = (email: string, scope: string) => `${scope}${BYPASS_PREFIX}${email}`;

/** How long a right password keeps its (account, address) known: a school's learners sign in every week. */
export const KNOWN_FOR_MS = 30 * 86_400_000;

type TCountedKey = { key: string; previousNotBefore: number; notBefore: number };
/**
 * What a reservation counted, so a correct password can give it back, and the keys a right or a wrong one
 * is recorded on.
 */
export type TSignInReservation = {
  addressKey: string;
  knownKey: string;
  pair: TCountedKey;
  email: TCountedKey & { bypassed: boolean };
  /** The account's fresh-address try, when it was waiting. */
  bypass: TCountedKey | undefined;
};

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** The 429 of a key that must wait: Retry-After, and a reason with the wait for the web to say in the learner's language. */
function slowedDown(retryAfterMs: number): AppError {
  const seconds = retryAfterSeconds(retryAfterMs);
  const fields: TSignInSlowed = { reason: SIGN_IN_SLOWED, retryAfterSeconds: seconds };
  return new AppError(
    429,
    `Too many sign-in attempts. Please wait ${waitText(seconds)} and try again.`,
    { "retry-after": String(seconds) },
    fields,
  );
}

/** Whether a "known" mark stands: a right password from this address on this account, not long ago. */
const isKnown = (state: { failures: number; notBefore: number } | undefined, now: number) =>
  state !== undefined && state.failures === 0 && state.notBefore > now;

const counted = (key: string, c: { previousNotBefore: number; next: { notBefore: number } }): TCountedKey => ({
  key,
  previousNotBefore: c.previousNotBefore,
  notBefore: c.next.notBefore,
});

/**
 * Counts one sign-in attempt on the account before the password is checked, in one transaction holding the
 * pair's and the account's rows: guesses at one account sent at once queue and each sees the others, so no
 * more than the free tries are checked. A waiting account is refused too, except from an address that has
 * not failed on it lately: its owner, elsewhere, still gets in while someone hammers the account (each such
 * address gets that one try; a failure counts like any other, and makes the address wait for the account
 * like the rest).
 * The address is only read here: a waiting address is refused before anything is written, and its failures
 * are counted after the check (countLoginFailure). Counting them before, like the account's, made every
 * sign-in in flight behind one NAT a failure until checked: a school signing in at nine o'clock had its
 * correct passwords refused once 50 were queued for the password hash. Guessing across many accounts from
 * one address is still stopped once its failures are known; what a burst gets before that is one guess an
 * account, at passwords the set-time rule has already made uncommon.
 */
export async function reserveLoginAttempt(
  db: Kysely<TDatabase>,
  dialect: TDialect,
  email: string,
  ip: string,
  now: number,
  scope = "",
): Promise<TSignInReservation> {
  return db.transaction().execute(async (trx) => {
    const [aKey, pKey, eKey] = [addressKey(ip, scope), pairKey(email, ip, scope), emailKey(email, scope)];
    const kKey = knownKey(email, ip, scope);
    const address = reserveAttempt(await storedState(trx, aKey), now, ADDRESS_POLICY);
    if (address.kind === "refused" && !isKnown(await storedState(trx, kKey), now)) {
      throw slowedDown(address.retryAfterMs);
    }
    const pair = countAttempt(await lockedState(trx, dialect, pKey, now, true), now, EMAIL_POLICY);
    const emailState = await lockedState(trx, dialect, eKey, now, true);
    const reserved = reserveAttempt(emailState, now, EMAIL_POLICY);
    const bypassed = reserved.kind === "refused";
    if (bypassed && pair.failuresBefore > 0) throw slowedDown(reserved.retryAfterMs);
    let bypass: TCountedKey | undefined;
    if (reserved.kind === "refused") {
      // A fresh address's one try at a waiting account, from the account's small budget of them: without it
      // every /64 of an IPv6 /48 would get a guess an hour.
      const bKey = bypassKey(email, scope);
      const budget = reserveAttempt(await lockedState(trx, dialect, bKey, now, true), now, BYPASS_POLICY);
      if (budget.kind === "refused") throw slowedDown(Math.min(reserved.retryAfterMs, budget.retryAfterMs));
      await storeState(trx, bKey, budget.next);
      bypass = counted(bKey, budget);
    }
    const account = reserved.kind === "allowed" ? reserved : countAttempt(emailState, now, EMAIL_POLICY);
    await storeState(trx, pKey, pair.next);
    await storeState(trx, eKey, account.next);
    return {
      addressKey: aKey,
      knownKey: kKey,
      pair: counted(pKey, pair),
      email: { ...counted(eKey, account), bypassed },
      bypass,
    };
  });
}

/** A wrong password: one more failure on the client address (the account's was counted before the check). */
export async function countLoginFailure(
  db: Kysely<TDatabase>,
  dialect: TDialect,
  reservation: TSignInReservation,
  now: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const state = await lockedState(trx, dialect, reservation.addressKey, now, true);
    await storeState(trx, reservation.addressKey, countAttempt(state, now, ADDRESS_POLICY).next);
  });
}

/**
 * A correct password. The pair's failures are cleared: the owner proved the password from here, and the pair
 * is marked known, so this address waiting (a classmate guessing behind the school's NAT) does not stop this
 * account. The account's failures are cleared too, unless it got in past the account's wait: then only its
 * own attempt (and its fresh-address try) is given back, so the owner's sign-in does not shorten the wait of
 * whoever is hammering the account. The address's failures stay: one good account must not unlock guessing
 * at others.
 */
export async function releaseLoginAttempt(
  db: Kysely<TDatabase>,
  dialect: TDialect,
  reservation: TSignInReservation,
  now: number,
): Promise<void> {
  const { pair, email, bypass, knownKey: kKey } = reservation;
  await db.transaction().execute(async (trx) => {
    await storeState(trx, pair.key, undefined);
    await lockedState(trx, dialect, kKey, now, true);
    await storeState(trx, kKey, { failures: 0, notBefore: now + KNOWN_FOR_MS });
    if (bypass)
      await storeState(trx, bypass.key, giveBack(await lockedState(trx, dialect, bypass.key, now, false), bypass));
    const kept = email.bypassed ? giveBack(await lockedState(trx, dialect, email.key, now, false), email) : undefined;
    await storeState(trx, email.key, kept);
  });
}

/**
 * Clears an account's sign-in failures, the account's and every address's on it (an administrator's unlock,
 * a password reset); true when some still counted.
 */
export async function clearEmailFailures(db: Kysely<TDatabase>, email: string, now: number): Promise<boolean> {
  // E-mails hold no spaces, so the space ends the account's part of a pair's key.
  const cleared = [
    ...(await deleteKey(db, emailKey(email))),
    ...(await deleteByPrefix(db, `${PAIR_PREFIX}${email} `)),
    ...(await deleteKey(db, bypassKey(email, ""))),
  ];
  return cleared.some((state) => liveFailures(state, now, EMAIL_POLICY) > 0);
}

/** Deletes every sign-in counter that names the account, in every scope (the account is being deleted). */
export async function forgetSignInTraces(db: Kysely<TDatabase>, email: string): Promise<void> {
  for (const scope of SCOPES) {
    await deleteKey(db, emailKey(email, scope));
    await deleteKey(db, bypassKey(email, scope));
    await deleteByPrefix(db, `${scope}${PAIR_PREFIX}${email} `);
    await deleteByPrefix(db, `${scope}${KNOWN_PREFIX}${email} `);
  }
}

/** Until when each of these accounts must wait before its next sign-in (only those waiting at `now`). */
export async function signInWaits(db: Kysely<TDatabase>, emails: string[], now: number): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const keys = emails.map((email) => emailKey(email));
  const rows = await db
    .selectFrom("login_attempts")
    .select(["key", "failures", "not_before"])
    .where("key", "in", keys)
    .where("not_before", ">", now)
    .where("failures", ">", 0)
    .execute();
  return new Map(rows.map((r) => [r.key.slice(EMAIL_PREFIX.length), r.not_before]));
}

/**
 * Deletes up to `limit` rows of each kind whose failures are all forgiven (they would count as nothing
 * anyway), and "known" marks past their time. Answers how many went; the account sweeper calls it until fewer than `limit` go.
 */
export async function purgeLoginAttempts(db: Kysely<TDatabase>, now: number, limit: number): Promise<number> {
  let deleted = 0;
  for (const scope of SCOPES) {
    for (const [prefix, policy] of [
      [EMAIL_PREFIX, EMAIL_POLICY],
      [PAIR_PREFIX, EMAIL_POLICY],
      [ADDRESS_PREFIX, ADDRESS_POLICY],
      [BYPASS_PREFIX, BYPASS_POLICY],
    ] as const) {
      deleted += await deleteForgotten(db, `${scope}${prefix}`, policy.forgiveEveryMs, now, limit);
    }
    deleted += await deleteExpired(db, `${scope}${KNOWN_PREFIX}`, now, limit);
  }
  return deleted;
}
