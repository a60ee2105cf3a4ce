// A learner with 50,000 papers and 1,000 essays against one with a short history (260 papers, 20 essays: the
// same full pages) and a new account: p99 of the records page (first and 2,500th), the insight and the
// essays list at 50 connections, and /api/health's p99 while the big (or the new) account's insight is
// hammered. Budget (docs/performance.md): any list page p99 < 100 ms, also for an
// account with 50,000 records. `node bench/big-account.mjs [--pg]` runs it alone.
import { spawnSync } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { buildParts, root } from "../scripts/build-lib.mjs";
import { cli, createPgDatabase, signIn, startServer } from "./server-process.mjs";

const PORT = 18_557;
const SETTINGS = { connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10), pipelining: 1 };
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const PAPERS = Number(process.env.BENCH_BIG_PAPERS ?? 50_000);
const ESSAYS = 1_000;
const PASSWORD = "violet harbour lamp 2931";
/** A short history whose pages are as full as the big one's (1 paper in 5 a complete test, 52 of them). */
const SHORT = { papers: 260, essays: 20 };
const ACCOUNTS = ["big", "short", "new"];
/** A long essay (some 1,700 words, 10,000 characters): the list must not read it to cut its excerpt. */
const ESSAY = "Cities should invest in public transport because buses move many people. ".repeat(137).slice(0, 10_000);

const run = (base, request, length = { duration: SETTINGS.duration }) =>
  new Promise((resolve, reject) => {
    autocannon({ url: base, ...SETTINGS, ...length, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

/** Gives the account `email` its papers straight in the server's database (apps/server/test/seed-big-account.ts). */
function seedPapers(dataDir, env, email, papers, tag) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "apps/server/test/seed-big-account.ts")],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, SEED_EMAIL: email, SEED_PAPERS: String(papers), SEED_TAG: tag, ...env },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`seeding ${email} failed: ${result.stderr}`);
}

async function saveEssays(base, token, count) {
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${base}/api/writing/essays/save`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        writingPracticeID: "bandcraft-writing-task2-driverless-buses",
        part: 2,
        text: ESSAY,
        timeSpent: 60,
      }),
    });
    if (!res.ok) throw new Error(`essay ${i} not saved: ${res.status} ${await res.text()}`);
  }
}

/** Runs the scenario on SQLite, or with { pg: true } on a fresh PostgreSQL database. */
export async function bigAccountBench({ pg = false, build = true } = {}) {
  if (build) await buildParts();
  const database = pg ? await createPgDatabase() : undefined;
  const env = database ? { DATABASE_URL: database.url } : {};
  const server = await startServer(PORT, env);
  try {
    const email = (who) => `${who}.learner@example.com`;
    const tokens = {};
    for (const who of ACCOUNTS) {
      cli(server.dataDir, ["add-user", "--email", email(who), "--password", PASSWORD], env);
      tokens[who] = await signIn(server.base, email(who), PASSWORD);
    }
    const seeding = performance.now();
    seedPapers(server.dataDir, env, email("big"), PAPERS, "big");
    const seedSeconds = (performance.now() - seeding) / 1000;
    seedPapers(server.dataDir, env, email("short"), SHORT.papers, "sht");
    await saveEssays(server.base, tokens.big, ESSAYS);
    await saveEssays(server.base, tokens.short, SHORT.essays);
    const call = (who, url, body) => ({
      method: "POST",
      path: url,
      headers: { ...BROWSER, authorization: `Bearer ${tokens[who]}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    // The server's own CPU per request too: other load on the machine disturbs it far less than latency.
    const measure = async (request) => {
      if (WARMUP_SECONDS > 0) await run(server.base, request, { duration: WARMUP_SECONDS });
      const before = server.cpuMicros();
      const result = await run(server.base, request);
      const cpuMicrosPerRequest = Math.round((server.cpuMicros() - before) / Math.max(1, result.requests.total));
      return { ...summary(result), cpuMicrosPerRequest };
    };
    const page = (n) => ({ paginationRequest: { page: n, pageSize: 20 } });
    const results = {};
    for (const who of ACCOUNTS) {
      results[who] = {
        records: await measure(call(who, "/api/reading/record", page(1))),
        insight: await measure(call(who, "/api/reading/insight", {})),
        essays: await measure(call(who, "/api/writing/essays/list", page(1))),
      };
    }
    results.big.recordsDeep = await measure(call("big", "/api/reading/record", page(PAPERS / 20)));
    // /api/health from 10 more connections while 50 ask for the big (then the new) account's insight.
    const healthWhileHammering = async (who) => {
      const [hammer, health] = await Promise.all([
        run(server.base, call(who, "/api/reading/insight", {})),
        run(server.base, { method: "GET", path: "/api/health" }, { duration: SETTINGS.duration, connections: 10 }),
      ]);
      return { hammer: summary(hammer), health: summary(health) };
    };
    return {
      database: pg ? "PostgreSQL" : "SQLite",
      papers: PAPERS,
      essays: ESSAYS,
      seedSeconds,
      ...results,
      underBigInsight: await healthWhileHammering("big"),
      underNewInsight: await healthWhileHammering("new"),
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await bigAccountBench({ pg: process.argv.includes("--pg") }), null, 2));
}
