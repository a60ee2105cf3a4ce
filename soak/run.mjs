// npm run test:soak: the slow proofs (load, crash, scale-out, exam day) against the built server, as real child processes on
// fresh data: load without loss (SQLite, PostgreSQL), crash without loss (kill -9 on SQLite; a private
// PostgreSQL stopped mid-load), scale-out (two processes on one PostgreSQL database), and a small exam day
// (takers autosave to a deadline; the server closes the tests nobody submitted).
//
//   node soak/run.mjs [scenario …]      default: all, in this order
//   SOAK_LOAD_SECONDS=60 SOAK_CRASH_SECONDS=24 SOAK_LEARNERS=100 SOAK_EXAM_TAKERS=300
//
// Exits 1 when any property is violated, naming each.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildServer, isStale } from "../scripts/build-lib.mjs";
import { installInterruptHandlers } from "./lib/cleanup.mjs";
import { crashPostgresScenario } from "./scenarios/crash-postgres.mjs";
import { crashSqliteScenario } from "./scenarios/crash-sqlite.mjs";
import { examDayScenario } from "./scenarios/exam-day.mjs";
import { loadScenario } from "./scenarios/load.mjs";
import { scaleOutScenario } from "./scenarios/scale-out.mjs";

const number = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const LOAD_SECONDS = number("SOAK_LOAD_SECONDS", 60);
const CRASH_SECONDS = number("SOAK_CRASH_SECONDS", 24);
const LEARNERS = number("SOAK_LEARNERS", 100);
const EXAM_TAKERS = number("SOAK_EXAM_TAKERS", 300);

const SCENARIOS = {
  "load-sqlite": (logDir) => loadScenario({ dialect: "sqlite", seconds: LOAD_SECONDS, learners: LEARNERS, logDir }),
  "load-postgres": (logDir) => loadScenario({ dialect: "postgres", seconds: LOAD_SECONDS, learners: LEARNERS, logDir }),
  "crash-sqlite": (logDir) => crashSqliteScenario({ seconds: CRASH_SECONDS, learners: LEARNERS, logDir }),
  "crash-postgres": (logDir) => crashPostgresScenario({ seconds: CRASH_SECONDS, learners: LEARNERS, logDir }),
  "scale-out": (logDir) => scaleOutScenario({ logDir }),
  "exam-day": (logDir) => examDayScenario({ takers: EXAM_TAKERS, logDir }),
};

function printFigures(figures) {
  for (const [key, value] of Object.entries(figures)) {
    const text = typeof value === "object" ? JSON.stringify(value) : String(value);
    console.log(`    ${key.padEnd(22)} ${text}`);
  }
}

async function main() {
  const chosen = process.argv.slice(2);
  const unknown = chosen.filter((name) => !(name in SCENARIOS));
  if (unknown.length > 0) {
    console.error(`Unknown scenario ${unknown.join(", ")}; choose from ${Object.keys(SCENARIOS).join(", ")}`);
    process.exit(2);
  }
  installInterruptHandlers();
  if (isStale("server")) {
    console.log("Building the server…");
    await buildServer();
  }
  const names = chosen.length > 0 ? chosen : Object.keys(SCENARIOS);
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-soak-logs-"));
  const t0 = performance.now();
  const failed = [];
  for (const name of names) {
    const started = performance.now();
    console.log(`\n▶ ${name}`);
    let result;
    try {
      result = await SCENARIOS[name](logDir);
    } catch (error) {
      result = { name, figures: {}, violations: [`the scenario stopped: ${error?.stack ?? error}`], notes: [] };
    }
    printFigures(result.figures);
    for (const note of result.notes ?? []) console.log(`    note: ${note}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (result.violations.length === 0) {
      console.log(`  ✔ ${name}: every property held (${seconds} s)`);
    } else {
      failed.push(name);
      console.log(`  ✘ ${name}: ${result.violations.length} violation(s) (${seconds} s)`);
      for (const v of result.violations) console.log(`    - ${v}`);
    }
  }
  const total = ((performance.now() - t0) / 1000).toFixed(0);
  if (failed.length > 0) {
    console.log(`\nSoak FAILED in ${total} s: ${failed.join(", ")} (server logs in ${logDir})`);
    process.exit(1);
  }
  fs.rmSync(logDir, { recursive: true, force: true });
  console.log(`\nSoak passed in ${total} s: ${names.join(", ")}`);
}

await main();
