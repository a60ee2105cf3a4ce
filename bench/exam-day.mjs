// The exam day (docs/performance.md): N takers start a complete test at once, autosave every 20–30 s and reach the
// deadline together; half of them submit before it, and the server's sweep closes the other half with
// their last saved answers. Budget: N = 10,000 on SQLite and on PostgreSQL with p99 < 1 s for start,
// autosave and submit, and no answer lost. Exits 1 when a budget is missed or anything was lost or doubled.
//
//   node bench/exam-day.mjs [--pg] [--takers N] [--deadline-seconds D]
//
// The soak runs a small exam day with the same code (soak/scenarios/exam-day.mjs).
import { createHash, randomBytes, randomInt } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import pg from "pg";
import { buildServer, isStale } from "../scripts/build-lib.mjs";
import { call, mapLimit, Stats, sleep } from "../soak/lib/client.mjs";
import { DAILY_TOKENS, PACK_COST, questionNumbers } from "../soak/lib/learners.mjs";
import { createPgDatabase, startServer } from "./server-process.mjs";

const PORT = 18_557;
/** Latency budgets are taken at 50 connections: the learners share a keep-alive pool of this many. */
const CONNECTIONS = 50;
const P99_BUDGET_MS = 1_000;
/** SUBMIT_GRACE_MS and SWEEP_INTERVAL_MS of the server (packages/domain, the attempt sweeper). */
const GRACE_MS = 60_000;
const SWEEP_INTERVAL_MS = 15_000;
/** Each taker's e-mail starts with this, so the checks read only the exam's rows. */
const EMAIL_PREFIX = "exam-";

const ANSWER_WORDS = ["A", "B", "C", "D", "TRUE", "FALSE", "NOT GIVEN", "YES", "NO", "iv", "vii", "water", "1850"];

/** Reads and writes the server's own database beside it: SQLite (WAL takes a second writer) or PostgreSQL. */
async function openStore({ sqliteFile, databaseUrl }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      rows: async (text, values = []) => (await client.query(text, values)).rows,
      run: async (text, values = []) => (await client.query(text, values)).rowCount,
      close: () => client.end(),
    };
  }
  const db = new SqliteDatabase(sqliteFile);
  db.pragma("busy_timeout = 10000");
  const prepare = (text) => db.prepare(text.replace(/\$\d+/g, "?"));
  return {
    rows: async (text, values = []) => prepare(text).all(...values),
    run: async (text, values = []) => prepare(text).run(...values).changes,
    close: async () => db.close(),
  };
}

