import path from "node:path";
import { parseArgs } from "node:util";
import { ONE_TIME_PASSWORD_DAYS } from "@bandcraft/contract/accounts";
import { MAX_PRIVILEGE_ID } from "@bandcraft/contract/privilege-ids";
import { PERMANENT_EXPIRY_MS } from "@bandcraft/domain/privilege-status";
import { ConfigError, loadConfig } from "./config";
import { bankStatistics, formatStatistics } from "./content/bank-statistics";
import { formatProblems, readContentBank } from "./content/content-bank";
import { exportContentDir } from "./content/export-bank";
import { InvalidBankError, importContentDir } from "./content/import-bank";
import { importContentDirSummary } from "./content/summary";
import { openDatabase } from "./db/dialects";
import { migrateToLatest } from "./db/migrate";
import { createAppDeps } from "./deps";
import { resetPasswordFromCommandLine, unlockSignIn } from "./features/accounts/account-recovery.service";
import { createUser, grantPrivilege, revokePrivilege } from "./features/accounts/user-admin.service";
import { deleteUserCommand, setDisabledCommand } from "./features/admin/admin-accounts.cli";
import { importLearnersFromFile } from "./features/classes/import-learners.cli";
import { exportResultsCommand } from "./features/results/export-results.cli";
import { AppError } from "./lib/app-error";

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  add-user --email E --password P [--admin]     create an account (registration is closed)
  grant --email E --privilege N [--days D | --until YYYY-MM-DD | --permanent]
                                                grant privilege N (1–10, 10 = Teacher); default permanent
  revoke --email E --privilege N                remove privilege N
  reset-password --email E [--password P]       set a new password (default: a one-time password, printed
                                                once, to be replaced at sign-in); signs the account out
                                                everywhere and unlocks it
  unlock --email E                              clear the account's sign-in failures so it may try again
  disable --email E                             stop the account signing in and end its sessions (data kept)
  enable --email E                              let a disabled account sign in again
  delete-user --email E --yes [--classes-to T]  delete the account and everything only its own (without
                                                --yes: say what would go); classes it teaches pass to T
  import-content DIR                            validate DIR, then import it all or nothing
  export-content DIR                            write the bank in the database to DIR (same format)
  content-stats [DIR]                           validate DIR (default ./content) and count what it holds
  import-learners FILE.csv [--class NAME]       create accounts for a CSV of learners (email[,name]) and,
                                                with --class, add them to that unarchived class; prints a
                                                CSV of one-time passwords (shown once) on standard output
  export-results --class NAME [--teacher EMAIL] print the class's results as CSV (a row per assignment and
                                                learner); --teacher picks among classes of the same name

The database is the server's: DATA_DIR (SQLite, default ./data) or DATABASE_URL.`;

class UsageError extends Error {}

function required(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`${flag} is required`);
  return value;
}

function privilegeId(raw: string | undefined): number {
  const id = Number(required(raw, "--privilege"));
  if (!Number.isInteger(id) || id < 1 || id > MAX_PRIVILEGE_ID)
    throw new UsageError(`--privilege must be 1 to ${MAX_PRIVILEGE_ID} (got ${raw})`);
  return id;
}

function expiryFrom(values: { days?: string; until?: string; permanent?: boolean }, now: number): number {
  if (values.days !== undefined) {
    const days = Number(values.days);
    if (!Number.isInteger(days) || days < 1)
      throw new UsageError(`--days must be a positive whole number (got ${values.days})`);
    return now + days * 86_400_000;
  }
  if (values.until !== undefined) {
    const at = Date.parse(values.until);
    if (Number.isNaN(at)) throw new UsageError(`--until must be a date such as 2027-06-30 (got ${values.until})`);
    return at;
  }
  return PERMANENT_EXPIRY_MS;
}

