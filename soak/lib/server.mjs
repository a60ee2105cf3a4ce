// The built server as a real child process: started on a port with a data directory or a DATABASE_URL,
// stopped gracefully or killed with SIGKILL. Its output goes to a log file, whose tail is shown when
// something goes wrong.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { root, serverEntry } from "../../scripts/build-lib.mjs";
import { onInterrupt } from "./cleanup.mjs";
import { sleep } from "./client.mjs";

export const ADMIN = { email: "soak-admin@example.com", password: "soak-operator-passphrase" };

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Polls /api/health until it answers 200; returns the milliseconds waited, or throws after `timeoutMs`. */
export async function waitHealthy(base, timeoutMs = 30_000, isDead = () => false) {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    if (isDead()) throw new Error("the server process exited while starting");
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - t0;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
  throw new Error(`${base} did not become healthy within ${timeoutMs} ms`);
}

/**
 * Starts dist/server.js (never in-process). `dataDir` for SQLite, or `databaseUrl` for PostgreSQL.
 * Resolves once /api/health answers 200, with the time that took.
 */
export async function startServer({ name, port, dataDir, databaseUrl, logDir, env: extraEnv = {} }) {
  if (!fs.existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run npm run build first`);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: process.env.SOAK_LOG_LEVEL ?? "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The token checks assume the defaults: six a day, refilled at midnight UTC.
    READING_DAILY_TOKENS: "6",
    REFILL_TZ: "UTC",
    // Its learners submit without think time (a stress load, not a learner's pace): no per-learner submit
    // rate here; the API suite proves the limit.
    READING_SUBMITS_PER_MINUTE: "0",
    // Likewise its privileged learners start without end; the API suite proves the cap on open attempts.
    READING_OPEN_ATTEMPTS: "0",
  };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (dataDir) env.DATA_DIR = dataDir;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  Object.assign(env, extraEnv);
  const logFile = path.join(logDir, `${name}.log`);
  const log = fs.openSync(logFile, "a");
  const t0 = performance.now();
  const child = spawn(process.execPath, [serverEntry], { cwd: root, env, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  const exit = { code: undefined, signal: undefined, exited: false };
  const forget = onInterrupt(() => child.kill("SIGKILL"));
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      Object.assign(exit, { code, signal, exited: true });
      forget();
      resolve(exit);
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const server = {
    name,
    base,
    pid: child.pid,
    exit,
    exited,
    logFile,
    /** The last lines the server wrote. */
    logTail(lines = 30) {
      try {
        return fs.readFileSync(logFile, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
      } catch {
        return "";
      }
    },
    /** SIGKILL: no shutdown hook runs, in-flight requests are cut. */
    async kill9() {
      if (exit.exited) return exit;
      child.kill("SIGKILL");
      return exited;
    },
    /** SIGTERM, and SIGKILL if it has not exited after 15 s. */
    async stop() {
      if (exit.exited) return exit;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
      return exit;
    },
  };
  try {
    await waitHealthy(base, 60_000, () => exit.exited);
    server.startMs = Math.round(performance.now() - t0);
  } catch (error) {
    await server.kill9();
    throw new Error(`${name} did not start: ${error.message}\n--- ${logFile} ---\n${server.logTail()}`);
  }
  return server;
}
