import type { TAppDeps } from "../../deps";
import { AppError } from "../../lib/app-error";
import type { TAccountFootprint } from "../accounts/account-deletion.repository";
import { deleteAccount, describeDeletion, setAccountDisabled } from "./admin-accounts.service";

/** The command line's account commands: the admin routes' services, with "cli" as the audit log's actor. */

/** `disable` / `enable`: answers the line the command prints. */
export async function setDisabledCommand(deps: TAppDeps, email: string, disabled: boolean): Promise<string> {
  await setAccountDisabled(deps, "cli", { email, disabled });
  const address = email.trim().toLowerCase();
  return disabled
    ? `Disabled ${address}: it cannot sign in and every session of it has ended; its data is kept.`
    : `Enabled ${address}: it may sign in again.`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function footprintText(f: TAccountFootprint): string {
  return [
    plural(f.submissions, "submitted test"),
    plural(f.essays, "essay"),
    plural(f.drafts, "draft"),
    plural(f.attempts, "test started", "tests started"),
    plural(f.sessions, "session"),
    plural(f.classMemberships, "class place"),
  ].join(", ");
}

/**
 * `delete-user`: without `yes` it deletes nothing and fails (exit 1) saying what would go; with it, deletes.
 * Classes the account teaches pass to `classesTo`, which the command needs when there are any.
 */
export async function deleteUserCommand(
  deps: TAppDeps,
  input: { email: string; yes: boolean; classesTo?: string | undefined },
): Promise<string> {
  const { email, footprint } = await describeDeletion(deps, input.email);
  const taught = footprint.classesTaught;
  const classes = (verb: string) =>
    taught === 0
      ? ""
      : ` ${plural(taught, "class", "classes")} it teaches ${verb} ${input.classesTo ?? "--classes-to"}.`;
  if (!input.yes) {
    const would = `Would delete ${email} with ${footprintText(footprint)}.${classes("would pass to")}`;
    throw new AppError(400, `${would} Nothing was deleted: add --yes to delete.`);
  }
  if (taught > 0 && input.classesTo === undefined) {
    throw new AppError(400, `${email} teaches ${plural(taught, "class", "classes")}: add --classes-to EMAIL.`);
  }
  const deleted = await deleteAccount(deps, "cli", { email, classesTo: input.classesTo });
  const what = `${plural(deleted.submissions, "submitted test")} and ${plural(deleted.essays, "essay")}`;
  return `Deleted ${email} with ${what}.${classes("passed to")}`;
}
