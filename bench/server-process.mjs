// Starts the built server on a fresh SQLite directory for a benchmark, and stops it.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cliEntry, root, serverEntry } from "../scripts/build-lib.mjs";

export const ADMIN = { email: "bench-admin@example.com", password: "bench-operator-passphrase" };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the operator CLI against the benchmark's data directory (and database, with --pg). */
export function cli(dataDir, args, env = {}) {
  const result = spawnSync(process.execPath, [cliEntry, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(" ")} failed: ${result.stderr}`);
}

/** Starts the server and resolves once /api/health answers. */
export async function startServer(port, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-bench-"));
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under the bench.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // After its 1,000th request on a connection Node answers 503 to the rest (a browser reconnects on the
      // "Connection: close" sent with the 1,000th; autocannon keeps sending), so the benches lift the cap.
      HTTP_MAX_REQUESTS_PER_SOCKET: "1000000",
      ...env,
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  let exited = null;
  child.on("exit", (code) => {
    exited = code;
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    // A server that refuses its configuration exits at once: say so instead of measuring nothing.
    if (exited !== null || i === 600) {
      throw new Error(`the server did not start (exit code ${exited}); run it by hand to see why`);
    }
    await sleep(25);
  }
  return {
    base,
    dataDir,
    pid: child.pid,
    /** CPU time the server process has used so far, user and system, in µs (Linux /proc, 10 ms ticks). */
    cpuMicros() {
      const fields = fs.readFileSync(`/proc/${child.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      return (Number(fields[11]) + Number(fields[12])) * 10_000;
    },
    /** Resident memory of the server process now, in MB (Linux /proc). */
    rssMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.on("exit", resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in and returns the bearer token. */
export async function signIn(base, email, password) {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.token;
}

/** A fresh PostgreSQL database for one benchmark run (user postgres, trust auth), dropped by `drop`. */
export async function createPgDatabase(
  adminUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test",
) {
  const { default: pg } = await import("pg");
  const name = `bandcraft_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
