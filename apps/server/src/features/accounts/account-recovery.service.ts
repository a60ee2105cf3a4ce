import type { TAppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import { recordAudit, type TAuditActor } from "../audit/audit.repository";
import { findUserByEmail } from "./accounts.repository";
import { clearEmailFailures } from "./login-throttle";
import { issueOneTimePassword, normaliseEmail, resetPassword } from "./user-admin.service";

/**
 * Clears the sign-in failures of the account with this e-mail, so its owner may try again at once (the
 * administrator's unlock, from the API or the command line), in the audit log as the actor's. Answers whether
 * it had any; 404 for no account.
 */
export async function unlockSignIn(
  deps: TAppDeps,
  actor: TAuditActor,
  rawEmail: string,
): Promise<{ email: string; hadFailures: boolean }> {
  const { db } = deps;
  const now = deps.now();
  const email = normaliseEmail(rawEmail);
  if (!(await findUserByEmail(db, email))) throw notFound(`No user with the e-mail ${rawEmail}`);
  const hadFailures = await db.transaction().execute(async (trx) => {
    const had = await clearEmailFailures(trx, email, now);
    await recordAudit(trx, actor, { action: "account.unlock", target: email, detail: { hadFailures: had } }, now);
    return had;
  });
  return { email, hadFailures };
}

/**
 * The command line's reset, for an administrator who lost their password: sets the given password, or a
 * one-time password (answered once, to be printed) that must be replaced at the next sign-in. Either way
 * every session of the account ends and its sign-in is unlocked, in one transaction, audited as "cli".
 */
export async function resetPasswordFromCommandLine(
  deps: TAppDeps,
  input: { email: string; password?: string | undefined },
): Promise<{ email: string; password: string; generated: boolean }> {
  const email = normaliseEmail(input.email);
  if (input.password !== undefined) {
    await resetPassword(deps, "cli", { email, password: input.password });
    return { email, password: input.password, generated: false };
  }
  const issued = await issueOneTimePassword(deps, "cli", email);
  return { email: issued.email, password: issued.oneTimePassword, generated: true };
}
