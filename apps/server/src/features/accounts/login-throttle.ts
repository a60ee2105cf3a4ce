import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";

/** Failures allowed per window: a tight limit per e-mail, a looser one per client address. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

const emailKey = (email: string) => `email:${email}`;
const addressKey = (ip: string) => `ip:${ip}`;
const keys = (email: string, ip: string) => [
  { key: emailKey(email), limit: MAX_FAILURES_PER_EMAIL },
  { key: addressKey(ip), limit: MAX_FAILURES_PER_ADDRESS },
];

function tooManyAttempts(windowStart: number, now: number): AppError {
  const waitMs = windowStart + LOGIN_WINDOW_MS - now;
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return new AppError(
    429,
    `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
    { "retry-after": String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}

/**
 * Counts one attempt for the e-mail and the address before the password is checked (an atomic upsert
 * each, the counter in the database) and throws 429 when either is past its limit. Counting first, not
 * checking first, is what holds the limit when guesses arrive at once: a check made before any of them
 * had failed let thirty parallel guesses through.
 */
export async function reserveLoginAttempt(db: Kysely<Database>, email: string, ip: string, now: number): Promise<void> {
  const windowFloor = now - LOGIN_WINDOW_MS;
  for (const { key, limit } of keys(email, ip)) {
    const row = await db
      .insertInto("login_attempts")
      .values({ key, window_start: now, failures: 1 })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({
          failures: eb
            .case()
            .when("login_attempts.window_start", "<=", windowFloor)
            .then(1)
            .else(eb("login_attempts.failures", "+", 1))
            .end(),
          window_start: eb
            .case()
            .when("login_attempts.window_start", "<=", windowFloor)
            .then(now)
            .else(eb.ref("login_attempts.window_start"))
            .end(),
        })),
      )
      .returning(["failures", "window_start"])
      .executeTakeFirstOrThrow();
    if (row.failures > limit) throw tooManyAttempts(row.window_start, now);
  }
}

/**
 * A successful sign-in clears the e-mail's failures and gives back the attempt reserved on the address
 * (the address's failures stay: one good account must not unlock guessing at others).
 */
export async function releaseLoginAttempt(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("key", "=", emailKey(email)).execute();
  await db
    .updateTable("login_attempts")
    .set((eb) => ({ failures: eb("failures", "-", 1) }))
    .where("key", "=", addressKey(ip))
    .where("failures", ">", 0)
    .execute();
}
