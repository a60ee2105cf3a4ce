// Scale-out: two server processes on one fresh PostgreSQL database, requests
// alternating between them. Sessions, token spending, sign-in throttling, idempotent submit and
// uploaded images must behave exactly as on one process, because every piece of state is in the
// database. Ends with a short load spread over both processes, checked like the one-process load.
import { call, Stats } from "../lib/client.mjs";
import { databaseReader } from "../lib/db.mjs";
import { createLearners, signIn } from "../lib/learners.mjs";
import { createLoad, reconcile, runLoad } from "../lib/load.mjs";
import { checkResponses, verify } from "../lib/load-checks.mjs";
import { freshDatabase } from "../lib/postgres.mjs";
import {
  checkSessions,
  checkSharedImage,
  checkSignInSlowing,
  checkSubmitOnce,
  checkTokens,
} from "../lib/scale-out-checks.mjs";
import { ADMIN, freePort, startServer } from "../lib/server.mjs";

const MIXED_LOAD_SECONDS = 15;
const MIXED_LOAD_LEARNERS = 30;

/** Runs the scale-out checks and a short mixed load over two processes on one fresh PostgreSQL database. */
export async function scaleOutScenario({ logDir }) {
  const name = "scale-out";
  const database = await freshDatabase("scale");
  const violations = [];
  const fail = (message) => violations.push(message);
  const stats = new Stats();
  const servers = [];
  const figures = {};
  try {
    // A first: it migrates and imports the bank; B then finds the database ready (as in operations.md).
    // As behind a load balancer on this host: the client address comes from X-Forwarded-For.
    const env = { TRUST_PROXY: "127.0.0.1" };
    const a = await startServer({ name: "scale-a", port: await freePort(), databaseUrl: database.url, logDir, env });
    servers.push(a);
    const b = await startServer({ name: "scale-b", port: await freePort(), databaseUrl: database.url, logDir, env });
    servers.push(b);
    const A = a.base;
    const B = b.base;
    figures.processes = `A pid ${a.pid} :${new URL(A).port}, B pid ${b.pid} :${new URL(B).port}`;
    const [sessions, spender, packer, guessed, submitter] = await createLearners(stats, [A, B], {
      count: 5,
      tag: "scale",
      privilegedShare: 0,
    });
    const adminToken = await signIn(stats, A, ADMIN.email, ADMIN.password);
    const post = (base, path, token, json) => call(stats, base, "POST", path, { token, json });
    const ctx = { A, B, stats, post, fail, figures };

    await checkSessions(ctx, sessions);
    await checkTokens(ctx, spender, packer);
    await checkSignInSlowing(ctx, guessed, sessions);
    await checkSubmitOnce(ctx, submitter, adminToken, database.url);
    await checkSharedImage(ctx, submitter, adminToken);

    // Then a short load with every learner's requests alternating between A and B.
    {
      const loadStats = new Stats();
      const learners = await createLearners(stats, [A, B], { count: MIXED_LOAD_LEARNERS, tag: "scalemix" });
      const load = createLoad({ stats: loadStats, bases: [A, B], learners, label: "scale-out load" });
      await runLoad(load, MIXED_LOAD_SECONDS);
      loadStats.finish();
      await reconcile(load, { checkShare: 0.2 });
      const reader = databaseReader({ url: database.url });
      const rows = (await reader.submissions()).filter((r) => r.email.startsWith("soak-scalemix-"));
      await verify(load, { submissionRows: rows, balances: await reader.balances() });
      checkResponses(load);
      if (loadStats.lost > 0) load.violation(`${loadStats.lost} requests got no answer`);
      violations.push(...load.violations);
      const s = loadStats.summary();
      figures.mixedLoad = `${MIXED_LOAD_LEARNERS} learners × ${MIXED_LOAD_SECONDS} s over A and B: ${s.requests} requests, ${s.rps} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms; ${load.counts.acknowledged} submissions acknowledged, ${rows.length} stored`;
    }

    for (const e of stats.serverErrors) fail(`${e.status} from ${e.method} ${e.path}: ${e.errMsg}`);
    for (const e of stats.badEnvelopes) fail(`an error without the envelope: ${e.status} ${e.method} ${e.path}`);
    for (const server of servers) {
      const exit = await server.stop();
      if (exit.code !== 0) fail(`${server.name} exited with ${exit.code ?? exit.signal} on SIGTERM`);
    }
    return { name, figures, violations, notes: [] };
  } finally {
    for (const server of servers) await server.kill9();
    await database.drop();
  }
}
