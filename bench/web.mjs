// npm run bench:web: JS per route (gzip) from the production build, the typing latency and Lighthouse scores
// of four pages, with verdicts (budgets in docs/performance.md).
import { lighthouseScores } from "./lighthouse.mjs";
import { typingLatency } from "./typing-latency.mjs";
import { webSizes } from "./web-sizes.mjs";

const sizes = await webSizes();
const home = sizes.find((s) => s.route === "home-page");
const heaviest = sizes.reduce((a, b) => (b.kb > a.kb ? b : a));
const typing = await typingLatency();
const lighthouse = await lighthouseScores();
const PERFORMANCE = 95;
const ACCESSIBILITY = 100;
const ms = (value) => `${Math.round(value)} ms`;
const rows = [
  ...sizes.map((s) => [`JS of ${s.route} (all chunks, gzip)`, `${s.kb.toFixed(1)} KB`, "<= 300 KB", s.kb <= 300]),
  ["JS on the home route (gzip)", `${home?.kb.toFixed(1)} KB`, "<= 170 KB", (home?.kb ?? Infinity) <= 170],
  [`heaviest route: ${heaviest.route}`, `${heaviest.kb.toFixed(1)} KB`, "<= 300 KB", heaviest.kb <= 300],
  [
    `typing an answer, ${typing.answered}-question test, ${typing.highlights} highlights (longest event)`,
    typing.entries.length ? `${typing.longestMs} ms` : "< 16 ms",
    "< 50 ms",
    typing.longestMs < 50,
  ],
  ...lighthouse.pages.flatMap((p) => [
    [
      `Lighthouse performance, ${p.name}, ${p.formFactor} (${p.path})`,
      `${p.performance} (runs ${p.performanceRuns.join("/")}; LCP ${ms(p.lcpMs)}, TBT ${ms(p.tbtMs)}, CLS ${p.cls.toFixed(3)})`,
      `>= ${PERFORMANCE}`,
      p.performance >= PERFORMANCE,
    ],
    [
      `Lighthouse accessibility, ${p.name}, ${p.formFactor} (${p.path})`,
      `${p.accessibility}${p.failing.length ? ` (failing: ${p.failing.join(", ")})` : ""}`,
      `>= ${ACCESSIBILITY}`,
      p.accessibility >= ACCESSIBILITY,
    ],
  ]),
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`Bandcraft web bench, ${new Date().toISOString()}`);
console.log(
  `Node ${process.version}, ${lighthouse.chrome}, Lighthouse ${lighthouse.lighthouseVersion} (desktop and mobile configs, ` +
    `${lighthouse.transport}, median of ${lighthouse.runs} runs)`,
);
for (const [what, value, budget, pass] of rows)
  console.log(`${pass ? "PASS" : "FAIL"}  ${what.padEnd(width)}  ${value}  (budget ${budget})`);
if (rows.some((r) => !r[3])) process.exitCode = 1;
