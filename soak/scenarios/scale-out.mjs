// Scale-out: two server processes on one fresh PostgreSQL database, requests
// alternating between them. Sessions, token spending, sign-in throttling, idempotent submit and
// uploaded images must behave exactly as on one process, because every piece of state is in the
// database. Ends with a short load spread over both processes, checked like the one-process load.
import zlib from "node:zlib";
import { call, Stats } from "../lib/client.mjs";
import { databaseReader } from "../lib/db.mjs";
import { alteredCopy, createLearners, LEARNER_PASSWORD, signIn, submissionFor } from "../lib/learners.mjs";
import { checkResponses, createLoad, reconcile, runLoad, verify } from "../lib/load.mjs";
import { freshDatabase } from "../lib/postgres.mjs";
import { ADMIN, freePort, startServer } from "../lib/server.mjs";

const MIXED_LOAD_SECONDS = 15;
const MIXED_LOAD_LEARNERS = 30;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A small PNG of one random colour: new bytes (a new SHA-256) on every run. */
function randomPng(width = 48, height = 32) {
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rgb = [0, 1, 2].map(() => Math.floor(Math.random() * 256));
  const row = Buffer.from([0, ...Array.from({ length: width }, () => rgb).flat()]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export async function scaleOutScenario({ logDir }) {
  const name = "scale-out";
  const database = await freshDatabase("scale");
  const violations = [];
  const fail = (message) => violations.push(message);
  const stats = new Stats();
  const servers = [];
  const figures = {};
  try {
    // A first: it migrates and imports the bank; B then finds the database ready (as in operations.md).
    // As behind a load balancer on this host: the client address comes from X-Forwarded-For.
    const env = { TRUST_PROXY: "127.0.0.1" };
    const a = await startServer({ name: "scale-a", port: await freePort(), databaseUrl: database.url, logDir, env });
    servers.push(a);
    const b = await startServer({ name: "scale-b", port: await freePort(), databaseUrl: database.url, logDir, env });
    servers.push(b);
    const A = a.base;
    const B = b.base;
    figures.processes = `A pid ${a.pid} :${new URL(A).port}, B pid ${b.pid} :${new URL(B).port}`;
    const [sessions, spender, packer, guessed, submitter] = await createLearners(stats, [A, B], {
      count: 5,
      tag: "scale",
      privilegedShare: 0,
    });
    const adminToken = await signIn(stats, A, ADMIN.email, ADMIN.password);
    const post = (base, path, token, json) => call(stats, base, "POST", path, { token, json });

    // 1. A session made on A works on B; a logout on A is seen on B (and the reverse).
    {
      const onA = await signIn(stats, A, sessions.email, LEARNER_PASSWORD);
      const onB = await signIn(stats, B, sessions.email, LEARNER_PASSWORD);
      const used = [
        (await post(B, "/api/user_info", onA, {})).status,
        (await post(A, "/api/user_info", onB, {})).status,
      ];
      if (used.some((s) => s !== 200)) fail(`sessions across processes: user_info answered ${used.join(", ")}`);
      const out = (await post(A, "/api/logout", onA, {})).status;
      const after = [
        (await post(B, "/api/user_info", onA, {})).status,
        (await post(A, "/api/user_info", onA, {})).status,
      ];
      if (out !== 200 || after.some((s) => s !== 401)) {
        fail(`logout on A: ${out}, then the token on B answered ${after[0]} and on A ${after[1]} (want 401)`);
      }
      const outB = (await post(B, "/api/logout", onB, {})).status;
      const afterB = (await post(A, "/api/user_info", onB, {})).status;
      if (outB !== 200 || afterB !== 401) fail(`logout on B: ${outB}, then the token on A answered ${afterB}`);
      figures.sessions = `made on A → B ${used[0]}; made on B → A ${used[1]}; after logout on A → B ${after[0]}, A ${after[1]}; after logout on B → A ${afterB}`;
    }

    // 2. Tokens never overdraw across processes: 20 single starts at once (6 tokens), 10 complete tests at once.
    {
      const singles = await Promise.all(
        Array.from({ length: 20 }, (_, i) => post(i % 2 ? B : A, "/api/reading/single_random", spender.token, null)),
      );
      const ok = singles.filter((r) => r.status === 200).length;
      const refused = singles.filter((r) => r.status === 403).length;
      const left = (await post(B, "/api/user_info", spender.token, {})).body?.data?.tokenInfo?.[0]?.availableTokens;
      if (ok !== 6 || refused !== 14 || left !== 0) {
        fail(
          `20 parallel single starts over A and B: ${ok} started, ${refused} refused, ${left} tokens left (want 6, 14, 0)`,
        );
      }
      const packs = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(i % 2 ? A : B, "/api/reading/pack_random", packer.token, { pageType: "ActualTest" }),
        ),
      );
      const packsOk = packs.filter((r) => r.status === 200).length;
      const packLeft = (await post(A, "/api/user_info", packer.token, {})).body?.data?.tokenInfo?.[0]?.availableTokens;
      if (packsOk !== 2 || packLeft !== 0 || packs.some((r) => r.status !== 200 && r.status !== 403)) {
        fail(`10 parallel complete-test starts over A and B: ${packsOk} started, ${packLeft} tokens left (want 2, 0)`);
      }
      figures.tokens = `20 single starts at once: ${ok} started, ${refused} refused, ${left} left; 10 complete tests at once: ${packsOk} started, ${packLeft} left`;
    }

    // 3. Sign-in slowing counts failures on both: five wrong passwords alternating, then 429 on either.
    {
      const tries = [];
      for (let i = 0; i < 7; i++) {
        const res = await call(stats, i % 2 ? B : A, "POST", "/api/login", {
          json: { email: guessed.email, password: `wrong-password-${i}` },
        });
        tries.push(res);
      }
      const statuses = tries.map((r) => r.status);
      if (statuses.slice(0, 5).some((s) => s !== 401) || statuses[5] !== 429 || statuses[6] !== 429) {
        fail(`wrong passwords alternating A/B answered ${statuses.join(", ")} (want 401 ×5, then 429 on B and on A)`);
      }
      if (!tries[5].headers["retry-after"]) fail("the 429 carries no Retry-After");
      const right = await call(stats, A, "POST", "/api/login", {
        json: { email: guessed.email, password: LEARNER_PASSWORD },
      });
      if (right.status !== 429) fail(`the right password during the lock answered ${right.status}, not 429`);
      figures.throttling = `${statuses.join(" ")} (A,B,A,…); the right password then: ${right.status}`;

      // The per-address slowing (50 free failures, domain sign-in-throttle.ts) is shared too: one client
      // guessing many e-mails over A and B waits on both, while another client behind the same balancer
      // signs in.
      const ADDRESS_FREE_FAILURES = 50;
      const from = (address) => ({ "x-forwarded-for": address });
      const guesses = [];
      for (let i = 0; i < ADDRESS_FREE_FAILURES; i++) {
        const res = await call(stats, i % 2 ? B : A, "POST", "/api/login", {
          json: { email: `nobody-${i}@example.com`, password: "wrong-password" },
          headers: from("203.0.113.9"),
        });
        guesses.push(res.status);
      }
      const stopped = [A, B].map(async (base) => {
        const res = await call(stats, base, "POST", "/api/login", {
          json: { email: sessions.email, password: LEARNER_PASSWORD },
          headers: from("203.0.113.9"),
        });
        return res.status;
      });
      const other = await call(stats, B, "POST", "/api/login", {
        json: { email: sessions.email, password: LEARNER_PASSWORD },
        headers: from("198.51.100.4"),
      });
      const stoppedStatuses = await Promise.all(stopped);
      if (guesses.some((s) => s !== 401) || stoppedStatuses.some((s) => s !== 429) || other.status !== 200) {
        fail(
          `one client's ${ADDRESS_FREE_FAILURES} wrong guesses over A and B: ${[...new Set(guesses)].join("/")}, then it got ${stoppedStatuses.join("/")} (want 429 on both) and another client ${other.status} (want 200)`,
        );
      }
      figures.addressLimit = `${ADDRESS_FREE_FAILURES} failures from one client over A and B, then that client: A ${stoppedStatuses[0]}, B ${stoppedStatuses[1]}; another client: ${other.status}`;
    }

    // 4. One submission sent to A and B at the same moment is stored once; with other answers, one 409.
    // Each pair submits an attempt of its own (a server-made testTakerID), started on A and B in turn: both
    // processes take the submit of an attempt the other one made.
    {
      await post(A, "/api/admin/grant_privilege", adminToken, {
        email: submitter.email,
        updatePrivileges: { 3: String(Date.now() + 86_400_000) },
        delPrivileges: [],
      });
      const startedPaper = async (i) => {
        const start = await post(i % 2 ? A : B, "/api/reading/pack_random", submitter.token, {
          pageType: "ActualTest",
        });
        if (start.status !== 200 || !start.body?.attempt?.testTakerID) {
          throw new Error(`pack_random for the submitter answered ${start.status}: ${JSON.stringify(start.body)}`);
        }
        return submissionFor(start.body.readingPractice, start.body.attempt);
      };
      let same = 0;
      let conflicts = 0;
      const expected = new Set();
      for (let i = 0; i < 10; i++) {
        const body = await startedPaper(i);
        expected.add(body.testTakerID);
        const [ra, rb] = await Promise.all([
          post(A, "/api/reading/submit", submitter.token, body),
          post(B, "/api/reading/submit", submitter.token, body),
        ]);
        const ids = [ra, rb].map((r) => r.body?.submissionRecord?.submissionID);
        if (ra.status === 200 && rb.status === 200 && ids[0] === ids[1]) same += 1;
        else fail(`the same submission to A and B at once: ${ra.status}/${rb.status}, ids ${ids.join(" vs ")}`);
      }
      for (let i = 0; i < 5; i++) {
        const body = await startedPaper(i);
        expected.add(body.testTakerID);
        const answers = await Promise.all([
          post(A, "/api/reading/submit", submitter.token, body),
          post(B, "/api/reading/submit", submitter.token, alteredCopy(body)),
        ]);
        const statuses = answers.map((r) => r.status).sort();
        if (statuses[0] === 200 && statuses[1] === 409) conflicts += 1;
        else
          fail(
            `one test-taker id with two answer sets to A and B at once answered ${statuses.join("/")} (want 200/409)`,
          );
      }
      const records = await post(B, "/api/reading/record", submitter.token, {
        paginationRequest: { page: 1, pageSize: 100 },
      });
      const listed = records.body?.data?.practiceRecord?.map((r) => r.testTakerID) ?? [];
      const stored = (await databaseReader({ url: database.url }).submissions()).filter(
        (r) => r.email === submitter.email,
      );
      const once =
        listed.length === expected.size &&
        new Set(listed).size === listed.length &&
        listed.every((id) => expected.has(id));
      if (!once || stored.length !== expected.size) {
        fail(`after 15 doubled submissions: ${listed.length} records, ${stored.length} stored (want 15 each, once)`);
      }
      figures.idempotency = `10 sent to A and B at once → ${same} × one id; 5 with other answers → ${conflicts} × 200+409; ${stored.length} stored`;
    }

    // 5. An image uploaded through A is served by B.
    {
      const png = randomPng();
      const form = new FormData();
      form.append(
        "writingData",
        JSON.stringify({
          writingPractices: {
            part: 1,
            title: "Soak: ferry passengers",
            content: "The chart below shows ferry passengers on three routes between 2010 and 2020.",
            requirement: "Write at least 150 words.",
            theme: ["bar_chart"],
          },
        }),
      );
      form.append("pic", new Blob([png], { type: "image/png" }), "chart.png");
      const added = await call(stats, A, "POST", "/api/admin/writing/add", { token: adminToken, raw: form });
      const id = added.body?.writingPracticeID;
      if (added.status !== 200 || !id)
        throw new Error(`writing/add on A answered ${added.status}: ${JSON.stringify(added.body)}`);
      const list = await post(B, "/api/writing/list", submitter.token, {
        part: 1,
        paginationRequest: { page: 1, pageSize: 50 },
      });
      const item = list.body?.data?.find((x) => x.writingPracticeID === id);
      if (!item?.pic) fail(`B does not list the task added on A (${id})`);
      else {
        const res = await fetch(B + item.pic);
        const bytes = Buffer.from(await res.arrayBuffer());
        const cache = res.headers.get("cache-control") ?? "";
        if (
          res.status !== 200 ||
          !bytes.equals(png) ||
          res.headers.get("content-type") !== "image/png" ||
          !cache.includes("immutable")
        ) {
          fail(
            `the image uploaded on A, from B: ${res.status} ${res.headers.get("content-type")}, ${bytes.length} bytes (sent ${png.length}), ${cache}`,
          );
        }
        figures.image = `uploaded on A (${png.length} bytes), served by B: ${res.status} ${res.headers.get("content-type")}, same bytes: ${bytes.equals(png)}, ${cache}`;
      }
    }

    // 6. A short load with every learner's requests alternating between A and B.
    {
      const loadStats = new Stats();
      const learners = await createLearners(stats, [A, B], { count: MIXED_LOAD_LEARNERS, tag: "scalemix" });
      const load = createLoad({ stats: loadStats, bases: [A, B], learners, label: "scale-out load" });
      await runLoad(load, MIXED_LOAD_SECONDS);
      loadStats.finish();
      await reconcile(load, { checkShare: 0.2 });
      const reader = databaseReader({ url: database.url });
      const rows = (await reader.submissions()).filter((r) => r.email.startsWith("soak-scalemix-"));
      await verify(load, { submissionRows: rows, balances: await reader.balances() });
      checkResponses(load);
      if (loadStats.lost > 0) load.violation(`${loadStats.lost} requests got no answer`);
      violations.push(...load.violations);
      const s = loadStats.summary();
      figures.mixedLoad = `${MIXED_LOAD_LEARNERS} learners × ${MIXED_LOAD_SECONDS} s over A and B: ${s.requests} requests, ${s.rps} req/s, p50 ${s.p50} ms, p99 ${s.p99} ms; ${load.counts.acknowledged} submissions acknowledged, ${rows.length} stored`;
    }

    for (const e of stats.serverErrors) fail(`${e.status} from ${e.method} ${e.path}: ${e.errMsg}`);
    for (const e of stats.badEnvelopes) fail(`an error without the envelope: ${e.status} ${e.method} ${e.path}`);
    for (const server of servers) {
      const exit = await server.stop();
      if (exit.code !== 0) fail(`${server.name} exited with ${exit.code ?? exit.signal} on SIGTERM`);
    }
    return { name, figures, violations, notes: [] };
  } finally {
    for (const server of servers) await server.kill9();
    await database.drop();
  }
}
