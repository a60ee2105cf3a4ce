// After the exam day: waiting for the server's sweep to close the tests nobody submitted, and reading
// back what the database holds against what each taker sent or had acknowledged.
import { sleep } from "../../soak/lib/client.mjs";
import { DAILY_TOKENS, PACK_COST } from "../../soak/lib/learners.mjs";
import { EMAIL_PREFIX } from "./store.mjs";

/** Polls until no open attempt is left (or `timeoutAt`); answers when the first and the last were closed. */
export async function waitForCloses(store, open, timeoutAt) {
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
export async function verify(run, store, started) {
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
