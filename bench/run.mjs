// npm run bench: every measured budget of DESIGN §7 that exists so far, with verdicts.
import { coldStart } from "./cold-start.mjs";

const { coldStartMs, idleRssMb } = await coldStart();
const rows = [
  [
    "cold start to first healthy answer (data present)",
    `${coldStartMs.toFixed(0)} ms`,
    "< 1500 ms",
    coldStartMs < 1500,
  ],
  ["idle RSS", `${idleRssMb.toFixed(1)} MB`, "< 150 MB", idleRssMb < 150],
];
for (const [what, value, budget, pass] of rows)
  console.log(`${pass ? "PASS" : "FAIL"}  ${what}: ${value} (budget ${budget})`);
if (rows.some((r) => !r[3])) process.exitCode = 1;
