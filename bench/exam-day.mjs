// The exam day (docs/performance.md): N takers start a complete test at once, autosave every 20–30 s and reach the
// deadline together; half of them submit before it, and the server's sweep closes the other half with
// their last saved answers. Budget: N = 10,000 on SQLite and on PostgreSQL with p99 < 1 s for start,
// autosave and submit, and no answer lost. Exits 1 when a budget is missed or anything was lost or doubled.
//
//   node bench/exam-day.mjs [--pg] [--takers N] [--deadline-seconds D]
//
// The soak runs a small exam day with the same code (soak/scenarios/exam-day.mjs).
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { buildServer, isStale } from "../scripts/build-lib.mjs";
import { mapLimit, Stats } from "../soak/lib/client.mjs";
import { DAILY_TOKENS } from "../soak/lib/learners.mjs";
import { between, start, takeTest } from "./exam-day/learner.mjs";
import { EMAIL_PREFIX, openStore, seedLearners } from "./exam-day/store.mjs";
import { phase, snapshot } from "./exam-day/usage.mjs";
import { verify, waitForCloses } from "./exam-day/verify.mjs";
import { createPgDatabase, startServer } from "./server-process.mjs";

const PORT = 18_557;
/** Latency budgets are taken at 50 connections: the learners share a keep-alive pool of this many. */
const CONNECTIONS = 50;
const P99_BUDGET_MS = 1_000;
/** SUBMIT_GRACE_MS and SWEEP_INTERVAL_MS of the server (packages/domain, the attempt sweeper). */
const GRACE_MS = 60_000;
const SWEEP_INTERVAL_MS = 15_000;

/**
 * Runs an exam day against a running server (`base`, `pid`) on a fresh database (`sqliteFile` or
 * `databaseUrl`, the one the server uses), started with READING_DAILY_TOKENS=6. `deadlineSeconds` after the
 * last start every attempt ends; learners save every `saveEvery` seconds ([low, high]); the half who submit
 * do so in the `submitWindowSeconds` before the deadline. Answers {figures, violations (anything lost,
 * doubled or refused), budgetMisses (a p99 of 1 s or more)}.
 */
