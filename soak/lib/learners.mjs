// Learners for the soak: created and granted through the admin API, signed in, and the submissions
// they send (random answers to every question of the practices a start gave them, naming its attempt).
import { randomInt } from "node:crypto";
import { call, createAgent, mapLimit } from "./client.mjs";
import { ADMIN } from "./server.mjs";

export const DAILY_TOKENS = 6;
export const PACK_COST = 3;
export const LEARNER_PASSWORD = "soak-learner-password";
/** Far ahead, not permanent: an active privilege 3 (Reading Test), so starts spend no token. */
const PRIVILEGE_EXPIRY = Date.now() + 30 * 86_400_000;

/** Signs in on `base`; returns the token or throws with the answer. */
export async function signIn(stats, base, email, password, agent) {
  const res = await call(stats, base, "POST", "/api/login", { json: { email, password }, agent });
  if (res.status !== 200 || !res.body?.token) {
    throw new Error(`sign-in of ${email} on ${base} failed: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body.token;
}

/** Fails with the answer unless the call returned 200. */
export async function expectOk(stats, base, path, options) {
  const res = await call(stats, base, "POST", path, options);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Creates `count` learners through the admin API (every `privilegedEvery`-th one also gets privilege 3),
 * signs each in, and returns [{email, token, privileged}]. `bases` are used in turn.
 */
export async function createLearners(stats, bases, { count, tag, privilegedShare = 0.7 }) {
  const adminToken = await signIn(stats, bases[0], ADMIN.email, ADMIN.password);
  const specs = Array.from({ length: count }, (_, i) => ({
    email: `soak-${tag}-${i}@example.com`,
    // The first 70 % spend no token (privilege 3); the rest live on the daily six.
    privileged: i < Math.round(count * privilegedShare),
    base: bases[i % bases.length],
  }));
  // Password hashing (argon2id) is the cost here: a few at a time keeps the machine responsive.
  return mapLimit(specs, 4, async (spec) => {
    await expectOk(stats, spec.base, "/api/admin/users/create", {
      token: adminToken,
      json: { email: spec.email, password: LEARNER_PASSWORD },
    });
    if (spec.privileged) {
      await expectOk(stats, spec.base, "/api/admin/grant_privilege", {
        token: adminToken,
        json: { email: spec.email, updatePrivileges: { 3: String(PRIVILEGE_EXPIRY) }, delPrivileges: [] },
      });
    }
    // Each learner's own keep-alive connections, as a browser keeps them (at most two at a time).
    const agent = createAgent(2);
    const token = await signIn(stats, spec.base, spec.email, LEARNER_PASSWORD, agent);
    return { email: spec.email, token, privileged: spec.privileged, agent };
  });
}

const BLANK_TYPES = new Set([
  "SENTENCE_COMPLETION",
  "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION",
  "DIAGRAM_LABEL_COMPLETION",
]);
const LEVEL_START = { 1: 1, 2: 14, 3: 27 };

/** The question numbers of a learner's practice (the same rule as the domain's sectionQuestionNumbers). */
export function questionNumbers(practice) {
  let next = practice.startNumber ?? LEVEL_START[practice.level] ?? 1;
  const out = [];
  for (const section of practice.questionSections) {
    if (BLANK_TYPES.has(section.questionType)) out.push(...section.content.blankNumbers);
    else for (let i = 0; i < section.questionNumber; i++) out.push(next + i);
    next += section.questionNumber;
  }
  return out;
}

const WORDS = ["A", "B", "C", "D", "E", "TRUE", "FALSE", "NOT GIVEN", "YES", "NO", "i", "iv", "water", "1850", ""];

/**
 * A submission of the attempt a start made (`attempt` as the start answered it: the server made its
 * testTakerID and keeps its passages, so only it can be submitted) with random answers to its
 * `practices` (each question answered, a few left blank). The times are the server's start and now, as
 * a browser sends them; the server checks them but keeps its own.
 */
export function submissionFor(practices, attempt) {
  const now = Date.now();
  return {
    testTakerID: attempt.testTakerID,
    elapsedTime: Math.max(0, Math.floor((now - attempt.startedAt) / 1000)),
    startTimeStamp: attempt.startedAt,
    submissionTimestamp: now,
    readingPractices: practices.map((p) => {
      const answers = {};
      for (const n of questionNumbers(p)) answers[String(n)] = WORDS[randomInt(WORDS.length)];
      // At least one non-blank answer, so an altered copy differs in what counts.
      const first = questionNumbers(p)[0];
      if (first !== undefined) answers[String(first)] = "A";
      return {
        readingPracticeID: p.readingPracticeID,
        answers,
        highlights: { items: [] },
        highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
      };
    }),
  };
}

/** The same submission with one answer changed: a repeat of it must be refused with 409. */
export function alteredCopy(submission) {
  const copy = structuredClone(submission);
  const first = copy.readingPractices[0];
  const key = Object.keys(first.answers)[0];
  first.answers[key] = "ALTERED ANSWER";
  return copy;
}