/** Multi-row inserts of at most 500 rows: under SQLite's and PostgreSQL's limits on parameters. */
async function insertRows(store, table, columns, rows) {
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500);
    const tuples = chunk.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(", ")})`);
    await store.run(`insert into ${table} (${columns.join(", ")}) values ${tuples.join(", ")}`, chunk.flat());
  }
}

/**
 * N learners with a session each, written straight into the database: signing 10,000 in through /login
 * would spend minutes on argon2. Nobody signs in with a password, so any text stands in for its hash; the
 * session row holds the SHA-256 of the bearer token, as the server's sign-in writes it. No privilege:
 * every start spends three of the daily tokens.
 */
async function seedLearners(store, count) {
  const now = Date.now();
  const emails = Array.from({ length: count }, (_, i) => `${EMAIL_PREFIX}${i}@example.com`);
  await insertRows(
    store,
    "users",
    ["email", "password_hash", "created_at"],
    emails.map((email) => [email, "not-a-password-hash", now]),
  );
  const ids = new Map(
    (await store.rows("select id, email from users where email like $1", [`${EMAIL_PREFIX}%`])).map((r) => [
      r.email,
      Number(r.id),
    ]),
  );
  const learners = emails.map((email, index) => ({ index, email, token: randomBytes(32).toString("base64url") }));
  await insertRows(
    store,
    "sessions",
    // public_id is the opaque id Settings → Sessions shows (unique); last_used_at as the sign-in sets it.
    ["token_hash", "public_id", "user_id", "created_at", "last_used_at", "expires_at"],
    learners.map((l) => [
      createHash("sha256").update(l.token).digest("hex"),
      randomBytes(12).toString("hex"),
      ids.get(l.email),
      now,
      now,
      now + 86_400_000,
    ]),
  );
  return learners;
}

/**
 * Where the time went so far: the server's CPU (µs, 10 ms ticks) and how long its main thread, the event
 * loop, was ready to run but waited for a core (µs, schedstat); the load generator's own CPU; the machine's
 * CPU and I/O pressure (µs in which some task waited for a core, or for the disk; PSI, 0 where the kernel
 * has none); the server's peak resident memory (MB).
 */
function snapshot(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  const [, waitNs] = fs.readFileSync(`/proc/${pid}/schedstat`, "utf8").split(" ").map(Number);
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  const pressure = (what) => {
    const file = `/proc/pressure/${what}`;
    const text = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    return Number(/^some .*total=(\d+)/.exec(text)?.[1] ?? 0);
  };
  const client = process.cpuUsage();
  return {
    at: performance.now(),
    serverCpuMicros: (Number(stat[11]) + Number(stat[12])) * 10_000,
    serverWaitMicros: waitNs / 1000,
    clientCpuMicros: client.user + client.system,
    cpuPressureMicros: pressure("cpu"),
    ioPressureMicros: pressure("io"),
    peakRssMb: mb("VmHWM"),
  };
}

/** One phase of the run between two snapshots, and the server's CPU per request (or per close) in it. */
function phase(from, to, requests) {
  const seconds = (micros) => Number((micros / 1e6).toFixed(1));
  const wallMicros = (to.at - from.at) * 1000;
  return {
    seconds: seconds(wallMicros),
    serverCpuMicrosEach: Math.round((to.serverCpuMicros - from.serverCpuMicros) / Math.max(1, requests)),
    serverCpuSeconds: seconds(to.serverCpuMicros - from.serverCpuMicros),
    serverWaitedForCoreSeconds: seconds(to.serverWaitMicros - from.serverWaitMicros),
    loadGeneratorCpuSeconds: seconds(to.clientCpuMicros - from.clientCpuMicros),
    cpuPressurePercent: Math.round(((to.cpuPressureMicros - from.cpuPressureMicros) / wallMicros) * 100),
    ioPressurePercent: Math.round(((to.ioPressureMicros - from.ioPressureMicros) / wallMicros) * 100),
  };
}

const pick = (items) => items[randomInt(items.length)];
const between = ([low, high]) => (low + Math.random() * (high - low)) * 1000;
const sleepUntil = (at) => sleep(Math.max(0, at - Date.now()));

/**
 * What a learner needs of each passage: its question numbers and paragraph texts (highlights must select
 * real text, or grading drops them). Kept once per passage: 10,000 parsed copies would take gigabytes.
 */
const passages = new Map();
function passageOf(practice) {
  if (!passages.has(practice.readingPracticeID)) {
    passages.set(practice.readingPracticeID, {
      id: practice.readingPracticeID,
      numbers: questionNumbers(practice),
      paragraphs: practice.paragraphInfo.map((p) => p.content),
    });
  }
  return passages.get(practice.readingPracticeID);
}

/** A highlight of a few words of one of the passage's paragraphs, as the test screen records it. */
function highlightIn(learner, part) {
  const paragraphs = learner.parts[part].paragraphs;
  const index = randomInt(paragraphs.length);
  const content = paragraphs[index];
  const start = randomInt(Math.max(1, content.length - 40));
  const end = Math.min(content.length, start + 5 + randomInt(30));
  learner.highlightCount += 1;
  return {
    id: `h-${learner.index}-${learner.highlightCount}`,
    text: content.slice(start, end),
    start,
    end,
    componentId: `passage-${index}`,
    globalOffset: start,
    localStart: start,
    localEnd: end,
    timestamp: Date.now(),
    context: {
      before: content.slice(Math.max(0, start - 5), start),
      after: content.slice(end, end + 5),
      totalLength: content.length,
    },
  };
}

/**
 * The learner works on: answers the next few questions in order, now and then changes an earlier answer,
 * highlights a few words or flags a question, and moves on.
 */
function work(learner, answers) {
  const { state } = learner;
  for (let i = 0; i < answers && learner.cursor < learner.order.length; i++) {
    const { part, number } = learner.order[learner.cursor++];
    state.answers[part][number] = pick(ANSWER_WORDS);
    state.currentPart = part;
    state.currentQuestion = number;
  }
  if (learner.cursor > 0 && Math.random() < 0.1) {
    const { part, number } = learner.order[randomInt(learner.cursor)];
    state.answers[part][number] = pick(ANSWER_WORDS);
  }
  const part = state.currentPart;
  if (Math.random() < 0.25 && state.highlights[part].length < 20)
    state.highlights[part].push(highlightIn(learner, part));
  if (Math.random() < 0.1 && state.currentQuestion !== null && !state.flags[part].includes(state.currentQuestion)) {
    state.flags[part].push(state.currentQuestion);
  }
}

/** What must be stored for a paper: per passage, the non-blank answers trimmed (as graded) and highlight ids. */
const paperOf = (state) => ({
  answers: state.answers.map((a) =>
    Object.fromEntries(
      Object.entries(a)
        .filter(([, v]) => v.trim() !== "")
        .map(([n, v]) => [n, v.trim()]),
    ),
  ),
  highlights: state.highlights.map((items) => items.map((h) => h.id)),
});

/** Starts the learner's complete test; answers whether the start was made. */
async function start(run, learner) {
  const res = await call(run.stats.start, run.base, "POST", "/api/reading/pack_random", {
    token: learner.token,
    agent: run.agent,
    json: { pageType: "ActualTest" },
  });
  const attempt = res.body?.attempt;
  const practices = res.body?.readingPractice;
  if (res.status !== 200 || attempt?.kind !== "multi" || !Array.isArray(practices) || practices.length !== 3) {
    run.violation(`${learner.email}: the start answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
    return false;
  }
  learner.attempt = attempt;
  learner.revision = attempt.revision;
  learner.parts = practices.map(passageOf);
  learner.order = learner.parts.flatMap((p, part) => p.numbers.map((number) => ({ part, number })));
  learner.cursor = 0;
  learner.highlightCount = 0;
  learner.state = {
    answers: [{}, {}, {}],
    highlights: [[], [], []],
    flags: [[], [], []],
    currentPart: 0,
    currentQuestion: learner.order[0]?.number ?? null,
  };
  // The last state the server acknowledged (nothing yet): what its close must submit.
  learner.acked = paperOf(learner.state);
  return true;
}

