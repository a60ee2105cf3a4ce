import { describe, expect, it } from "vitest";
import { cliSuite } from "../test/cli-suite";
import type { TDialect } from "./db/dialects";
import { verifyPassword } from "./lib/passwords";

const EMAIL = "operator@example.com";

/** The operator's recovery commands, run as the process an operator runs (through tsx, on a database of its own). */
describe.each<TDialect>(["sqlite", "postgres"])("the command line's account commands on %s", (dialect) => {
  const suite = cliSuite(dialect, "bandcraft-cli-");
  const { withDatabase } = suite;
  /** A command that must go through: what it printed. */
  const cli = async (...args: string[]) => {
    const ran = await suite.cli(...args);
    if (ran.code !== 0) throw new Error(`cli ${args.join(" ")} failed (${ran.code}): ${ran.stderr}`);
    return ran.stdout.trim();
  };
  /** A command that must fail: its exit code and what it said on standard error. */
  const cliFailure = async (...args: string[]) => {
    const ran = await suite.cli(...args);
    if (ran.code === 0) throw new Error(`cli ${args.join(" ")} succeeded`);
    return { code: ran.code, stderr: ran.stderr.trim() };
  };

  it("prints a one-time password once, which then signs in; unlock clears the account's failures", async () => {
    expect(await cli("add-user", "--email", EMAIL, "--password", "Lighthouse-keeper-88", "--admin")).toBe(
      `Added ${EMAIL} as an administrator.`,
    );
    const printed = await cli("reset-password", "--email", EMAIL);
    const password = /One-time password \(shown once; it must be changed at sign-in\): (\S+)$/m.exec(printed)?.[1];
    expect(printed).toContain("It works for 14 days.");
    expect(printed).toContain(`Reset the password of ${EMAIL}`);
    expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const hash = await withDatabase(async ({ db }) => {
      await db
        .insertInto("login_attempts")
        .values({ key: `email:${EMAIL}`, failures: 9, not_before: Date.now() + 600_000 })
        .execute();
      return db
        .selectFrom("users")
        .select(["password_hash", "must_change_password"])
        .where("email", "=", EMAIL)
        .executeTakeFirstOrThrow();
    });
    expect(await verifyPassword(hash.password_hash, password ?? "")).toBe(true);
    expect(hash.must_change_password).toBe(1);
    expect(await cli("unlock", "--email", EMAIL)).toBe(`Unlocked sign-in for ${EMAIL}.`);
    const left = await withDatabase(({ db }) => db.selectFrom("login_attempts").selectAll().execute());
    expect(left).toEqual([]);
    // Three processes, each compiling the CLI with tsx: give a busy machine room.
  }, 120_000);

  it("disables and enables an account, deletes one only with --yes, and keeps the last administrator", async () => {
    const learner = "leaving@example.com";
    expect(await cli("add-user", "--email", learner, "--password", "Harbour-lights-2044")).toBe(`Added ${learner}.`);
    expect(await cli("disable", "--email", learner)).toBe(
      `Disabled ${learner}: it cannot sign in and every session of it has ended; its data is kept.`,
    );
    const disabledAt = () =>
      withDatabase(async ({ db }) => {
        const row = await db.selectFrom("users").select("disabled_at").where("email", "=", learner).executeTakeFirst();
        return row?.disabled_at;
      });
    expect(await disabledAt()).toBeGreaterThan(0);
    expect(await cli("enable", "--email", learner)).toBe(`Enabled ${learner}: it may sign in again.`);
    expect(await disabledAt()).toBeNull();

    const dryRun = await cliFailure("delete-user", "--email", learner);
    expect(dryRun.code).toBe(1);
    expect(dryRun.stderr).toBe(
      `Would delete ${learner} with 0 submitted tests, 0 essays, 0 drafts, 0 tests started, 0 sessions, 0 class places. Nothing was deleted: add --yes to delete.`,
    );
    expect(await disabledAt()).toBeNull();
    expect(await cli("delete-user", "--email", learner, "--yes")).toBe(
      `Deleted ${learner} with 0 submitted tests and 0 essays.`,
    );
    expect(await disabledAt()).toBeUndefined();
    const refused = await cliFailure("disable", "--email", EMAIL);
    expect(refused).toEqual({ code: 1, stderr: "This change would leave no active administrator" });

    const audit = await withDatabase(({ db }) =>
      db
        .selectFrom("audit_log")
        .select(["actor_email", "action"])
        .where("target", "=", learner)
        .orderBy("at")
        .execute(),
    );
    expect(audit.map((e) => `${e.actor_email} ${e.action}`)).toEqual([
      "cli account.create",
      "cli account.disable",
      "cli account.enable",
      "cli account.delete",
    ]);
    // Eight processes, each compiling the CLI with tsx.
  }, 240_000);
});
