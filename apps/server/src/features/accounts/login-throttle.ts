import type { Kysely } from "kysely";
import type { Database } from "../../db/database";
import { AppError } from "../../lib/app-error";

/** Failures allowed per window: a tight limit per e-mail, a looser one per client address. */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_ADDRESS = 30;

const keys = (email: string, ip: string) => [
  { key: `email:${email}`, limit: MAX_FAILURES_PER_EMAIL },
  { key: `ip:${ip}`, limit: MAX_FAILURES_PER_ADDRESS },
];

/** Throws 429 when the e-mail or the address has used up its failures in the current window. */
export async function assertLoginAllowed(db: Kysely<Database>, email: string, ip: string, now: number): Promise<void> {
  for (const { key, limit } of keys(email, ip)) {
    const row = await db.selectFrom("login_attempts").selectAll().where("key", "=", key).executeTakeFirst();
    if (row && row.window_start > now - LOGIN_WINDOW_MS && row.failures >= limit) {
      const waitMs = row.window_start + LOGIN_WINDOW_MS - now;
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw new AppError(
        429,
        `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        { "retry-after": String(Math.ceil(waitMs / 1000)) },
      );
    }
  }
}

/** Counts one failure for the e-mail and the address (an atomic upsert; the counter lives in the database). */
export async function recordLoginFailure(db: Kysely<Database>, email: string, ip: string, now: number): Promise<void> {
  const windowFloor = now - LOGIN_WINDOW_MS;
  for (const { key } of keys(email, ip)) {
    await db
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
      .execute();
  }
}

/** A successful sign-in clears the e-mail's failures (not the address's: one good account must not unlock guessing). */
export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("login_attempts").where("key", "=", `email:${email}`).execute();
}
