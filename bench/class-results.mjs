// A teacher's class pages (the list-page budget of docs/performance.md: p99 < 100 ms) on a typical class
// (30 learners, 12 assignments) and on the largest a class may be (MAX_CLASS_SIZE = 500 learners,
// MAX_CLASS_ASSIGNMENTS = 100 live assignments): the class's results (heat map and band trends), its CSV export
// rows, one complete test's results (learners and questions), its assignment list and the essays sent to it. Each
// at 50 connections (p99, req/s, server CPU per request) and alone (what one teacher waits), after checking that
// the answer is the seeded class's. `node bench/class-results.mjs [--pg]` runs it alone.
import { spawnSync } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { buildServer, isStale, root } from "../scripts/build-lib.mjs";
import { cli, createPgDatabase, signIn, startServer } from "./server-process.mjs";

const PORT = 18_559;
// A heavy call answers slowly at 50 connections: autocannon's 10 s timeout would drop the slowest answers.
const SETTINGS = { connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10), pipelining: 1, timeout: 120 };
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
/** Requests one after the other, after the load: the latency of a teacher alone on the server. */
const LONE_REQUESTS = 10;
const LONE_SECONDS = 15;
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
const TEACHER = { email: "bench.teacher@example.com", password: "chalk board window 8812" };
/** Every learner also has this many papers of their own practice, which a class's pages must never read. */
const OWN_PAPERS = Number(process.env.BENCH_CLASS_OWN_PAPERS ?? 20);
/** The two classes (apps/server/test/seed-class-results.ts TSpec): shares are of (learner, assignment). */
export const CLASSES = {
  typical: { tag: "typ", learners: 30, tests: 2, passages: 8, partsCycle: [1], writing: 2, submitted: 1, sent: 1 },
  largest: {
    tag: "max",
    learners: 500,
    tests: 30,
    passages: 60,
    partsCycle: [1, 2, 3],
    writing: 10,
    submitted: 0.88,
    inProgress: 0.03,
    abandoned: 0.02,
    sent: 0.9,
  },
};
const CALLS = ["classResults", "classExport", "assignmentResults", "assignmentList", "markingList"];
const PATHS = {
  classResults: "/api/teacher/classes/results",
  classExport: "/api/teacher/classes/export",
  assignmentResults: "/api/teacher/assignments/results",
  assignmentList: "/api/teacher/assignments/list",
  markingList: "/api/teacher/essays/list",
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** One autocannon run; `statuses` counts the answers by status code (a refusal under load says why). */
const run = (base, request, length = { duration: SETTINGS.duration }) =>
  new Promise((resolve, reject) => {
    const statuses = {};
    const instance = autocannon({ url: base, ...SETTINGS, ...length, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve({ ...result, statuses }),
    );
    instance.on("response", (_client, status) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });

/** Stores one class for the teacher straight in the server's database; what it stored (seed-class-results.ts). */
function seedClass(dataDir, env, spec) {
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "apps/server/test/seed-class-results.ts")],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        SEED_TEACHER: TEACHER.email,
        SEED_CLASS: JSON.stringify({ inProgress: 0, abandoned: 0, ownPapers: OWN_PAPERS, ...spec }),
        ...env,
      },
      encoding: "utf8",
      maxBuffer: 1 << 20,
    },
  );
  if (result.status !== 0) throw new Error(`seeding class ${spec.tag} failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

/** What a right answer of each call holds for the class the seed stored; a list of what is wrong (empty: right). */
function check(call, body, seeded) {
  const problems = [];
  const expect = (what, got, want) => {
    if (got !== want) problems.push(`${call}: ${what} ${got}, expected ${want}`);
  };
  expect("statusCode", body.statusCode, 200);
  if (call === "classResults") {
    // The first page: 50 learners (CLASS_RESULTS_PAGE_SIZE), each trend its latest 12 (BAND_TREND_POINTS).
    expect("learners on the page", body.learners?.length, Math.min(50, seeded.learners));
    expect("learners in all", body.learnerCount, seeded.learners);
    const tests = body.learners?.reduce((sum, l) => sum + l.testCount, 0);
    if (seeded.learners <= 50) expect("submitted complete tests", tests, seeded.completeTests);
    const cut = body.learners?.filter((l) => l.bandTrend.length !== Math.min(12, l.testCount)).length;
    expect("trends not cut to the latest 12", cut, 0);
    expect("heat map has columns", (body.questionTypes?.length ?? 0) > 0, true);
  }
  if (call === "classExport") expect("rows", body.rows?.length, seeded.learners * seeded.assignments);
  if (call === "assignmentResults") {
    expect("learners", body.learners?.length, seeded.learners);
    expect("submitted", body.assignment?.submittedCount, seeded.test.submitted);
    expect("questions", body.questions?.length, seeded.test.questions);
    expect("papers per question", body.questions?.[0]?.papers, seeded.test.submitted);
  }
  if (call === "assignmentList") {
    expect("assignments", body.assignments?.length, seeded.assignments);
    const handedIn = body.assignments?.reduce((sum, a) => sum + a.submittedCount, 0);
    expect("handed in (papers and essays)", handedIn, seeded.submitted + seeded.sentEssays);
  }
  if (call === "markingList") expect("essays", body.essays?.length, Math.min(500, seeded.sentEssays));
  return problems;
}

/** Runs the scenario on SQLite, or with { pg: true } on a fresh PostgreSQL database. */
export async function classResultsBench({ pg = false, build = true } = {}) {
  // The server alone: the web app is not asked for here.
  if (build && isStale("server")) await buildServer();
  const database = pg ? await createPgDatabase() : undefined;
  const env = database ? { DATABASE_URL: database.url } : {};
  const server = await startServer(PORT, env);
  try {
    cli(server.dataDir, ["add-user", "--email", TEACHER.email, "--password", TEACHER.password], env);
    cli(server.dataDir, ["grant", "--email", TEACHER.email, "--privilege", "10"], env);
    const token = await signIn(server.base, TEACHER.email, TEACHER.password);
    const seeded = {};
    const seedSeconds = {};
    for (const [name, spec] of Object.entries(CLASSES)) {
      const started = performance.now();
      seeded[name] = seedClass(server.dataDir, env, spec);
      seedSeconds[name] = Math.round((performance.now() - started) / 100) / 10;
    }
    const headers = { ...BROWSER, authorization: `Bearer ${token}`, "content-type": "application/json" };
    const bodyOf = (call, s) =>
      JSON.stringify(call === "assignmentResults" ? { assignmentID: s.test.id } : { classID: s.classID });
    /** Waits until the server has finished the answers a run left in flight (its CPU idles), so runs do not mix. */
    const settle = async () => {
      for (let i = 0; i < 240; i++) {
        const before = server.cpuMicros();
        await sleep(250);
        if (server.cpuMicros() - before <= 20_000) return;
      }
    };
    /** Alone: one request after another (up to LONE_REQUESTS, or LONE_SECONDS): what one teacher waits. */
    const lone = async (request, count = LONE_REQUESTS) => {
      const times = [];
      let bytes = 0;
      const until = performance.now() + LONE_SECONDS * 1000;
      while (times.length < count && (times.length < 3 || performance.now() < until)) {
        const started = performance.now();
        const res = await fetch(`${server.base}${request.path}`, { method: "POST", headers, body: request.body });
        bytes = (await res.arrayBuffer()).byteLength;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const ms = (x) => Math.round(x * 10) / 10;
      const median = ms(times[Math.floor(times.length / 2)]);
      return { loneMinMs: ms(times[0]), loneMedianMs: median, loneMaxMs: ms(times.at(-1)), bytes };
    };
    /**
     * At 50 connections: SETTINGS.duration seconds after a warm-up, or, for a call so slow alone that 50 of them
     * queue past that, one wave of 50 at once (each connection one request), which the budget's p99 is then about.
     */
    const measure = async (request, loneMs) => {
      const wave = loneMs * SETTINGS.connections > SETTINGS.duration * 1000;
      const timeout = Math.max(SETTINGS.timeout, Math.ceil((loneMs * SETTINGS.connections * 3) / 1000));
      if (!wave && WARMUP_SECONDS > 0) await run(server.base, request, { duration: WARMUP_SECONDS });
      await settle();
      const before = server.cpuMicros();
      const started = performance.now();
      const r = await run(server.base, request, wave ? { amount: SETTINGS.connections, timeout } : undefined);
      const seconds = (performance.now() - started) / 1000;
      // Requests still in flight when a run stops are answered anyway: their CPU counts, and so do they.
      await settle();
      const cpuMicrosPerRequest = Math.round((server.cpuMicros() - before) / Math.max(1, r.requests.sent));
      const rps = wave ? r.requests.total / seconds : r.requests.average;
      const loaded = { mode: wave ? "wave" : "run", rps, p50: r.latency.p50, p99: r.latency.p99, max: r.latency.max };
      const refused = r.non2xx > 0 ? { statuses: r.statuses } : {};
      return { ...loaded, non2xx: r.non2xx, ...refused, errors: r.errors + r.timeouts, cpuMicrosPerRequest };
    };
    const results = {};
    for (const [name, s] of Object.entries(seeded)) {
      results[name] = {};
      for (const call of CALLS) {
        const request = { method: "POST", path: PATHS[call], headers, body: bodyOf(call, s) };
        const answer = await fetch(`${server.base}${request.path}`, { method: "POST", headers, body: request.body });
        const problems = check(call, await answer.json(), s);
        // Two more warm the path (compiled code, prepared statements) and tell how slow a request is alone.
        const warm = await lone(request, 2);
        const loaded = await measure(request, warm.loneMinMs);
        results[name][call] = { ...loaded, ...(await lone(request)), problems };
      }
    }
    return { database: pg ? "PostgreSQL" : "SQLite", ownPapers: OWN_PAPERS, seeded, seedSeconds, ...results };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await classResultsBench({ pg: process.argv.includes("--pg") }), null, 2));
}
