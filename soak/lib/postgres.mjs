// PostgreSQL for the soak: a fresh database per run on the shared server (127.0.0.1:5432, dropped
// afterwards), and a private throwaway cluster for the scenario that stops PostgreSQL mid-load, so the
// shared server that CI depends on is never touched.
import { execFile, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { onInterrupt } from "./cleanup.mjs";

export const SHARED_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A new, empty database on the shared server; `drop` removes it (and any connection left to it). */
export async function freshDatabase(tag) {
  const name = `bandcraft_soak_${tag}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: SHARED_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(SHARED_ADMIN_URL);
  url.pathname = `/${name}`;
  const forget = onInterrupt(() => queryOnce(SHARED_ADMIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  return {
    name,
    url: url.toString(),
    async drop() {
      forget();
      const client = new pg.Client({ connectionString: SHARED_ADMIN_URL });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Runs a query on a database URL with a short-lived client. */
export async function queryOnce(url, text, values = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The newest PostgreSQL server binaries on this machine (or SOAK_PG_BIN). */
function postgresBinDir() {
  if (process.env.SOAK_PG_BIN) return process.env.SOAK_PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((v) => fs.existsSync(path.join(base, v, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error("no PostgreSQL server binaries (initdb, pg_ctl) under /usr/lib/postgresql; set SOAK_PG_BIN");
  }
  return path.join(base, versions[0], "bin");
}

/**
 * A private PostgreSQL cluster in a temporary directory, on its own port and socket directory. PostgreSQL
 * refuses to run as root, so as root it runs as the `postgres` OS user (runuser) in directories it owns.
 * Call `destroy` in a finally: it stops the cluster (immediate) and deletes the directory.
 */
export function privateCluster(port) {
  const bin = postgresBinDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-soak-pg-"));
  const dataDir = path.join(dir, "data");
  const socketDir = path.join(dir, "sock");
  const logFile = path.join(dir, "postgres.log");
  fs.mkdirSync(socketDir);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
    const gid = Number(spawnSync("id", ["-g", "postgres"], { encoding: "utf8" }).stdout.trim());
    if (!Number.isInteger(uid) || uid <= 0) throw new Error("running as root, but there is no postgres OS user");
    for (const p of [dir, socketDir]) fs.chownSync(p, uid, gid);
  }
  // Asynchronous, so the learners' load goes on while pg_ctl waits.
  const run = (tool, args) =>
    new Promise((resolve, reject) => {
      const argv = asRoot ? ["-u", "postgres", "--", path.join(bin, tool), ...args] : args;
      execFile(asRoot ? "runuser" : path.join(bin, tool), argv, { timeout: 120_000 }, (error, stdout, stderr) => {
        if (error) reject(new Error(`${tool} ${args.join(" ")} failed: ${stderr || stdout || error.message}`));
        else resolve(stdout);
      });
    });
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=60 -c shared_buffers=32MB`;
  let running = false;
  const cluster = {
    port,
    dir,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** initdb (trust authentication for the local user postgres). */
    init() {
      return run("initdb", ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
    },
    /** Starts the cluster and waits until it accepts connections. */
    async start() {
      running = true;
      await run("pg_ctl", ["-D", dataDir, "-l", logFile, "-w", "-t", "60", "-o", options, "start"]);
    },
    /** The crash: no checkpoint, every backend killed; the next start runs crash recovery. */
    async stopImmediate() {
      await run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      running = false;
    },
    logTail(lines = 20) {
      try {
        return fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
      } catch {
        return "";
      }
    },
    /** Stops (if running) and deletes everything; never rejects. */
    async destroy() {
      try {
        if (running || fs.existsSync(path.join(dataDir, "postmaster.pid"))) {
          await run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
        }
      } catch (error) {
        console.error(`  (stopping the private PostgreSQL failed: ${error.message})`);
      }
      fs.rmSync(dir, { recursive: true, force: true });
      forget();
    },
  };
  const forget = onInterrupt(() => cluster.destroy());
  return cluster;
}
