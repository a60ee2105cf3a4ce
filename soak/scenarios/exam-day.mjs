// A small exam day (bench/exam-day.mjs) on SQLite and on PostgreSQL side by side: takers start a
// complete test at once, autosave, half submit before the deadline and the server's sweep closes the rest
// with their last saved answers; every attempt must end with exactly one paper holding the answers the
// learner sent or last had acknowledged, and the tokens must be exact. The deadline is 30 s away and saves
// come every 5–8 s, so each learner saves a few times; the minute of grace and the sweep's 15 s are the
// server's own, and make most of the scenario's time, so the two databases run at once. Latency is
// reported, not judged: two servers and their learners share the machine (bench/exam-day.mjs judges it).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { examDay } from "../../bench/exam-day.mjs";
import { freshDatabase } from "../lib/postgres.mjs";
import { freePort, startServer } from "../lib/server.mjs";

const DEADLINE_SECONDS = 30;
const SAVE_EVERY_SECONDS = [5, 8];
const SUBMIT_WINDOW_SECONDS = 10;

/** One exam day on "sqlite" or "postgres": {figures, violations}. */
async function examDayOn(dialect, takers, logDir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-soak-"));
  const database = dialect === "postgres" ? await freshDatabase("exam") : undefined;
  let server;
  try {
    server = await startServer({
      name: `exam-day-${dialect}`,
      port: await freePort(),
      dataDir,
      databaseUrl: database?.url,
      logDir,
    });
    const { figures, violations, budgetMisses } = await examDay({
      base: server.base,
      pid: server.pid,
      sqliteFile: path.join(dataDir, "bandcraft.sqlite"),
      databaseUrl: database?.url,
      takers,
      deadlineSeconds: DEADLINE_SECONDS,
      saveEvery: SAVE_EVERY_SECONDS,
      submitWindowSeconds: SUBMIT_WINDOW_SECONDS,
    });
    const exit = await server.stop();
    if (exit.code !== 0) violations.push(`the server exited with ${exit.code ?? exit.signal} on SIGTERM`);
    const { start, save, submit, sweep } = figures;
    return {
      figures: {
        [dialect]: `${takers} takers: start p50 ${start.p50} / p99 ${start.p99} ms (all in ${start.allStartedSeconds} s); ${save.count} saves p50 ${save.p50} / p99 ${save.p99} ms, ${save.refused} refused; ${submit.count} submits p99 ${submit.p99} ms; ${sweep.closed} closed by the sweep ${sweep.allClosedSeconds} s after the grace; ${figures.papersChecked} passages checked, ${figures.answersLost} lost`,
      },
      violations: violations.map((v) => `${dialect}: ${v}`),
      notes: budgetMisses.map((miss) => `${dialect}: ${miss} (the bench's budget, not the soak's)`),
    };
  } finally {
    await server?.kill9();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function examDayScenario({ takers, logDir }) {
  const settled = await Promise.allSettled(["sqlite", "postgres"].map((dialect) => examDayOn(dialect, takers, logDir)));
  const runs = settled.map((r, i) =>
    r.status === "fulfilled"
      ? r.value
      : {
          figures: {},
          violations: [`${["sqlite", "postgres"][i]}: the exam day stopped: ${r.reason?.stack ?? r.reason}`],
          notes: [],
        },
  );
  return {
    name: "exam-day",
    figures: Object.assign({}, ...runs.map((r) => r.figures)),
    violations: runs.flatMap((r) => r.violations),
    notes: runs.flatMap((r) => r.notes),
  };
}
