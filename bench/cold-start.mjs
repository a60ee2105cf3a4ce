// Cold start to first healthy answer (data present) and idle RSS, against the budget:
// < 1.5 s and < 150 MB. Spawns the built server several times on a prepared SQLite directory.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildParts, root, serverEntry } from "../scripts/build-lib.mjs";

const RUNS = 5;
const PORT = 18_555;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitHealthy(deadline) {
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await sleep(5);
  }
  return false;
}

function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function startOnce(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
    },
    stdio: "ignore",
  });
  const healthy = await waitHealthy(Date.now() + 15_000);
  const ms = performance.now() - started;
  await sleep(2_000);
  const rss = rssMb(child.pid);
  child.kill("SIGTERM");
  await new Promise((resolve) => child.on("exit", resolve));
  if (!healthy) throw new Error("the server never answered /api/health");
  return { ms, rss };
}

/** Runs the cold-start measurement and returns its figures. */
export async function coldStart() {
  await buildParts();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-bench-"));
  await startOnce(dataDir); // the first start migrates and imports; measured starts find data present
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce(dataDir));
  fs.rmSync(dataDir, { recursive: true, force: true });
  const median = (xs) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)];
  return { coldStartMs: median(runs.map((r) => r.ms)), idleRssMb: median(runs.map((r) => r.rss)), runs };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await coldStart();
  console.log(JSON.stringify(result, null, 2));
}
