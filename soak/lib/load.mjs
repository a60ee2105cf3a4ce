// The learners' load. Each learner starts complete tests (3 tokens, all or none, and an attempt made by
// the server) and submits each with its attempt's testTakerID; some submissions are sent twice (one after
// the other, or two at once) and some again with different answers. A learner keeps a ledger of what the
// server acknowledged; after the load, load-checks.mjs checks the ledger against the records (API) and the
// database itself.
import { randomInt } from "node:crypto";
import { call, mapLimit, sleep } from "./client.mjs";
import { alteredCopy, submissionFor } from "./learners.mjs";

/** Chances per acknowledged submission (re-sent as is; re-sent with other answers) and per new one (sent twice at once). */
const RESEND_SAME = 0.1;
const RESEND_ALTERED = 0.03;
const SEND_TWICE_AT_ONCE = 0.05;

/** UTC day (the default REFILL_TZ): a run that crosses midnight cannot check balances exactly. */
export const refillDay = () => new Date().toISOString().slice(0, 10);

/** One scenario's shared state: the learners' ledgers, the violations found, the bases to call. */
export function createLoad({ stats, bases, learners, label }) {
  const load = {
    label,
    stats,
    bases,
    dayAtStart: refillDay(),
    violations: [],
    learners: learners.map((l, index) => ({
      ...l,
      index,
      turn: 0,
      startsAcked: 0,
      /** Starts whose answer was lost or 503: the tokens may or may not have been spent. */
      startsAmbiguous: 0,
      /** For each 403 on a start: the learner's counts at that moment. */
      refusals: [],
      attempts: [],
    })),
    counts: { starts: 0, refused: 0, submits: 0, acknowledged: 0, resentSame: 0, sentTwice: 0, conflicts: 0 },
    violation(message) {
      if (load.violations.length < 200) load.violations.push(message);
    },
    /** Requests alternate over the bases (one base: always it). */
    baseFor(learner) {
      const base = bases[(learner.index + learner.turn) % bases.length];
      learner.turn += 1;
      return base;
    },
  };
  return load;
}

const isLost = (res) => res.status === 0 || res.status === 503;

/** Acknowledges a submit answer for an attempt: the first id is kept, a different later one is a violation. */
function acknowledge(load, attempt, res, how) {
  const id = res.body?.submissionRecord?.submissionID;
  if (typeof id !== "string" || id === "") {
    load.violation(`${how}: a 200 without a submissionID for ${attempt.body.testTakerID}`);
    return;
  }
  if (attempt.submissionID && attempt.submissionID !== id) {
    load.violation(
      `${how}: ${attempt.body.testTakerID} was acknowledged as ${attempt.submissionID} and now as ${id} (duplicate)`,
    );
    return;
  }
  if (!attempt.submissionID) load.counts.acknowledged += 1;
  attempt.submissionID = id;
}

/** Sends a submission until it is answered (or `giveUpAt` passes: then reconcile re-sends it later). */
async function submitUntilAnswered(load, learner, attempt, giveUpAt) {
  const twice = !attempt.submissionID && Math.random() < SEND_TWICE_AT_ONCE;
  for (;;) {
    load.counts.submits += 1;
    const send = () =>
      call(load.stats, load.baseFor(learner), "POST", "/api/reading/submit", {
        token: learner.token,
        agent: learner.agent,
        json: attempt.body,
      });
    const answers = twice && attempt.tries === 0 ? await Promise.all([send(), send()]) : [await send()];
    if (answers.length === 2) load.counts.sentTwice += 1;
    attempt.tries += 1;
    let pending = false;
    for (const res of answers) {
      if (res.status === 200) acknowledge(load, attempt, res, "submit");
      else if (isLost(res)) pending = true;
      else load.violation(`submit of ${attempt.body.testTakerID} answered ${res.status}: ${res.body?.errMsg ?? ""}`);
    }
    if (answers.length === 2 && answers.every((r) => r.status === 200)) {
      const [a, b] = answers.map((r) => r.body?.submissionRecord?.submissionID);
      if (a !== b) load.violation(`the same submission sent twice at once got two ids: ${a} and ${b}`);
    }
    if (!pending || attempt.submissionID) return;
    attempt.uncertain = true;
    if (Date.now() > giveUpAt) return;
    await sleep(100 + randomInt(200));
  }
}

