// Starts the built server on a fresh SQLite directory for a benchmark, and stops it.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cliEntry, root, serverEntry } from "../scripts/build-lib.mjs";

export const ADMIN = { email: "bench-admin@example.com", password: "bench-admin-password" };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the operator CLI against the benchmark's data directory. */
export function cli(dataDir, args) {
  const result = spawnSync(process.execPath, [cliEntry, ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(" ")} failed: ${result.stderr}`);
}

/** Starts the server and resolves once /api/health answers. */
export async function startServer(port, env = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-bench-"));
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
    },
    stdio: "ignore",
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await sleep(25);
  }
  return {
    base,
    dataDir,
    pid: child.pid,
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
