import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../test/harness";
import { openDatabase, type TDatabaseHandle, type TDialect } from "./db/dialects";
import { verifyPassword } from "./lib/passwords";

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, "cli.ts");
const EMAIL = "operator@example.com";

/** The operator's recovery commands, run as the process an operator runs (through tsx, on a database of its own). */
describe.each<TDialect>(["sqlite", "postgres"])("the command line's reset-password and unlock on %s", (dialect) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-cli-"));
  let pg: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let env: NodeJS.ProcessEnv;
  const cli = async (...args: string[]) => {
    const { stdout } = await run(process.execPath, ["--import", "tsx", CLI, ...args], { env, timeout: 60_000 });
    return stdout.trim();
  };
  const withDatabase = async <T>(use: (handle: TDatabaseHandle) => Promise<T>): Promise<T> => {
    const handle = openDatabase({ dataDir, databaseUrl: pg?.url });
    try {
      return await use(handle);
    } finally {
      await handle.db.destroy();
    }
  };
  beforeAll(async () => {
    if (dialect === "postgres") pg = await createPostgresDatabase();
    env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", ...(pg && { DATABASE_URL: pg.url }) };
    delete env.ADMIN_EMAIL;
    delete env.ADMIN_PASSWORD;
    if (!pg) delete env.DATABASE_URL;
  });
  afterAll(async () => {
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("prints a generated password once, which then signs in; unlock clears the account's failures", async () => {
    expect(await cli("add-user", "--email", EMAIL, "--password", "Lighthouse-keeper-88", "--admin")).toBe(
      `Added ${EMAIL} as an administrator.`,
    );
    const printed = await cli("reset-password", "--email", EMAIL);
    const password = /New password \(shown once\): (\S+)$/.exec(printed)?.[1];
    expect(printed).toContain(`Reset the password of ${EMAIL}`);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const hash = await withDatabase(async ({ db }) => {
      await db
        .insertInto("login_attempts")
        .values({ key: `email:${EMAIL}`, failures: 9, not_before: Date.now() + 600_000 })
        .execute();
      return (await db.selectFrom("users").select("password_hash").where("email", "=", EMAIL).executeTakeFirstOrThrow())
        .password_hash;
    });
    expect(await verifyPassword(hash, password ?? "")).toBe(true);
    expect(await cli("unlock", "--email", EMAIL)).toBe(`Unlocked sign-in for ${EMAIL}.`);
    const left = await withDatabase(({ db }) => db.selectFrom("login_attempts").selectAll().execute());
    expect(left).toEqual([]);
    // Three processes, each compiling the CLI with tsx: give a busy machine room.
  }, 120_000);
});
