// The scale-out checks (scenarios/scale-out.mjs): each sends its requests to the two processes A and B in
// turn or at once and must see exactly what one process would answer. `ctx` holds the two bases, the
// stats, `post(base, path, token, json)`, `fail(message)` and the figures to fill.
import { call } from "./client.mjs";
import { databaseReader } from "./db.mjs";
import { alteredCopy, LEARNER_PASSWORD, signIn, submissionFor } from "./learners.mjs";
import { randomPng } from "./png.mjs";

/** A session made on A works on B; a logout on A is seen on B (and the reverse). */
export async function checkSessions({ A, B, stats, post, fail, figures }, sessions) {
  const onA = await signIn(stats, A, sessions.email, LEARNER_PASSWORD);
  const onB = await signIn(stats, B, sessions.email, LEARNER_PASSWORD);
  const used = [(await post(B, "/api/user_info", onA, {})).status, (await post(A, "/api/user_info", onB, {})).status];
  if (used.some((s) => s !== 200)) fail(`sessions across processes: user_info answered ${used.join(", ")}`);
  const out = (await post(A, "/api/logout", onA, {})).status;
  const after = [(await post(B, "/api/user_info", onA, {})).status, (await post(A, "/api/user_info", onA, {})).status];
  if (out !== 200 || after.some((s) => s !== 401)) {
    fail(`logout on A: ${out}, then the token on B answered ${after[0]} and on A ${after[1]} (want 401)`);
  }
  const outB = (await post(B, "/api/logout", onB, {})).status;
  const afterB = (await post(A, "/api/user_info", onB, {})).status;
  if (outB !== 200 || afterB !== 401) fail(`logout on B: ${outB}, then the token on A answered ${afterB}`);
  figures.sessions = `made on A → B ${used[0]}; made on B → A ${used[1]}; after logout on A → B ${after[0]}, A ${after[1]}; after logout on B → A ${afterB}`;
}

/** Tokens never overdraw across processes: 20 single starts at once (6 tokens), 10 complete tests at once. */
export async function checkTokens({ A, B, post, fail, figures }, spender, packer) {
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

/**
 * Sign-in slowing counts failures on both: five wrong passwords for one e-mail alternating, then 429 on
 * either; and one client address guessing many e-mails is slowed on both.
 */
export async function checkSignInSlowing({ A, B, stats, fail, figures }, guessed, sessions) {
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

/**
 * One submission sent to A and B at the same moment is stored once; with other answers, one 409. Each pair
 * submits an attempt of its own (a server-made testTakerID), started on A and B in turn: both processes
 * take the submit of an attempt the other one made.
 */
export async function checkSubmitOnce({ A, B, post, fail, figures }, submitter, adminToken, databaseUrl) {
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
      fail(`one test-taker id with two answer sets to A and B at once answered ${statuses.join("/")} (want 200/409)`);
  }
  const records = await post(B, "/api/reading/record", submitter.token, {
    paginationRequest: { page: 1, pageSize: 100 },
  });
  const listed = records.body?.data?.practiceRecord?.map((r) => r.testTakerID) ?? [];
  const stored = (await databaseReader({ url: databaseUrl }).submissions()).filter((r) => r.email === submitter.email);
  const once =
    listed.length === expected.size && new Set(listed).size === listed.length && listed.every((id) => expected.has(id));
  if (!once || stored.length !== expected.size) {
    fail(`after 15 doubled submissions: ${listed.length} records, ${stored.length} stored (want 15 each, once)`);
  }
  figures.idempotency = `10 sent to A and B at once → ${same} × one id; 5 with other answers → ${conflicts} × 200+409; ${stored.length} stored`;
}

/** An image uploaded through A is served by B. */
export async function checkSharedImage({ A, B, stats, post, fail, figures }, submitter, adminToken) {
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
