// npm run bench: every measured budget of DESIGN §7 that exists so far, with verdicts.
import { apiBench } from "./api.mjs";
import { coldStart } from "./cold-start.mjs";
import { typingLatency } from "./typing-latency.mjs";

const { coldStartMs, idleRssMb } = await coldStart();
const { health, fetchPractice, submit, records, answerCount } = await apiBench();
const typing = await typingLatency();
const ratio = (r) => r.rps / health.rps;
const pct = (x) => `${(x * 100).toFixed(1)} %`;
const rows = [
  [
    "cold start to first healthy answer (data present)",
    `${coldStartMs.toFixed(0)} ms`,
    "< 1500 ms",
    coldStartMs < 1500,
  ],
  ["idle RSS", `${idleRssMb.toFixed(1)} MB`, "< 150 MB", idleRssMb < 150],
  ["/api/health (denominator)", `${health.rps.toFixed(0)} req/s`, "-", health.non2xx === 0],
  [
    "practice fetch, no token spent",
    `${fetchPractice.rps.toFixed(0)} req/s = ${pct(ratio(fetchPractice))}`,
    ">= 30 %",
    ratio(fetchPractice) >= 0.3 && fetchPractice.non2xx === 0,
  ],
  [
    `full-test submit (${answerCount} answers, synchronous=FULL)`,
    `${submit.rps.toFixed(0)} req/s = ${pct(ratio(submit))}`,
    ">= 5 %",
    ratio(submit) >= 0.05 && submit.non2xx === 0,
  ],
  [
    "records page (20 of 500 records)",
    `${records.rps.toFixed(0)} req/s = ${pct(ratio(records))}`,
    ">= 20 %",
    ratio(records) >= 0.2 && records.non2xx === 0,
  ],
  ["full-test submit p99 at 50 connections", `${submit.p99} ms`, "< 100 ms", submit.p99 < 100],
  [
    `typing an answer, ${typing.answered}-question test, ${typing.highlights} highlights (longest event)`,
    typing.entries.length ? `${typing.longestMs} ms` : "< 16 ms",
    "< 50 ms",
    typing.longestMs < 50,
  ],
];
for (const [what, value, budget, pass] of rows)
  console.log(`${pass ? "PASS" : "FAIL"}  ${what}: ${value} (budget ${budget})`);
if (rows.some((r) => !r[3])) process.exitCode = 1;
