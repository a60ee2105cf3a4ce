// npm run bench:web: JS per route (gzip) from the production build and the typing latency, with verdicts.
import { typingLatency } from "./typing-latency.mjs";
import { webSizes } from "./web-sizes.mjs";

const sizes = await webSizes();
const home = sizes.find((s) => s.route === "home-page");
const heaviest = sizes.reduce((a, b) => (b.kb > a.kb ? b : a));
const typing = await typingLatency();
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
];
const width = Math.max(...rows.map((r) => r[0].length));
console.log(`Bandcraft web bench, ${new Date().toISOString()}`);
for (const [what, value, budget, pass] of rows)
  console.log(`${pass ? "PASS" : "FAIL"}  ${what.padEnd(width)}  ${value}  (budget ${budget})`);
if (rows.some((r) => !r[3])) process.exitCode = 1;
