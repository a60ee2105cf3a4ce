import { randomBytes } from "node:crypto";
import type { TAppDeps } from "../../deps";
import { AppError, notFound } from "../../lib/app-error";
import { findUserByEmail } from "./accounts.repository";
import { clearEmailFailures } from "./login-throttle";
import { normaliseEmail, resetPassword } from "./user-admin.service";

/** A password a person can copy: 18 random bytes (144 bits), URL-safe, 24 characters. */
export const generatedPassword = () => randomBytes(18).toString("base64url");

/**
 * Clears the sign-in failures of the account with this e-mail, so its owner may try again at once (the
 * administrator's unlock, from the API or the command line). Answers whether it had any; 404 for no account.
 */
export async function unlockSignIn(deps: TAppDeps, rawEmail: string): Promise<{ email: string; hadFailures: boolean }> {
  const { db } = deps;
  const email = normaliseEmail(rawEmail);
  if (!(await findUserByEmail(db, email))) throw notFound(`No user with the e-mail ${rawEmail}`);
  return { email, hadFailures: await clearEmailFailures(db, email, deps.now()) };
}

/**
 * The command line's reset, for an administrator who lost their password: sets the given password or a
 * generated one (answered once, to be printed), revokes every session of the account and unlocks its
 * sign-in (resetPassword does all three in one transaction). A generated password the password rule
 * refuses (practically never) is drawn again.
 */
export async function resetPasswordFromCommandLine(
  deps: TAppDeps,
  input: { email: string; password?: string | undefined },
  randomPassword: () => string = generatedPassword,
): Promise<{ email: string; password: string; generated: boolean }> {
  const email = normaliseEmail(input.email);
  if (input.password !== undefined) {
    await resetPassword(deps, { email, password: input.password });
    return { email, password: input.password, generated: false };
  }
  for (let tries = 1; ; tries++) {
    const password = randomPassword();
    try {
      await resetPassword(deps, { email, password });
      return { email, password, generated: true };
    } catch (error) {
      const refusedPassword = error instanceof AppError && error.statusCode === 400;
      if (!refusedPassword || tries >= 5) throw error;
    }
  }
}
