import { randomInt } from "node:crypto";
import { ONE_TIME_PASSWORD_DAYS } from "@bandcraft/contract/accounts";
import { type Algorithm, hash } from "@node-rs/argon2";

// Lower-case letters and digits a person can copy from a printout without confusing any two (no 0/o, 1/l/i).
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/**
 * A one-time password for a new or reset account: three groups of four ("k7mq-x3tz-9hwe"), about 59 bits from
 * the system's cryptographic generator. It passes the password rule (14 characters, never common).
 */
export function newOneTimePassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${group()}-${group()}-${group()}`;
}

// Argon2id at m=1 MiB, t=1: a random 59-bit secret needs no memory-hard stretching to resist guessing (2^59
// guesses at any speed is out of reach), and a class of 500 is then hashed in about a second instead of half a
// minute. The parameters travel in the PHC string, so verifyPassword (lib/passwords.ts) checks it as any other.
const ARGON2ID = 2 as Algorithm;
const ONE_TIME_OPTIONS = { algorithm: ARGON2ID, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** Hashes a password made by newOneTimePassword (never one a person chose: those use hashPassword). */
export function hashOneTimePassword(password: string): Promise<string> {
  return hash(password, ONE_TIME_OPTIONS);
}

/** When a one-time password given at `now` stops working: a forgotten printout does not open the account for ever. */
export const oneTimeUntil = (now: number): number => now + ONE_TIME_PASSWORD_DAYS * 86_400_000;