/** A learner until `until`: start a complete test, submit it, sometimes send it again; when out of tokens, read. */
async function learnerLoop(load, learner, until) {
  while (Date.now() < until) {
    const base = load.baseFor(learner);
    const start = await call(load.stats, base, "POST", "/api/reading/pack_random", {
      token: learner.token,
      agent: learner.agent,
      json: { pageType: "ActualTest" },
    });
    if (start.status === 200) {
      learner.startsAcked += 1;
      load.counts.starts += 1;
      const practices = start.body?.readingPractice;
      if (!Array.isArray(practices) || practices.length !== 3) {
        load.violation(`pack_random returned ${Array.isArray(practices) ? practices.length : "no"} passages`);
        continue;
      }
      if (practices.some((p) => "answers" in p)) load.violation("pack_random sent a learner the answer key");
      const given = start.body?.attempt;
      if (typeof given?.testTakerID !== "string" || given.kind !== "multi") {
        load.violation(`pack_random answered without a complete test's attempt: ${JSON.stringify(given)}`);
        continue;
      }
      const attempt = { body: submissionFor(practices, given), submissionID: undefined, tries: 0 };
      learner.attempts.push(attempt);
      await submitUntilAnswered(load, learner, attempt, until + 10_000);
      if (!attempt.submissionID) continue;
      if (Math.random() < RESEND_SAME) {
        load.counts.resentSame += 1;
        await submitUntilAnswered(load, learner, attempt, until + 10_000);
      }
      if (Math.random() < RESEND_ALTERED) {
        const res = await call(load.stats, load.baseFor(learner), "POST", "/api/reading/submit", {
          token: learner.token,
          agent: learner.agent,
          json: alteredCopy(attempt.body),
        });
        if (res.status === 409) load.counts.conflicts += 1;
        else if (!isLost(res)) {
          load.violation(`a repeat of ${attempt.body.testTakerID} with other answers answered ${res.status}, not 409`);
        }
      }
    } else if (start.status === 403) {
      load.counts.refused += 1;
      learner.refusals.push({ acked: learner.startsAcked, ambiguous: learner.startsAmbiguous });
      // Out of tokens: look at the records and the balance, as a learner would, then try again.
      await call(load.stats, load.baseFor(learner), "POST", "/api/reading/record", {
        token: learner.token,
        agent: learner.agent,
        json: { paginationRequest: { page: 1, pageSize: 20 } },
      });
      await call(load.stats, load.baseFor(learner), "POST", "/api/user_info", {
        token: learner.token,
        agent: learner.agent,
        json: {},
      });
    } else if (isLost(start)) {
      learner.startsAmbiguous += 1;
      await sleep(100 + randomInt(200));
    } else {
      load.violation(`pack_random answered ${start.status}: ${start.body?.errMsg ?? ""}`);
      await sleep(100);
    }
  }
}

/** Runs every learner's loop for `seconds`; `during(load)` runs alongside (the crash scenarios' fault). */
export async function runLoad(load, seconds, during) {
  const until = Date.now() + seconds * 1000;
  await Promise.all([...load.learners.map((l) => learnerLoop(load, l, until)), during?.(load, until)]);
}

/**
 * After the load: every submission whose answer was lost is sent again for the same attempt (it was
 * stored, and the same id comes back, or it was not, and it is stored now). Then, for `checkShare`
 * of the acknowledged ones, a repeat must return the same submissionID.
 */
export async function reconcile(load, { checkShare = 0.1 } = {}) {
  const attempts = load.learners.flatMap((l) => l.attempts.map((a) => ({ learner: l, attempt: a })));
  const unanswered = attempts.filter((x) => !x.attempt.submissionID);
  await mapLimit(unanswered, 16, ({ learner, attempt }) =>
    submitUntilAnswered(load, learner, attempt, Date.now() + 30_000),
  );
  for (const { attempt } of unanswered) {
    if (!attempt.submissionID) load.violation(`${attempt.body.testTakerID} could not be submitted after the load`);
  }
  const sample = attempts.filter((x) => x.attempt.submissionID && Math.random() < checkShare);
  await mapLimit(sample, 16, async ({ learner, attempt }) => {
    const res = await call(load.stats, load.baseFor(learner), "POST", "/api/reading/submit", {
      token: learner.token,
      agent: learner.agent,
      json: attempt.body,
    });
    if (res.status !== 200) load.violation(`re-sending ${attempt.body.testTakerID} answered ${res.status}`);
    else acknowledge(load, attempt, res, "re-send after the load");
  });
  return { resent: unanswered.length, rechecked: sample.length };
}