export async function examDay({
  base,
  pid,
  sqliteFile,
  databaseUrl,
  takers,
  deadlineSeconds = 150,
  saveEvery = [20, 30],
  submitWindowSeconds = 30,
}) {
  // A learner still waiting for the deadline to be set sleeps at most one save interval: it must still
  // wake before its submit.
  if (deadlineSeconds - submitWindowSeconds - 2 <= saveEvery[1]) {
    throw new Error("the deadline must leave more than one save interval before the submit window");
  }
  const store = await openStore({ sqliteFile, databaseUrl });
  const violations = [];
  const run = {
    base,
    agent: new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS }),
    saveEvery,
    deadline: undefined,
    stats: undefined,
    counts: { savesRefused: 0, answersLost: 0 },
    violation(message) {
      if (violations.length < 200) violations.push(message);
      else if (violations.length === 200) violations.push("… more violations left out");
    },
  };
  try {
    const loadBefore = os.loadavg();
    const learners = await seedLearners(store, takers);
    run.stats = { start: new Stats(), save: new Stats(), submit: new Stats() };
    const atStart = snapshot(pid);

    // Every learner starts at once, CONNECTIONS at a time, and works on from its start.
    const burstStarted = performance.now();
    const started = [];
    const taking = [];
    await mapLimit(learners, CONNECTIONS, async (learner) => {
      if (!(await start(run, learner))) return;
      started.push(learner);
      taking.push(takeTest(run, learner).catch((error) => run.violation(`${learner.email}: ${error.stack}`)));
    });
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    const afterStarts = snapshot(pid);

    // The real test lasts 60 minutes on the server's real clock; here every attempt's deadline is moved
    // to D seconds from now, in the database. The server reads an attempt's deadline from its row on
    // every call and in every sweep, so saves, submits and the close all follow the new one.
    const deadline = Date.now() + deadlineSeconds * 1000;
    const moved = await store.run(
      `update attempts set deadline_at = $1 where status = 'open'
       and user_id in (select id from users where email like $2)`,
      [deadline, `${EMAIL_PREFIX}%`],
    );
    if (moved !== started.length) run.violation(`the deadline moved on ${moved} attempts, not ${started.length}`);
    for (const learner of started) {
      learner.submits = learner.index % 2 === 0;
      if (learner.submits) learner.submitAt = deadline - 2_000 - between([0, submitWindowSeconds]);
    }
    run.deadline = deadline;
    await Promise.all(taking);
    const afterDeadline = snapshot(pid);

    // The other half never submits: the sweep closes them after the deadline and the grace.
    const dueAt = deadline + GRACE_MS;
    const closes = await waitForCloses(
      store,
      started.filter((l) => !l.submits).length,
      dueAt + SWEEP_INTERVAL_MS + 60_000 + takers * 10,
    );
    if (closes.left > 0) run.violation(`${closes.left} attempts were still open long after the deadline`);
    const afterCloses = snapshot(pid);

    const verified = await verify(run, store, started);
    const { start: starts, save: saves, submit: submits } = run.stats;
    for (const stats of [starts, saves, submits]) {
      for (const e of stats.serverErrors.slice(0, 10)) run.violation(`${e.status} from ${e.path}: ${e.errMsg}`);
      if (stats.lost > 0) run.violation(`${stats.lost} requests got no answer`);
    }
    const summaries = { start: starts.summary(), save: saves.summary(), submit: submits.summary() };
    const budgetMisses = Object.entries(summaries)
      .filter(([, s]) => s.p99 >= P99_BUDGET_MS)
      .map(([what, s]) => `${what} p99 ${s.p99} ms is over the budget of ${P99_BUDGET_MS} ms`);
    const seconds = (ms) => (ms === undefined ? null : Number((ms / 1000).toFixed(1)));
    return {
      violations,
      budgetMisses,
      figures: {
        takers,
        deadlineSeconds,
        start: {
          p50: summaries.start.p50,
          p99: summaries.start.p99,
          allStartedSeconds: Number(burstSeconds.toFixed(1)),
        },
        save: {
          count: summaries.save.requests,
          p50: summaries.save.p50,
          p99: summaries.save.p99,
          refused: run.counts.savesRefused,
        },
        submit: { count: summaries.submit.requests, p50: summaries.submit.p50, p99: summaries.submit.p99 },
        sweep: {
          closed: verified.closedByServer,
          firstCloseSeconds: seconds(closes.firstAt - dueAt),
          allClosedSeconds: seconds(closes.lastAt === undefined ? undefined : closes.lastAt - dueAt),
        },
        submittedByLearner: verified.submittedByLearner,
        papersChecked: verified.papersChecked,
        answersLost: run.counts.answersLost,
        // Server CPU per start; per save or submit until the deadline (with the sweeps that found nothing);
        // per attempt the sweep closed. And how busy the shared machine was meanwhile.
        phases: {
          starts: phase(atStart, afterStarts, summaries.start.requests),
          untilDeadline: phase(afterStarts, afterDeadline, summaries.save.requests + summaries.submit.requests),
          closing: phase(afterDeadline, afterCloses, verified.closedByServer),
        },
        serverPeakRssMb: Number(afterCloses.peakRssMb.toFixed(0)),
        loadAverageBefore: loadBefore.map((x) => Number(x.toFixed(2))),
        slowest: [summaries.start.slowest, summaries.save.slowest, summaries.submit.slowest],
      },
    };
  } finally {
    run.agent.destroy();
    await store.close();
  }
}

/** The exam day on a fresh SQLite directory, or with { pg: true } a fresh PostgreSQL database. */
export async function examDayBench({ pg: onPg = false, takers = 1_000, deadlineSeconds = 150 } = {}) {
  if (isStale("server")) await buildServer();
  const database = onPg ? await createPgDatabase() : undefined;
  const server = await startServer(PORT, {
    ...(database ? { DATABASE_URL: database.url } : {}),
    READING_DAILY_TOKENS: String(DAILY_TOKENS),
    REFILL_TZ: "UTC",
  });
  try {
    const result = await examDay({
      base: server.base,
      pid: server.pid,
      sqliteFile: path.join(server.dataDir, "bandcraft.sqlite"),
      databaseUrl: database?.url,
      takers,
      deadlineSeconds,
    });
    return { database: onPg ? "PostgreSQL" : "SQLite", ...result };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(name);
    return at === -1 ? fallback : Number(process.argv[at + 1]);
  };
  const result = await examDayBench({
    pg: process.argv.includes("--pg"),
    takers: option("--takers", 1_000),
    deadlineSeconds: option("--deadline-seconds", 150),
  });
  console.log(`Exam day on ${result.database}, ${new Date().toISOString()}`);
  console.log(JSON.stringify(result.figures, null, 2));
  const failures = [...result.budgetMisses, ...result.violations];
  for (const failure of failures) console.log(`FAIL  ${failure}`);
  if (failures.length === 0) console.log("PASS  every budget met, no answer lost or doubled");
  else process.exitCode = 1;
}
