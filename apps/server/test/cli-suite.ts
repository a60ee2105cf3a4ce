import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type TDatabaseHandle, type TDialect } from "../src/db/dialects";
import { createPostgresDatabase } from "./harness";

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, "..", "src", "cli.ts");

/** How a command ended: its exit code (0 when it went through) and what it printed. */
export type TCliRun = { code: number; stdout: string; stderr: string };

/**
 * The command line for the enclosing describe block, run as the process an operator runs (through tsx) on a
 * database of its own (a fresh one of the dialect, no administrator from the environment); dropped after.
 * `cli(...args)` runs one command; `withDatabase` opens that database for a look or a change.
 */
export function cliSuite(dialect: TDialect, tmpPrefix: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  let pg: Awaited<ReturnType<typeof createPostgresDatabase>> | undefined;
  let env: NodeJS.ProcessEnv;
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

  const cli = async (...args: string[]): Promise<TCliRun> => {
    try {
      const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", CLI, ...args], {
        env,
        timeout: 60_000,
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string; stderr?: string };
      return { code: failed.code ?? -1, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
    }
  };
  const withDatabase = async <T>(use: (handle: TDatabaseHandle) => Promise<T>): Promise<T> => {
    const handle = openDatabase({ dataDir, databaseUrl: pg?.url });
    try {
      return await use(handle);
    } finally {
      await handle.db.destroy();
    }
  };
  return { dataDir, cli, withDatabase };
}