async function run(argv: string[]): Promise<string> {
  const [command, ...rest] = argv;
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      admin: { type: "boolean" },
      privilege: { type: "string" },
      days: { type: "string" },
      until: { type: "string" },
      permanent: { type: "boolean" },
      class: { type: "string" },
      yes: { type: "boolean" },
      "classes-to": { type: "string" },
      teacher: { type: "string" },
    },
  });
  if (!command || command === "help" || command === "--help") return USAGE;
  const config = loadConfig();
  if (command === "content-stats") {
    const { bank, problems } = readContentBank(path.resolve(positionals[0] ?? config.contentDir));
    if (problems.length > 0) throw new InvalidBankError(formatProblems(problems));
    return formatStatistics(bankStatistics(bank));
  }
  const handle = openDatabase(config);
  const now = Date.now();
  const deps = createAppDeps({ db: handle.db, dialect: handle.dialect, config, now: () => now });
  try {
    await migrateToLatest(handle.db, handle.dialect);
    switch (command) {
      case "add-user": {
        const email = required(values.email, "--email");
        await createUser(deps, {
          email,
          password: required(values.password, "--password"),
          admin: values.admin ?? false,
          grantedBy: "cli",
          actor: "cli",
        });
        return `Added ${email.trim().toLowerCase()}${values.admin ? " as an administrator" : ""}.`;
      }
      case "grant": {
        const email = required(values.email, "--email");
        const id = privilegeId(values.privilege);
        const expiresAt = expiryFrom(values, now);
        await grantPrivilege(deps, { email, privilegeId: id, expiresAt, grantedBy: "cli", actor: "cli" });
        return `Granted privilege ${id} to ${email} until ${expiresAt >= PERMANENT_EXPIRY_MS ? "permanent" : new Date(expiresAt).toISOString()}.`;
      }
      case "revoke": {
        const email = required(values.email, "--email");
        const id = privilegeId(values.privilege);
        await revokePrivilege(deps, email, id, "cli");
        return `Revoked privilege ${id} from ${email}.`;
      }
      case "reset-password": {
        const email = required(values.email, "--email");
        const reset = await resetPasswordFromCommandLine(deps, { email, password: values.password });
        const done = `Reset the password of ${reset.email}; every session of it is signed out and its sign-in unlocked.`;
        // A one-time password is shown this once (stored only as a hash) and must be replaced at sign-in.
        return reset.generated
          ? `${done}\nOne-time password (shown once; it must be changed at sign-in): ${reset.password}\n` +
              `It works for ${ONE_TIME_PASSWORD_DAYS} days.`
          : done;
      }
      case "unlock": {
        const unlocked = await unlockSignIn(deps, "cli", required(values.email, "--email"));
        return unlocked.hadFailures
          ? `Unlocked sign-in for ${unlocked.email}.`
          : `${unlocked.email} had no sign-in failures to clear.`;
      }
      case "disable":
      case "enable":
        // Awaited here: the database closes in `finally` once the command is done.
        return await setDisabledCommand(deps, required(values.email, "--email"), command === "disable");
      case "delete-user": {
        const email = required(values.email, "--email");
        return await deleteUserCommand(deps, { email, yes: values.yes ?? false, classesTo: values["classes-to"] });
      }
      case "import-content": {
        const dir = path.resolve(required(positionals[0], "DIR"));
        return `Imported ${importContentDirSummary(await importContentDir(handle.db, dir, now))} from ${dir}.`;
      }
      case "export-content": {
        const dir = path.resolve(required(positionals[0], "DIR"));
        return `Exported ${importContentDirSummary(await exportContentDir(handle.db, dir))} to ${dir}.`;
      }
      case "import-learners": {
        const file = path.resolve(required(positionals[0], "FILE"));
        const imported = await importLearnersFromFile(deps, file, values.class);
        // Standard output is the CSV alone (a file to hand out); the counts go to standard error.
        console.error(imported.summary);
        process.stdout.write(imported.csv);
        return "";
      }
      case "export-results": {
        const exported = await exportResultsCommand(deps, required(values.class, "--class"), values.teacher);
        // Standard output is the CSV alone (a file to keep); the counts go to standard error.
        console.error(exported.summary);
        process.stdout.write(exported.csv);
        return "";
      }
      default:
        throw new UsageError(`Unknown command: ${command}`);
    }
  } finally {
    await handle.db.destroy();
  }
}

run(process.argv.slice(2)).then(
  (message) => {
    if (message) console.log(message);
  },
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
    else if (error instanceof ConfigError || error instanceof AppError || error instanceof InvalidBankError)
      console.error(error.message);
    else console.error(error);
    process.exitCode = 1;
  },
);
