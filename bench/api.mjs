// API throughput against DESIGN §7, as ratios to /api/health measured in the same run with the same
// autocannon settings (-c 50, 10 s after 2 s of warm-up, no pipelining). Requests carry a browser's
// Accept-Encoding.
import autocannon from "autocannon";
import { buildParts } from "../scripts/build-lib.mjs";
import { answersOf, post } from "./api-client.mjs";
import { ADMIN, cli, createPgDatabase, signIn, startServer } from "./server-process.mjs";

const PORT = 18_556;
const SETTINGS = { connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10), pipelining: 1 };
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

// Each scenario first runs unmeasured for a while, so what is measured is the steady state: the first
// requests of a path pay for its compilation (JIT, prepared statements), which otherwise made up most of
// a 10 s run's slowest 1 %.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

function run(base, request, duration = SETTINGS.duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, ...SETTINGS, duration, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (r) => ({
  rps: r.requests.average,
  cpuMicrosPerRequest: r.cpuMicrosPerRequest,
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

const ESSAY = Array.from(
  { length: 35 },
  (_, i) => `Sentence ${i} argues that cities should invest in public transport.`,
).join(" ");

/**
 * Measures health, a practice fetch that spends no token, a start that spends tokens (atomically), full
 * test submits of 40 answers, a records page of 20 out of 500 complete tests, and an essay save; on
 * SQLite, or with { pg: true } on a fresh PostgreSQL database.
 */
export async function apiBench({ pg = false } = {}) {
  await buildParts();
  const database = pg ? await createPgDatabase() : undefined;
  const env = database ? { DATABASE_URL: database.url } : {};
  // Enough daily tokens that the token-spending start measures the spend, not the refusal.
  const server = await startServer(PORT, { ...env, READING_DAILY_TOKENS: "1000" });
  // Also the server's own CPU per request: a figure that other load on the machine disturbs far less
  // than throughput does (it counts only the server's time on a core, not its waiting for one).
  const run$ = async (request) => {
    const browserRequest = { ...request, headers: { ...BROWSER, ...request.headers } };
    if (WARMUP_SECONDS > 0) await run(server.base, browserRequest, WARMUP_SECONDS);
    const before = server.cpuMicros();
    const result = await run(server.base, browserRequest);
    return { ...result, cpuMicrosPerRequest: (server.cpuMicros() - before) / Math.max(1, result.requests.total) };
  };
  try {
    // A learner with an active Reading Test privilege (3) starts tests without spending tokens.
    cli(server.dataDir, ["add-user", "--email", "bench@example.com", "--password", "bench-password"], env);
    cli(server.dataDir, ["grant", "--email", "bench@example.com", "--privilege", "3", "--days", "30"], env);
    const token = await signIn(server.base, "bench@example.com", "bench-password");
    const adminToken = await signIn(server.base, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };

    // A complete test: three passages with their keys, so the submit carries 40 answers.
    const parts = [];
    for (const id of ["bandcraft-test-1-part-1", "bandcraft-test-1-part-2", "bandcraft-test-1-part-3"]) {
      parts.push((await post(server.base, "/admin/reading/single", adminToken, { practiceID: id })).readingPractice);
    }
    const answerCount = parts.reduce((sum, p) => sum + Object.keys(answersOf(p)).length, 0);
    // The version each passage was given, sent back with the answers as the browser does (submit-attempt.ts).
    const versions = [];
    for (const p of parts) {
      const given = await post(server.base, "/reading/single", token, { practiceID: p.readingPracticeID });
      if (!given.readingPractice?.version) throw new Error(`no version given for ${p.readingPracticeID}`);
      versions.push(given.readingPractice.version);
    }
    let counter = 0;
    const submitBody = () =>
      JSON.stringify({
        testTakerID: `MT-BENCH${process.pid}X${(counter++).toString(36).toUpperCase()}`,
        elapsedTime: 3000,
        startTimeStamp: Date.now() - 3_000_000,
        submissionTimestamp: Date.now(),
        readingPractices: parts.map((p, i) => ({
          readingPracticeID: p.readingPracticeID,
          version: versions[i],
          answers: answersOf(p),
          highlights: { items: [] },
          highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
        })),
      });

    const health = summary(await run$({ method: "GET", path: "/api/health" }));
    const fetchPractice = summary(
      await run$({
        method: "POST",
        path: "/api/reading/single",
        headers: auth,
        body: JSON.stringify({ practiceID: "bandcraft-test-1-part-2" }),
      }),
    );

    // Token-spending starts: 120 learners with 1,000 tokens each (the most the config allows), taken in turn:
    // enough for 10,000 starts a second over the warm-up and the measured run.
    const spenders = [];
    for (let i = 0; i < 120; i++) {
      const email = `spender${i}@example.com`;
      cli(server.dataDir, ["add-user", "--email", email, "--password", "spender-password"], env);
      spenders.push(await signIn(server.base, email, "spender-password"));
    }
    let turn = 0;
    const spendingStart = summary(
      await run$({
        method: "POST",
        path: "/api/reading/single",
        body: JSON.stringify({ practiceID: "bandcraft-test-1-part-2" }),
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            authorization: `Bearer ${spenders[turn++ % spenders.length]}`,
            "content-type": "application/json",
          },
        }),
      }),
    );

    const submit = summary(
      await run$({
        method: "POST",
        path: "/api/reading/submit",
        headers: auth,
        setupRequest: (request) => ({ ...request, body: submitBody() }),
      }),
    );

    // Records: a learner with 500 complete tests asks for the first page of 20.
    cli(server.dataDir, ["add-user", "--email", "records@example.com", "--password", "records-password"], env);
    const recordsToken = await signIn(server.base, "records@example.com", "records-password");
    const recordsAuth = { authorization: `Bearer ${recordsToken}`, "content-type": "application/json" };
    for (let i = 0; i < 500; i++) {
      await fetch(`${server.base}/api/reading/submit`, { method: "POST", headers: recordsAuth, body: submitBody() });
    }
    const records = summary(
      await run$({
        method: "POST",
        path: "/api/reading/record",
        headers: recordsAuth,
        body: JSON.stringify({ paginationRequest: { page: 1, pageSize: 20 } }),
      }),
    );

    const essaySave = summary(
      await run$({
        method: "POST",
        path: "/api/writing/essays/save",
        headers: auth,
        body: JSON.stringify({
          writingPracticeID: "bandcraft-writing-task2-driverless-buses",
          part: 2,
          text: ESSAY,
          timeSpent: 2400,
          feedbackSummary: { summaryVersion: 1, wordCount: 350 },
        }),
      }),
    );
    const rssMb = server.rssMb();
    return {
      database: pg ? "PostgreSQL" : "SQLite",
      health,
      fetchPractice,
      spendingStart,
      submit,
      records,
      essaySave,
      answerCount,
      rssMb,
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await apiBench({ pg: process.argv.includes("--pg") }), null, 2));
}
