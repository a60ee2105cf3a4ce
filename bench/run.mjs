// npm run bench [-- --pg]: the API budgets (docs/performance.md) as ratios to /api/health from the same run,
// cold start and idle memory, a teacher's class pages, and the typing latency; prints a table and exits 1 when
// a budget is missed.
import { apiBench } from "./api.mjs";
import { bigAccountBench } from "./big-account.mjs";
import { classResultsBench } from "./class-results.mjs";
import { coldStart } from "./cold-start.mjs";
import { typingLatency } from "./typing-latency.mjs";

const pg = process.argv.includes("--pg");
const { coldStartMs, idleRssMb } = await coldStart();
const api = await apiBench({ pg });
const big = await bigAccountBench({ pg, build: false });
const classes = await classResultsBench({ pg, build: false });
const typing = await typingLatency();
const { health } = api;
const ratio = (r) => r.rps / health.rps;
const pct = (x) => `${(x * 100).toFixed(1)} %`;

/** [scenario, result, budget, pass] — throughput rows show req/s, p50/p99 and the ratio. */
const load = (name, r, minRatio, extra = true) => [
  name,
  `${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${r.cpuMicrosPerRequest.toFixed(0)} µs/req = ${pct(ratio(r))}`,
  minRatio === null ? "-" : `>= ${minRatio * 100} %`,
  (minRatio === null || ratio(r) >= minRatio) && r.non2xx === 0 && r.errors === 0 && extra,
];
const rows = [
  [
    "cold start to first healthy answer (data present)",
    `${coldStartMs.toFixed(0)} ms`,
    "< 1500 ms",
    coldStartMs < 1500,
  ],
  ["idle RSS", `${idleRssMb.toFixed(1)} MB`, "< 150 MB", idleRssMb < 150],
  load(`/api/health (denominator, ${api.database})`, health, null),
  load("test start, no token spent (writes the attempt)", api.freeStart, 0.1),
  ["test start, no token spent, p99 at 50 connections", `${api.freeStart.p99} ms`, "< 50 ms", api.freeStart.p99 < 50],
  load("test start spending a token (atomic, writes the attempt)", api.spendingStart, 0.1),
  [
    "test start spending a token, p99 at 50 connections",
    `${api.spendingStart.p99} ms`,
    "< 50 ms",
    api.spendingStart.p99 < 50,
  ],
  load(`full-test submit (${api.answerCount} answers, one transaction, a fresh attempt each)`, api.submit, 0.05),
  ["full-test submit p99 at 50 connections", `${api.submit.p99} ms`, "< 100 ms", api.submit.p99 < 100],
  load("autosave of a complete test (30 answers, 4 highlights)", api.autosave, 0.1),
  ["autosave p99 at 50 connections", `${api.autosave.p99} ms`, "< 50 ms", api.autosave.p99 < 50],
  load("records page (20 of 500 complete tests)", api.records, null),
  ["records page p99 at 50 connections", `${api.records.p99} ms`, "< 100 ms", api.records.p99 < 100],
  load("essay save (350 words)", api.essaySave, null),
  ...[
    ["records page 1", big.big.records, big.short.records],
    ["records page 2,500", big.big.recordsDeep, big.short.records],
    ["insight", big.big.insight, big.short.insight],
    ["essays list page 1", big.big.essays, big.short.essays],
  ].map(([what, heavy, short]) => [
    `${what} p99 at 50 connections, ${big.papers.toLocaleString("en")} papers and ${big.essays.toLocaleString("en")} essays (260 papers and 20 essays)`,
    `${heavy.p99} ms, ${heavy.rps.toFixed(0)} req/s, ${heavy.cpuMicrosPerRequest} µs/req ` +
      `(${short.p99} ms, ${short.rps.toFixed(0)} req/s, ${short.cpuMicrosPerRequest} µs/req)`,
    "< 100 ms",
    heavy.p99 < 100 && heavy.non2xx + heavy.errors === 0,
  ]),
  ...["typical", "largest"].flatMap((size) => {
    const { learners, assignments } = classes.seeded[size];
    return Object.entries(classes[size]).map(([call, r]) => [
      `teacher's ${call} p99 at 50 connections, class of ${learners} learners and ${assignments} assignments` +
        (r.mode === "wave" ? " (one wave of 50)" : ""),
      `${r.p99} ms, ${r.rps.toFixed(r.rps < 10 ? 1 : 0)} req/s, ${r.cpuMicrosPerRequest} µs/req, alone ${r.loneMedianMs} ms` +
        (r.problems.length ? `; WRONG: ${r.problems.join("; ")}` : ""),
      "< 100 ms",
      r.p99 < 100 && r.non2xx + r.errors === 0 && r.problems.length === 0,
    ]);
  }),
  [
    "/api/health p99 (10 connections) while 50 hammer the big account's insight (a new account's)",
    `${big.underBigInsight.health.p99} ms (${big.underNewInsight.health.p99} ms)`,
    "< 100 ms",
    big.underBigInsight.health.p99 < 100,
  ],
  ["server RSS after the load", `${api.rssMb.toFixed(1)} MB`, "-", true],
  [
    `typing an answer, ${typing.answered}-question test, ${typing.highlights} highlights (longest event)`,
    typing.entries.length ? `${typing.longestMs} ms` : "< 16 ms",
    "< 50 ms",
    typing.longestMs < 50,
  ],
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`Bandcraft bench on ${api.database}, ${new Date().toISOString()}`);
for (const [what, value, budget, pass] of rows) {
  console.log(`${pass ? "PASS" : "FAIL"}  ${what.padEnd(width)}  ${value}  (budget ${budget})`);
}
if (rows.some((r) => !r[3])) process.exitCode = 1;
