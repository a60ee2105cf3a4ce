// Load without loss (issue 10, part 2): 100 learners start and submit complete tests for a minute
// against one server on a fresh database; then every acknowledged submission is in the records and the
// database exactly once, nothing else is, tokens spent equal tests started, and no answer was a 5xx.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Stats } from "../lib/client.mjs";
import { databaseReader } from "../lib/db.mjs";
import { createLearners } from "../lib/learners.mjs";
import { createLoad, reconcile, runLoad } from "../lib/load.mjs";
import { checkResponses, verify } from "../lib/load-checks.mjs";
import { freshDatabase } from "../lib/postgres.mjs";
import { freePort, startServer } from "../lib/server.mjs";

/** Runs the scenario on "sqlite" or "postgres"; returns {name, figures, violations}. */
export async function loadScenario({ dialect, seconds, learners: count, logDir }) {
  const name = `load-${dialect}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bandcraft-soak-"));
  const database = dialect === "postgres" ? await freshDatabase("load") : undefined;
  let server;
  try {
    server = await startServer({ name, port: await freePort(), dataDir, databaseUrl: database?.url, logDir });
    const setupStats = new Stats();
    const t0 = performance.now();
    const learners = await createLearners(setupStats, [server.base], { count, tag: dialect });
    const setupSeconds = (performance.now() - t0) / 1000;

    const stats = new Stats();
    const load = createLoad({ stats, bases: [server.base], learners, label: name });
    await runLoad(load, seconds);
    stats.finish();
    const reconciled = await reconcile(load, { checkShare: 0.1 });
    const reader = databaseReader({ dataDir, url: database?.url });
    const verified = await verify(load, {
      submissionRows: await reader.submissions(),
      balances: await reader.balances(),
    });
    checkResponses(load);
    if (stats.lost > 0) load.violation(`${stats.lost} requests got no answer (connection lost or timed out)`);
    const exit = await server.stop();
    if (exit.code !== 0) load.violation(`the server exited with ${exit.code ?? exit.signal} on SIGTERM`);
    return {
      name,
      figures: {
        learners: count,
        privileged: learners.filter((l) => l.privileged).length,
        setupSeconds: Number(setupSeconds.toFixed(1)),
        ...stats.summary(),
        ...load.counts,
        ...reconciled,
        stored: verified.stored,
        startMs: server.startMs,
      },
      violations: load.violations,
      notes: verified.crossedMidnight ? ["the run crossed midnight UTC: token balances were not checked"] : [],
    };
  } finally {
    await server?.kill9();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
