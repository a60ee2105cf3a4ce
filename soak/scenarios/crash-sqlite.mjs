// Crash without loss on SQLite (issue 10, part 3): under the learners' load the server is killed with
// SIGKILL twice and restarted on the same DATA_DIR. The database as each crash left it passes
// PRAGMA integrity_check; every learner's session works after each restart; after the load every
// acknowledged submission is there exactly once and a repeat of each returns the same submissionID.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { call, mapLimit, Stats, sleep } from "../lib/client.mjs";
import { databaseReader, sqliteIntegrity } from "../lib/db.mjs";
import { createLearners } from "../lib/learners.mjs";
import { createLoad, reconcile, runLoad } from "../lib/load.mjs";
import { checkResponses, verify } from "../lib/load-checks.mjs";
import { freePort, startServer } from "../lib/server.mjs";

const KILLS = 2;

/** Copies the database files as they are (main file, WAL, shared memory) to check them apart from the server. */
function copyCrashedFiles(dataDir) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-soak-crashed-"));
  for (const name of fs.readdirSync(dataDir)) {
    if (name.startsWith("bandcraft.sqlite")) fs.copyFileSync(path.join(dataDir, name), path.join(copy, name));
  }
  return copy;
}

/** Every learner's next call with the session it had before the crash. */
async function sessionsWork(load, stats, base) {
  const failures = [];
  await mapLimit(load.learners, 20, async (learner) => {
    const res = await call(stats, base, "POST", "/api/user_info", {
      token: learner.token,
      agent: learner.agent,
      json: {},
    });
    if (res.status !== 200) failures.push(`${learner.email}: ${res.status}`);
  });
  return failures;
}

export async function crashSqliteScenario({ seconds, learners: count, logDir }) {
  const name = "crash-sqlite";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-soak-"));
  const port = await freePort();
  let server;
  try {
    server = await startServer({ name, port, dataDir, logDir });
    const learners = await createLearners(new Stats(), [server.base], { count, tag: "crash" });
    const stats = new Stats();
    const load = createLoad({ stats, bases: [server.base], learners, label: name });
    const crashes = [];

    const crashTwice = async (_load, until) => {
      const t0 = Date.now();
      for (let k = 1; k <= KILLS; k++) {
        // Somewhere in the k-th third of the load, not on a round number.
        const at = t0 + ((until - t0) * k) / (KILLS + 1) + Math.floor(Math.random() * 2000) - 1000;
        await sleep(Math.max(0, at - Date.now()));
        const acknowledgedBefore = load.counts.acknowledged;
        const killedAt = performance.now();
        const exit = await server.kill9();
        const crashed = copyCrashedFiles(dataDir);
        let integrity;
        try {
          integrity = sqliteIntegrity(crashed);
        } finally {
          fs.rmSync(crashed, { recursive: true, force: true });
        }
        if (integrity !== "ok") load.violation(`after kill -9 number ${k}, integrity_check says: ${integrity}`);
        server = await startServer({ name: `${name}-restart-${k}`, port, dataDir, logDir });
        const recoveryMs = Math.round(performance.now() - killedAt);
        const lostSessions = await sessionsWork(load, stats, server.base);
        if (lostSessions.length > 0) {
          load.violation(`after restart ${k}, sessions failed: ${lostSessions.slice(0, 5).join(", ")}`);
        }
        crashes.push({
          signal: exit.signal,
          acknowledgedBefore,
          integrity,
          recoveryMs,
          sessionsOk: lostSessions.length === 0,
        });
      }
    };
    await runLoad(load, seconds, crashTwice);
    stats.finish();
    // Every acknowledged submission is sent again: the same id must come back after the crashes.
    const reconciled = await reconcile(load, { checkShare: 1 });
    const reader = databaseReader({ dataDir });
    const verified = await verify(load, {
      submissionRows: await reader.submissions(),
      balances: await reader.balances(),
    });
    // The server is restarted on the same port, so the learners' base never changes; lost answers (status
    // 0) happen only while it is down, and 5xx never.
    checkResponses(load);
    const exit = await server.stop();
    if (exit.code !== 0) load.violation(`the server exited with ${exit.code ?? exit.signal} on SIGTERM`);
    const finalIntegrity = sqliteIntegrity(dataDir);
    if (finalIntegrity !== "ok") load.violation(`integrity_check after the run says: ${finalIntegrity}`);
    return {
      name,
      figures: {
        learners: count,
        ...stats.summary(),
        ...load.counts,
        ...reconciled,
        stored: verified.stored,
        crashes: crashes.map(
          (c) =>
            `${c.signal} after ${c.acknowledgedBefore} acks: integrity ${c.integrity}, healthy again in ${c.recoveryMs} ms`,
        ),
      },
      violations: load.violations,
      notes: verified.crossedMidnight ? ["the run crossed midnight UTC: token balances were not checked"] : [],
    };
  } finally {
    await server?.kill9();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
