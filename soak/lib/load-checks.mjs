// What must hold after a load (load.mjs): the learners' ledgers against the records (API), the database,
// the token balances and the sessions, and the answers the load collected on the way.
import { call, mapLimit } from "./client.mjs";
import { DAILY_TOKENS, PACK_COST } from "./learners.mjs";
import { refillDay } from "./load.mjs";

/**
 * What must hold after the load:
 * - the records (API) of each learner list each acknowledged submission exactly once and nothing else;
 * - the database holds exactly the acknowledged submission ids, each for its learner and testTakerID;
 * - tokens: privileged learners still have 6; the others 6 − 3 × starts (never below 0), and a 403
 *   came only when fewer than 3 remained; nobody had more than 2 starts on 6 tokens;
 * - every learner's session still works.
 * `submissionRows` are [{id, test_taker_id, email}] from the database; `balances` {email → available}.
 */
export async function verify(load, { submissionRows, balances }) {
  const stats = load.stats;
  const byId = new Map();
  for (const row of submissionRows) {
    if (byId.has(row.id)) load.violation(`submission ${row.id} is stored twice`);
    byId.set(row.id, row);
  }
  const acknowledgedIds = new Set();
  for (const learner of load.learners) {
    for (const attempt of learner.attempts) {
      const id = attempt.submissionID;
      if (!id) continue;
      acknowledgedIds.add(id);
      const row = byId.get(id);
      if (!row) load.violation(`acknowledged submission ${id} (${attempt.body.testTakerID}) is not in the database`);
      else if (row.email !== learner.email || row.test_taker_id !== attempt.body.testTakerID) {
        load.violation(`submission ${id} is stored for ${row.email}/${row.test_taker_id}`);
      }
    }
  }
  for (const row of submissionRows) {
    if (!acknowledgedIds.has(row.id)) {
      load.violation(`submission ${row.id} (${row.email}, ${row.test_taker_id}) is stored but was never acknowledged`);
    }
  }

  // The records, through the API, page by page (100 a page).
  await mapLimit(load.learners, 8, async (learner) => {
    const expected = new Set(learner.attempts.filter((a) => a.submissionID).map((a) => a.body.testTakerID));
    const seen = new Map();
    let total = 0;
    for (let page = 1; ; page++) {
      const res = await call(stats, load.bases[0], "POST", "/api/reading/record", {
        token: learner.token,
        agent: learner.agent,
        json: { paginationRequest: { page, pageSize: 100 } },
      });
      if (res.status !== 200) {
        load.violation(`records of ${learner.email} answered ${res.status}: ${res.body?.errMsg ?? ""}`);
        return;
      }
      total = res.body.data.totalCnt;
      for (const r of res.body.data.practiceRecord) seen.set(r.testTakerID, (seen.get(r.testTakerID) ?? 0) + 1);
      if (res.body.data.practiceRecord.length < 100) break;
    }
    if (total !== expected.size) {
      load.violation(`${learner.email}: records total ${total}, acknowledged ${expected.size}`);
    }
    for (const [id, n] of seen) {
      if (n !== 1) load.violation(`${learner.email}: ${id} appears ${n} times in the records`);
      if (!expected.has(id)) load.violation(`${learner.email}: ${id} is in the records but was never acknowledged`);
    }
    for (const id of expected) {
      if (!seen.has(id)) load.violation(`${learner.email}: acknowledged ${id} is missing from the records`);
    }
  });

  // Tokens and sessions.
  const crossedMidnight = refillDay() !== load.dayAtStart;
  await mapLimit(load.learners, 8, async (learner) => {
    const res = await call(stats, load.bases[0], "POST", "/api/user_info", {
      token: learner.token,
      agent: learner.agent,
      json: {},
    });
    if (res.status !== 200) {
      load.violation(`${learner.email}: user_info answered ${res.status} after the load (session lost?)`);
      return;
    }
    const available = res.body.data.tokenInfo.find((t) => t.entityType === "actual_reading_test")?.availableTokens;
    if (available < 0 || (balances[learner.email] ?? DAILY_TOKENS) < 0) {
      load.violation(`${learner.email} has ${available} tokens`);
    }
    if (crossedMidnight) return;
    if (learner.privileged) {
      if (available !== DAILY_TOKENS) load.violation(`${learner.email} (privilege 3) has ${available} tokens, not 6`);
      if (learner.refusals.length > 0) load.violation(`${learner.email} (privilege 3) was refused a start`);
      return;
    }
    const most = DAILY_TOKENS - PACK_COST * learner.startsAcked;
    const least = DAILY_TOKENS - PACK_COST * (learner.startsAcked + learner.startsAmbiguous);
    if (learner.startsAcked > DAILY_TOKENS / PACK_COST) {
      load.violation(`${learner.email} started ${learner.startsAcked} complete tests on ${DAILY_TOKENS} tokens`);
    }
    if (available > most || available < Math.max(0, least)) {
      load.violation(
        `${learner.email}: ${available} tokens after ${learner.startsAcked} starts (+${learner.startsAmbiguous} unanswered)`,
      );
    }
    if (learner.email in balances && balances[learner.email] !== available) {
      load.violation(
        `${learner.email}: the database holds ${balances[learner.email]} tokens, user_info says ${available}`,
      );
    }
    for (const r of learner.refusals) {
      if (DAILY_TOKENS - PACK_COST * (r.acked + r.ambiguous) >= PACK_COST) {
        load.violation(`${learner.email} was refused a start after only ${r.acked} starts`);
      }
    }
  });
  return { crossedMidnight, stored: submissionRows.length, acknowledged: acknowledgedIds.size };
}

/** No 5xx and only enveloped errors, except what `allow(error)` accepts (the 503s of an outage). */
export function checkResponses(load, allow = () => false) {
  const unexpected = load.stats.serverErrors.filter((e) => !allow(e));
  for (const e of unexpected.slice(0, 20)) {
    load.violation(`${e.status} from ${e.method} ${e.path}: ${e.errMsg}`);
  }
  if (unexpected.length > 20) load.violation(`… and ${unexpected.length - 20} more 5xx answers`);
  for (const e of load.stats.badEnvelopes.slice(0, 10)) {
    load.violation(`an error without the envelope: ${e.status} from ${e.method} ${e.path}: ${e.body}`);
  }
}
