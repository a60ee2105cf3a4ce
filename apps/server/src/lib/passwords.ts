import { type Algorithm, hash, verify } from "@node-rs/argon2";

// Algorithm is an ambient const enum (not importable as a value here); Argon2id is 2.
const ARGON2ID = 2 as Algorithm;

// OWASP minimum for argon2id: m=19 MiB, t=2, p=1. The parameters travel inside the PHC string.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id at OWASP parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Verifies a password; a malformed stored hash counts as a mismatch. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same work as a real check, so an unknown e-mail is not told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("bandcraft-timing-equaliser");
  await verifyPassword(await dummyHash, password);
}
