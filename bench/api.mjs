// API throughput against the budgets in docs/performance.md, as ratios to /api/health measured in the same run with the same
// autocannon settings (-c 50, 10 s after 2 s of warm-up, no pipelining). Requests carry a browser's
// Accept-Encoding.
import autocannon from "autocannon";
import { buildParts } from "../scripts/build-lib.mjs";
import { keyReader, startPaper, submitPaper } from "./api-client.mjs";
import { ADMIN, cli, createPgDatabase, signIn, startServer } from "./server-process.mjs";

const PORT = 18_556;
const SETTINGS = { connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10), pipelining: 1 };
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

// Each scenario first runs unmeasured for a while, so what is measured is the steady state: the first
// requests of a path pay for its compilation (JIT, prepared statements), which otherwise made up most of
// a 10 s run's slowest 1 %.
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/**
 * Each submit names an attempt of its own: a second submit of one is an idempotent repeat (the stored
 * record read back), not a paper graded and stored. So the submit scenario starts its complete tests first,
 * unmeasured, and submits each once; its runs are counted in papers, not seconds. A probe of this many
 * papers (unmeasured, cold) gives the rate that sizes the warm-up, whose rate sizes the measured run.
 */
const PROBE_PAPERS = 1_000;
/** Starts in flight while papers are prepared: 32 started twice as many a second as 8 on the 2-core machine. */
const START_CONCURRENCY = 32;

/**
 * One autocannon run for `length`: { duration } in seconds, or { amount } of requests (which wins; spread
 * over the connections). `busySeconds` ends at the last answer: a run of an amount ends on autocannon's
 * next one-second tick, so its own duration and per-second samples count up to a second of idling.
 */
function run(base, request, length = { duration: SETTINGS.duration }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answered = started;
    const instance = autocannon({ url: base, ...SETTINGS, ...length, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve({ ...result, busySeconds: (answered - started) / 1000 }),
    );
    instance.on("response", () => {
      answered = performance.now();
    });
  });
}

/** Starts `count` complete tests as the learner of `token`, START_CONCURRENCY at a time; their papers. */
async function startPapers(base, token, count, answerKey) {
  const papers = [];
  let left = count;
  const starter = async () => {
    while (left-- > 0) {
      papers.push(await startPaper(base, token, "/reading/pack_random", { pageType: "ActualTest" }, answerKey));
    }
  };
  await Promise.all(Array.from({ length: START_CONCURRENCY }, starter));
  return papers;
}

const summary = (r) => ({
  rps: r.rps ?? r.requests.average,
  cpuMicrosPerRequest: r.cpuMicrosPerRequest,
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors,
});

/** A highlight of a passage's opening words, as the test screen stores one. */
const benchHighlight = (i) => ({
  id: `hl-${i}`,
  text: "passage words",
  start: i * 20,
  end: i * 20 + 13,
  componentId: "passage-0",
  globalOffset: i * 20,
  localStart: i * 20,
  localEnd: i * 20 + 13,
  timestamp: Date.now(),
  context: { before: "the ", after: " and", totalLength: 900 },
});

const ESSAY = Array.from(
  { length: 35 },
  (_, i) => `Sentence ${i} argues that cities should invest in public transport.`,
).join(" ");

/**
 * Measures health, a start that spends no token, a start that spends tokens (atomically), full test
 * submits of 40 answers, a records page of 20 out of 500 complete tests, and an essay save; on SQLite, or
 * with { pg: true } on a fresh PostgreSQL database. Every start writes the attempt it makes.
 */
