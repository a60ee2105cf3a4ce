import type { TAppDeps } from "../../deps";
import { AppError, unauthorized } from "../../lib/app-error";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import type { TAuthUser } from "../../plugins/auth";
import { findUserByEmail, updatePasswordHash } from "./accounts.repository";
import { countLoginFailure, PASSWORD_CHANGE_SCOPE, releaseLoginAttempt, reserveLoginAttempt } from "./login-throttle";
import { assertAcceptablePassword } from "./password-check";
import { revokeOtherSessions } from "./sessions.repository";

/** The refusal of a wrong current password: 403 (not 401, which would sign the learner out) with a reason. */
const wrongCurrentPassword = () =>
  new AppError(403, "The current password is not correct", {}, { reason: "wrong-current-password" });

/** The `reason` of a new password that is the current one (a one-time password must be replaced by another). */
export const SAME_AS_CURRENT = "same-as-current";

/**
 * The throttle scope of password changes: the sign-in throttle's functions and limits on counters of
 * their own, so a session holder's wrong guesses never lock the account's owner out of signing in.
 */

/**
 * Sets the signed-in learner's new password. The new one goes through the password rule first (no
 * guess is spent on a refused one); the current one is checked with the same argon2 verify as a sign-in
 * and counted by the sign-in throttle's functions (reserveLoginAttempt before the check,
 * releaseLoginAttempt after a success), so a stolen session cannot guess the password without limit. A new
 * password equal to the current one is refused (400, SAME_AS_CURRENT) before any guess is spent: it says
 * nothing about whether the current one is right. On success the account no longer must change its password,
 * and every other session of it is revoked in the same transaction, this one kept; answers how many were
 * revoked.
 */
export async function changePassword(
  deps: TAppDeps,
  user: TAuthUser,
  input: { currentPassword: string; newPassword: string; ip: string },
): Promise<number> {
  if (input.newPassword === input.currentPassword) {
    throw new AppError(400, "The new password must differ from the current one", {}, { reason: SAME_AS_CURRENT });
  }
  await assertAcceptablePassword(input.newPassword, user.email);
  const reservation = await reserveLoginAttempt(
    deps.db,
    deps.dialect,
    user.email,
    input.ip,
    deps.now(),
    PASSWORD_CHANGE_SCOPE,
  );
  const account = await findUserByEmail(deps.db, user.email);
  if (!account) throw unauthorized("Session expired or invalid. Please sign in again.");
  if (!(await verifyPassword(account.password_hash, input.currentPassword))) {
    await countLoginFailure(deps.db, deps.dialect, reservation, deps.now());
    throw wrongCurrentPassword();
  }
  await releaseLoginAttempt(deps.db, deps.dialect, reservation, deps.now());
  const passwordHash = await hashPassword(input.newPassword);
  return deps.db.transaction().execute(async (trx) => {
    // Clears must_change_password too: the account has chosen its own password.
    await updatePasswordHash(trx, user.id, passwordHash);
    return revokeOtherSessions(trx, user.id, user.sessionId, deps.now());
  });
}
