// Crash without loss on PostgreSQL (issue 10, part 3): a private, throwaway cluster (never the shared
// one at 127.0.0.1:5432) is stopped with `pg_ctl stop -m immediate` under the learners' load. While it
// is down the server answers /api/* with 503 in the envelope (health included); once it is back the
// server recovers by itself (same process, never exited); every acknowledged submission is there.
import { call, Stats, sleep } from "../lib/client.mjs";
import { databaseReader } from "../lib/db.mjs";
import { createLearners } from "../lib/learners.mjs";
import { createLoad, reconcile, runLoad } from "../lib/load.mjs";
import { checkResponses, verify } from "../lib/load-checks.mjs";
import { privateCluster } from "../lib/postgres.mjs";
import { freePort, startServer } from "../lib/server.mjs";

const DOWN_SECONDS = 5;

/** The server's answers while the database is down: each must be 503 in the envelope. */
async function probeWhileDown(load, server, token, seconds) {
  const answers = { health: 0, api: 0, wrong: [] };
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const health = await call(load.stats, server.base, "GET", "/api/health");
    const info = await call(load.stats, server.base, "POST", "/api/user_info", { token, json: {} });
    for (const [what, res] of [
      ["health", health],
      ["api", info],
    ]) {
      const enveloped = res.body?.statusCode === 503 && typeof res.body?.errMsg === "string" && res.body.errMsg !== "";
      if (res.status === 503 && enveloped) answers[what] += 1;
      else answers.wrong.push(`${what}: ${res.status} ${JSON.stringify(res.body ?? res.error).slice(0, 160)}`);
    }
    await sleep(200);
  }
  return answers;
}

export async function crashPostgresScenario({ seconds, learners: count, logDir }) {
  const name = "crash-postgres";
  const cluster = privateCluster(await freePort());
  let server;
  try {
    await cluster.init();
    await cluster.start();
    server = await startServer({ name, port: await freePort(), databaseUrl: cluster.url, logDir });
    const learners = await createLearners(new Stats(), [server.base], { count, tag: "pgcrash" });
    const stats = new Stats();
    const load = createLoad({ stats, bases: [server.base], learners, label: name });
    const outage = {};

    const stopPostgres = async (_load, until) => {
      const t0 = Date.now();
      await sleep((until - t0) * 0.3);
      outage.acknowledgedBefore = load.counts.acknowledged;
      outage.stoppedAt = Date.now();
      await cluster.stopImmediate();
      outage.downAt = Date.now();
      outage.probes = await probeWhileDown(load, server, learners[0].token, DOWN_SECONDS);
      const startAt = performance.now();
      await cluster.start();
      outage.postgresStartMs = Math.round(performance.now() - startAt);
      // The server must come back by itself: poll health until the database answers again.
      const upAt = performance.now();
      for (;;) {
        const res = await call(stats, server.base, "GET", "/api/health");
        if (res.status === 200) break;
        if (performance.now() - upAt > 30_000 || server.exit.exited) break;
        await sleep(50);
      }
      outage.serverRecoveryMs = Math.round(performance.now() - upAt);
      outage.healthyAt = Date.now();
      outage.downMs = outage.healthyAt - outage.stoppedAt;
    };
    await runLoad(load, seconds, stopPostgres);
    stats.finish();

    if (server.exit.exited) {
      load.violation(
        `the server exited (${server.exit.code ?? server.exit.signal}) when PostgreSQL stopped:\n${server.logTail()}`,
      );
    }
    const p = outage.probes ?? { health: 0, api: 0, wrong: [] };
    if (p.health === 0 || p.api === 0) load.violation("no 503 answer was seen while PostgreSQL was down");
    for (const w of p.wrong.slice(0, 5))
      load.violation(`while PostgreSQL was down, expected 503 in the envelope: ${w}`);
    if (outage.serverRecoveryMs > 30_000 || !outage.healthyAt)
      load.violation("the server did not recover by itself within 30 s");

    const reconciled = await reconcile(load, { checkShare: 1 });
    const reader = databaseReader({ url: cluster.url });
    const verified = await verify(load, {
      submissionRows: await reader.submissions(),
      balances: await reader.balances(),
    });
    // 503 is the right answer while the database is down (and for requests that were in flight when it
    // stopped); any other 5xx, or a 503 outside the outage, is not.
    checkResponses(
      load,
      (e) => e.status === 503 && e.at >= outage.stoppedAt - 1000 && e.at <= (outage.healthyAt ?? Date.now()) + 2000,
    );
    const outageAnswers = stats.byStatus.get(503) ?? 0;
    const exit = await server.stop();
    if (exit.code !== 0) load.violation(`the server exited with ${exit.code ?? exit.signal} on SIGTERM`);
    return {
      name,
      figures: {
        learners: count,
        ...stats.summary(),
        ...load.counts,
        ...reconciled,
        stored: verified.stored,
        outage: `stopped after ${outage.acknowledgedBefore} acks, down ${outage.downMs} ms; ${outageAnswers} answers were 503 (probes: health ${p.health}, api ${p.api}, other ${p.wrong.length})`,
        recovery: `PostgreSQL started in ${outage.postgresStartMs} ms; the same server process (pid ${server.pid}) healthy ${outage.serverRecoveryMs} ms later`,
      },
      violations: load.violations,
      notes: verified.crossedMidnight ? ["the run crossed midnight UTC: token balances were not checked"] : [],
    };
  } finally {
    await server?.kill9();
    await cluster.destroy();
  }
}