export async function apiBench({ pg = false } = {}) {
  await buildParts();
  const database = pg ? await createPgDatabase() : undefined;
  const env = database ? { DATABASE_URL: database.url } : {};
  // Enough daily tokens that the token-spending start measures the spend, not the refusal; one learner submits
  // thousands of papers a minute here, so the per-learner submit rate is off (bench/big-account.mjs keeps it).
  const server = await startServer(PORT, {
    ...env,
    READING_DAILY_TOKENS: "1000",
    READING_SUBMITS_PER_MINUTE: "0",
    READING_OPEN_ATTEMPTS: "0",
  });
  // Also the server's own CPU per request: a figure that other load on the machine disturbs far less
  // than throughput does (it counts only the server's time on a core, not its waiting for one).
  const measure = async (request, length) => {
    const browserRequest = { ...request, headers: { ...BROWSER, ...request.headers } };
    const before = server.cpuMicros();
    const result = await run(server.base, browserRequest, length);
    return { ...result, cpuMicrosPerRequest: (server.cpuMicros() - before) / Math.max(1, result.requests.total) };
  };
  const measured = async (request) => {
    if (WARMUP_SECONDS > 0) await measure(request, { duration: WARMUP_SECONDS });
    return measure(request);
  };
  try {
    // A learner with an active Reading Test privilege (3) starts tests without spending tokens.
    cli(server.dataDir, ["add-user", "--email", "bench@example.com", "--password", "api-learner-passphrase"], env);
    cli(server.dataDir, ["grant", "--email", "bench@example.com", "--privilege", "3", "--days", "30"], env);
    const token = await signIn(server.base, "bench@example.com", "api-learner-passphrase");
    const adminToken = await signIn(server.base, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };

    const answerKey = keyReader(server.base, adminToken);
    const health = summary(await measured({ method: "GET", path: "/api/health" }));
    // A learner who spends no token starting one passage: the passage, and the attempt written for it.
    const freeStart = summary(
      await measured({
        method: "POST",
        path: "/api/reading/single",
        headers: auth,
        body: JSON.stringify({ practiceID: "bandcraft-test-1-part-2" }),
      }),
    );

    // Token-spending starts (each also writes its attempt): 120 learners with 1,000 tokens each (the most
    // the config allows), taken in turn: enough for 10,000 starts a second over the warm-up and the measured run.
    const spenders = [];
    for (let i = 0; i < 120; i++) {
      const email = `spender${i}@example.com`;
      cli(server.dataDir, ["add-user", "--email", email, "--password", "spender-password"], env);
      spenders.push(await signIn(server.base, email, "spender-password"));
    }
    let turn = 0;
    const asSpenders = (request) => ({
      ...request,
      headers: {
        ...request.headers,
        authorization: `Bearer ${spenders[turn++ % spenders.length]}`,
        "content-type": "application/json",
      },
    });
    const spendingStart = summary(
      await measured({
        method: "POST",
        path: "/api/reading/single",
        body: JSON.stringify({ practiceID: "bandcraft-test-1-part-2" }),
        setupRequest: asSpenders,
      }),
    );

    // Full-test submits, each of a fresh attempt started just before (PROBE_PAPERS above); req/s over the
    // time until the last answer.
    const answerCounts = new Set();
    const submitPapers = async (count) => {
      const amount = Math.max(SETTINGS.connections, Math.round(count));
      const papers = await startPapers(server.base, token, amount, answerKey);
      for (const paper of papers) {
        answerCounts.add(paper.readingPractices.reduce((sum, p) => sum + Object.keys(p.answers).length, 0));
      }
      const bodies = papers.map((paper) => JSON.stringify(paper));
      let next = 0;
      const request = {
        method: "POST",
        path: "/api/reading/submit",
        headers: auth,
        setupRequest: (r) => ({ ...r, body: bodies[next++] }),
      };
      const result = await measure(request, { amount });
      return { ...result, rps: result.requests.total / result.busySeconds };
    };
    let rate = (await submitPapers(PROBE_PAPERS)).rps;
    if (WARMUP_SECONDS > 0) rate = (await submitPapers(rate * WARMUP_SECONDS)).rps;
    const submit = summary(await submitPapers(rate * SETTINGS.duration));

    // Autosave: each save takes a complete test nobody is saving just then (two saves of one attempt at once
    // would be refused as stale, as they should) and carries the revision its last save got back. The state
    // is a test three-quarters answered (30 answers) with four highlights, as a learner's would be. Three
    // tests per connection: a save cut off at the end of a run never hands its test back.
    const free = (await startPapers(server.base, token, SETTINGS.connections * 3, answerKey)).map((paper) => ({
      testTakerID: paper.testTakerID,
      revision: 0,
      state: {
        answers: paper.readingPractices.map((p) =>
          Object.fromEntries(Object.entries(p.answers).filter((_, i) => i % 4 !== 3)),
        ),
        highlights: paper.readingPractices.map((_, part) =>
          part === 0 ? [0, 1, 2, 3].map((i) => benchHighlight(i)) : [],
        ),
        flags: paper.readingPractices.map(() => []),
        currentPart: 1,
        currentQuestion: 20,
      },
    }));
    // autocannon clears a connection's context after each answer (one request in the list), so the test a
    // save holds travels in it from the request to its answer, and goes back to the free list there.
    const autosave = summary(
      await measured({
        method: "POST",
        path: "/api/reading/attempt/save",
        headers: auth,
        setupRequest: (request, context) => {
          const attempt = free.pop();
          if (!attempt) throw new Error("autosave bench: no free attempt");
          context.attempt = attempt;
          const { testTakerID, revision, state } = attempt;
          return { ...request, body: JSON.stringify({ testTakerID, revision, state }) };
        },
        onResponse: (status, body, context) => {
          if (status === 200) context.attempt.revision = JSON.parse(body).revision;
          free.push(context.attempt);
        },
      }),
    );

    // Records: a learner with 500 complete tests (privilege 3: starting them spends no token) asks for the
    // first page of 20.
    cli(
      server.dataDir,
      ["add-user", "--email", "records@example.com", "--password", "history-learner-passphrase"],
      env,
    );
    cli(server.dataDir, ["grant", "--email", "records@example.com", "--privilege", "3", "--days", "30"], env);
    const recordsToken = await signIn(server.base, "records@example.com", "history-learner-passphrase");
    const recordsAuth = { authorization: `Bearer ${recordsToken}`, "content-type": "application/json" };
    for (const paper of await startPapers(server.base, recordsToken, 500, answerKey)) {
      await submitPaper(server.base, recordsToken, paper);
    }
    const records = summary(
      await measured({
        method: "POST",
        path: "/api/reading/record",
        headers: recordsAuth,
        body: JSON.stringify({ paginationRequest: { page: 1, pageSize: 20 } }),
      }),
    );

    const essaySave = summary(
      await measured({
        method: "POST",
        path: "/api/writing/essays/save",
        // Taken in turn by the 120 spenders: a learner may keep 2,000 essays (then 409), 240,000 together.
        setupRequest: asSpenders,
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
      freeStart,
      spendingStart,
      submit,
      autosave,
      records,
      essaySave,
      answerCount: [...answerCounts].sort((a, b) => a - b).join("–"),
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
