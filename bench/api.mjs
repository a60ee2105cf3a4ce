// API throughput against DESIGN §7, as ratios to /api/health measured in the same run with the same
// autocannon settings (-c 50, 10 s, no pipelining).
import autocannon from "autocannon";
import { buildParts } from "../scripts/build-lib.mjs";
import { ADMIN, cli, signIn, startServer } from "./server-process.mjs";

const PORT = 18_556;
const SETTINGS = { connections: 50, duration: Number(process.env.BENCH_SECONDS ?? 10), pipelining: 1 };

function run(base, request) {
  return new Promise((resolve, reject) => {
    autocannon({ url: base, ...SETTINGS, requests: [request] }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const summary = (r) => ({ rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors });

/** Measures health, a practice fetch that spends no token, and full-test submits of 40 answers. */
export async function apiBench() {
  await buildParts();
  const server = await startServer(PORT);
  try {
    // A learner with an active Reading Test privilege (3) starts tests without spending tokens.
    cli(server.dataDir, ["add-user", "--email", "bench@example.com", "--password", "bench-password"]);
    cli(server.dataDir, ["grant", "--email", "bench@example.com", "--privilege", "3", "--days", "30"]);
    const token = await signIn(server.base, "bench@example.com", "bench-password");
    const adminToken = await signIn(server.base, ADMIN.email, ADMIN.password);
    const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };

    // A complete test: three passages with their keys, so the submit carries 40 answers.
    const parts = [];
    for (const id of ["bandcraft-test-1-part-1", "bandcraft-test-1-part-2", "bandcraft-test-1-part-3"]) {
      const res = await fetch(`${server.base}/api/admin/reading/single`, {
        method: "POST",
        headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
        body: JSON.stringify({ practiceID: id }),
      });
      parts.push((await res.json()).readingPractice);
    }
    const answersOf = (practice) => {
      const out = {};
      for (const [key, value] of Object.entries(practice.answers)) {
        const n = Number(key.split("_")[1]);
        const values = Array.isArray(value) ? value : [value];
        values.forEach((v, i) => {
          out[String(n + i)] = v.split("|")[0];
        });
      }
      return out;
    };
    const answerCount = parts.reduce((sum, p) => sum + Object.keys(answersOf(p)).length, 0);
    let counter = 0;
    const submitBody = () =>
      JSON.stringify({
        testTakerID: `MT-BENCH${process.pid}X${(counter++).toString(36).toUpperCase()}`,
        elapsedTime: 3000,
        startTimeStamp: Date.now() - 3_000_000,
        submissionTimestamp: Date.now(),
        readingPractices: parts.map((p) => ({
          readingPracticeID: p.readingPracticeID,
          answers: answersOf(p),
          highlights: { items: [] },
          highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
        })),
      });

    const health = summary(await run(server.base, { method: "GET", path: "/api/health" }));
    const fetchPractice = summary(
      await run(server.base, {
        method: "POST",
        path: "/api/reading/single",
        headers: auth,
        body: JSON.stringify({ practiceID: "bandcraft-test-1-part-2" }),
      }),
    );
    const submit = summary(
      await run(server.base, {
        method: "POST",
        path: "/api/reading/submit",
        headers: auth,
        setupRequest: (request) => ({ ...request, body: submitBody() }),
      }),
    );
    // Records: a learner with 500 submissions asks for the first page of 20.
    cli(server.dataDir, ["add-user", "--email", "records@example.com", "--password", "records-password"]);
    const recordsToken = await signIn(server.base, "records@example.com", "records-password");
    const recordsAuth = { authorization: `Bearer ${recordsToken}`, "content-type": "application/json" };
    for (let i = 0; i < 500; i++) {
      await fetch(`${server.base}/api/reading/submit`, { method: "POST", headers: recordsAuth, body: submitBody() });
    }
    const records = summary(
      await run(server.base, {
        method: "POST",
        path: "/api/reading/record",
        headers: recordsAuth,
        body: JSON.stringify({ paginationRequest: { page: 1, pageSize: 20 } }),
      }),
    );
    return { health, fetchPractice, submit, records, answerCount };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await apiBench(), null, 2));
}