/** One autosave of the learner's whole state, on the revision the last save returned. */
async function save(run, learner) {
  const res = await call(run.stats.save, run.base, "POST", "/api/reading/attempt/save", {
    token: learner.token,
    agent: run.agent,
    json: {
      testTakerID: learner.attempt.testTakerID,
      revision: learner.revision,
      state: learner.state,
      saveKey: randomBytes(12).toString("base64url"),
    },
  });
  if (res.status !== 200 || typeof res.body?.revision !== "number") {
    run.counts.savesRefused += 1;
    run.violation(`${learner.email}: a save answered ${res.status}: ${res.body?.errMsg ?? res.error ?? ""}`);
    // Whether it landed is unknown: stop this learner rather than guess what the server holds.
    learner.broken = true;
    return;
  }
  learner.revision = res.body.revision;
  learner.acked = paperOf(learner.state);
}

/** The learner's own submit of everything on screen (a little more than the last save). */
async function submit(run, learner) {
  work(learner, 2);
  const now = Date.now();
  const res = await call(run.stats.submit, run.base, "POST", "/api/reading/submit", {
    token: learner.token,
    agent: run.agent,
    json: {
      testTakerID: learner.attempt.testTakerID,
      elapsedTime: Math.floor((now - learner.attempt.startedAt) / 1000),
      startTimeStamp: learner.attempt.startedAt,
      submissionTimestamp: now,
      readingPractices: learner.parts.map((p, i) => {
        const items = learner.state.highlights[i];
        return {
          readingPracticeID: p.id,
          answers: learner.state.answers[i],
          highlights: { items },
          highlightStats: { highlightCount: items.length, noteCount: 0, totalCount: items.length },
        };
      }),
    },
  });
  if (res.status !== 200 || res.body?.closedByServer !== false) {
    run.violation(`${learner.email}: the submit answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
    learner.broken = true;
    return;
  }
  learner.sent = paperOf(learner.state);
}

/**
 * A learner from the start to the end: works and saves every `saveEvery` seconds (jittered: each learner
 * keeps their own pace) until the deadline, or until their own submit a little before it. The deadline is
 * set once every start is made; until then the learner works on.
 */
async function takeTest(run, learner) {
  let next = Date.now() + between(run.saveEvery);
  for (;;) {
    const end = run.deadline === undefined ? Number.POSITIVE_INFINITY : (learner.submitAt ?? run.deadline);
    await sleepUntil(Math.min(next, end));
    if (Date.now() >= end || learner.broken) break;
    work(learner, 2 + randomInt(4));
    await save(run, learner);
    next = Date.now() + between(run.saveEvery);
  }
  if (learner.submitAt !== undefined && !learner.broken) await submit(run, learner);
}

/** Polls until no open attempt is left (or `timeoutAt`); answers when the first and the last were closed. */
async function waitForCloses(store, open, timeoutAt) {
  let firstAt;
  for (;;) {
    const [{ n }] = await store.rows(
      `select count(*) as n from attempts a join users u on u.id = a.user_id
       where u.email like $1 and a.status = 'open'`,
      [`${EMAIL_PREFIX}%`],
    );
    const now = Date.now();
    if (Number(n) < open && firstAt === undefined) firstAt = now;
    if (Number(n) === 0) return { firstAt: firstAt ?? now, lastAt: now, left: 0 };
    if (now > timeoutAt) return { firstAt, lastAt: undefined, left: Number(n) };
    await sleep(250);
  }
}

/**
 * Reads back what the database holds: every attempt submitted exactly once, by the learner or by the
 * server as the learner's half says; each paper's answers and highlights are what the learner sent or
 * last had acknowledged; each learner has the daily tokens less one complete test.
 */
async function verify(run, store, started) {
  const pattern = `${EMAIL_PREFIX}%`;
  const attempts = await store.rows(
    `select a.test_taker_id, a.status, a.closed_by_server from attempts a join users u on u.id = a.user_id
     where u.email like $1`,
    [pattern],
  );
  const papers = await store.rows(
    `select s.test_taker_id, p.position, p.user_answers, p.highlights from submission_passages p
     join submissions s on s.id = p.submission_id join users u on u.id = s.user_id where u.email like $1`,
    [pattern],
  );
  const submissions = await store.rows(
    `select s.test_taker_id, count(*) as n from submissions s join users u on u.id = s.user_id
     where u.email like $1 group by s.test_taker_id`,
    [pattern],
  );
  const balances = await store.rows(
    `select u.email, b.available from users u
     left join token_balances b on b.user_id = u.id and b.entity_type = 'actual_reading_test' where u.email like $1`,
    [pattern],
  );
  const byId = new Map(started.map((l) => [l.attempt.testTakerID, l]));
  const stored = new Map(submissions.map((r) => [r.test_taker_id, Number(r.n)]));
  const counts = { closedByServer: 0, submittedByLearner: 0, papersChecked: 0 };
  for (const row of attempts) {
    const learner = byId.get(row.test_taker_id);
    if (!learner) {
      run.violation(`attempt ${row.test_taker_id} is in the database but no start made it`);
      continue;
    }
    const byServer = Number(row.closed_by_server) === 1;
    if (byServer) counts.closedByServer += 1;
    else counts.submittedByLearner += 1;
    if (row.status !== "submitted") run.violation(`${learner.email}: the attempt is ${row.status}, not submitted`);
    if (byServer === learner.submits) {
      run.violation(
        `${learner.email}: closed_by_server is ${row.closed_by_server} for a learner who ${learner.submits ? "submitted" : "never submitted"}`,
      );
    }
  }
  for (const learner of started) {
    const n = stored.get(learner.attempt.testTakerID) ?? 0;
    if (n !== 1) run.violation(`${learner.email}: ${n} submissions of ${learner.attempt.testTakerID}, not one`);
  }
  if (attempts.length !== started.length) {
    run.violation(`${attempts.length} attempts in the database for ${started.length} starts`);
  }
  for (const row of papers) {
    const learner = byId.get(row.test_taker_id);
    // A learner stopped by a refused save or submit is a violation already; what it left is unknown.
    if (!learner || learner.broken) continue;
    const expected = learner.submits ? learner.sent : learner.acked;
    const position = Number(row.position);
    const canonical = (answers) => JSON.stringify(Object.entries(answers).sort((a, b) => Number(a[0]) - Number(b[0])));
    if (canonical(JSON.parse(row.user_answers)) !== canonical(expected.answers[position])) {
      run.counts.answersLost += 1;
      run.violation(
        `${learner.email} part ${position + 1}: stored ${row.user_answers}, expected ${JSON.stringify(expected.answers[position])}`,
      );
    }
    const highlightIds = JSON.parse(row.highlights).map((h) => h.id);
    if (JSON.stringify(highlightIds) !== JSON.stringify(expected.highlights[position])) {
      run.violation(
        `${learner.email} part ${position + 1}: stored highlights ${highlightIds}, expected ${expected.highlights[position]}`,
      );
    }
    counts.papersChecked += 1;
  }
  for (const row of balances) {
    const available = row.available === null ? DAILY_TOKENS : Number(row.available);
    if (available !== DAILY_TOKENS - PACK_COST) {
      run.violation(`${row.email} has ${available} tokens, not ${DAILY_TOKENS - PACK_COST}`);
    }
  }
  return counts;
}

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
