// One exam-day taker against the server: starts a complete test, works through it, autosaves on its own
// pace and submits (or leaves it for the server to close), keeping what the server acknowledged. `run` is
// the exam day's shared state (bench/exam-day.mjs): the base, the agent, the stats, the deadline and the
// violations found.
import { randomBytes, randomInt } from "node:crypto";
import { call, sleep } from "../../soak/lib/client.mjs";
import { questionNumbers } from "../../soak/lib/learners.mjs";

const ANSWER_WORDS = ["A", "B", "C", "D", "TRUE", "FALSE", "NOT GIVEN", "YES", "NO", "iv", "vii", "water", "1850"];

const pick = (items) => items[randomInt(items.length)];
/** A random instant within [low, high] seconds, in milliseconds. */
export const between = ([low, high]) => (low + Math.random() * (high - low)) * 1000;
const sleepUntil = (at) => sleep(Math.max(0, at - Date.now()));

/**
 * What a learner needs of each passage: its question numbers and paragraph texts (highlights must select
 * real text, or grading drops them). Kept once per passage: 10,000 parsed copies would take gigabytes.
 */
const passages = new Map();
function passageOf(practice) {
  if (!passages.has(practice.readingPracticeID)) {
    passages.set(practice.readingPracticeID, {
      id: practice.readingPracticeID,
      numbers: questionNumbers(practice),
      paragraphs: practice.paragraphInfo.map((p) => p.content),
    });
  }
  return passages.get(practice.readingPracticeID);
}

/** A highlight of a few words of one of the passage's paragraphs, as the test screen records it. */
function highlightIn(learner, part) {
  const paragraphs = learner.parts[part].paragraphs;
  const index = randomInt(paragraphs.length);
  const content = paragraphs[index];
  const start = randomInt(Math.max(1, content.length - 40));
  const end = Math.min(content.length, start + 5 + randomInt(30));
  learner.highlightCount += 1;
  return {
    id: `h-${learner.index}-${learner.highlightCount}`,
    text: content.slice(start, end),
    start,
    end,
    componentId: `passage-${index}`,
    globalOffset: start,
    localStart: start,
    localEnd: end,
    timestamp: Date.now(),
    context: {
      before: content.slice(Math.max(0, start - 5), start),
      after: content.slice(end, end + 5),
      totalLength: content.length,
    },
  };
}

/**
 * The learner works on: answers the next few questions in order, now and then changes an earlier answer,
 * highlights a few words or flags a question, and moves on.
 */
function work(learner, answers) {
  const { state } = learner;
  for (let i = 0; i < answers && learner.cursor < learner.order.length; i++) {
    const { part, number } = learner.order[learner.cursor++];
    state.answers[part][number] = pick(ANSWER_WORDS);
    state.currentPart = part;
    state.currentQuestion = number;
  }
  if (learner.cursor > 0 && Math.random() < 0.1) {
    const { part, number } = learner.order[randomInt(learner.cursor)];
    state.answers[part][number] = pick(ANSWER_WORDS);
  }
  const part = state.currentPart;
  if (Math.random() < 0.25 && state.highlights[part].length < 20)
    state.highlights[part].push(highlightIn(learner, part));
  if (Math.random() < 0.1 && state.currentQuestion !== null && !state.flags[part].includes(state.currentQuestion)) {
    state.flags[part].push(state.currentQuestion);
  }
}

/** What must be stored for a paper: per passage, the non-blank answers trimmed (as graded) and highlight ids. */
const paperOf = (state) => ({
  answers: state.answers.map((a) =>
    Object.fromEntries(
      Object.entries(a)
        .filter(([, v]) => v.trim() !== "")
        .map(([n, v]) => [n, v.trim()]),
    ),
  ),
  highlights: state.highlights.map((items) => items.map((h) => h.id)),
});

export async function start(run, learner) {
  const res = await call(run.stats.start, run.base, "POST", "/api/reading/pack_random", {
    token: learner.token,
    agent: run.agent,
    json: { pageType: "ActualTest" },
  });
  const attempt = res.body?.attempt;
  const practices = res.body?.readingPractice;
  if (res.status !== 200 || attempt?.kind !== "multi" || !Array.isArray(practices) || practices.length !== 3) {
    run.violation(`${learner.email}: the start answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
    return false;
  }
  learner.attempt = attempt;
  learner.revision = attempt.revision;
  learner.parts = practices.map(passageOf);
  learner.order = learner.parts.flatMap((p, part) => p.numbers.map((number) => ({ part, number })));
  learner.cursor = 0;
  learner.highlightCount = 0;
  learner.state = {
    answers: [{}, {}, {}],
    highlights: [[], [], []],
    flags: [[], [], []],
    currentPart: 0,
    currentQuestion: learner.order[0]?.number ?? null,
  };
  // The last state the server acknowledged (nothing yet): what its close must submit.
  learner.acked = paperOf(learner.state);
  return true;
}

/** One autosave of the learner's whole state, on the revision the last save returned. */
async function save(run, learner) {
  const res = await call(run.stats.save, run.base, "POST", "/api/reading/attempt/save", {
    token: learner.token,
    agent: run.agent,
    json: {
      testTakerID: learner.attempt.testTakerID,
      revision: learner.revision,
      state: learner.state,
      saveKey: randomBytes(12).toString("base64url"),
    },
  });
  if (res.status !== 200 || typeof res.body?.revision !== "number") {
    run.counts.savesRefused += 1;
    run.violation(`${learner.email}: a save answered ${res.status}: ${res.body?.errMsg ?? res.error ?? ""}`);
    // Whether it landed is unknown: stop this learner rather than guess what the server holds.
    learner.broken = true;
    return;
  }
  learner.revision = res.body.revision;
  learner.acked = paperOf(learner.state);
}

/** The learner's own submit of everything on screen (a little more than the last save). */
async function submit(run, learner) {
  work(learner, 2);
  const now = Date.now();
  const res = await call(run.stats.submit, run.base, "POST", "/api/reading/submit", {
    token: learner.token,
    agent: run.agent,
    json: {
      testTakerID: learner.attempt.testTakerID,
      elapsedTime: Math.floor((now - learner.attempt.startedAt) / 1000),
      startTimeStamp: learner.attempt.startedAt,
      submissionTimestamp: now,
      readingPractices: learner.parts.map((p, i) => {
        const items = learner.state.highlights[i];
        return {
          readingPracticeID: p.id,
          answers: learner.state.answers[i],
          highlights: { items },
          highlightStats: { highlightCount: items.length, noteCount: 0, totalCount: items.length },
        };
      }),
    },
  });
  if (res.status !== 200 || res.body?.closedByServer !== false) {
    run.violation(`${learner.email}: the submit answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
    learner.broken = true;
    return;
  }
  learner.sent = paperOf(learner.state);
}

/**
 * A learner from the start to the end: works and saves every `saveEvery` seconds (jittered: each learner
 * keeps their own pace) until the deadline, or until their own submit a little before it. The deadline is
 * set once every start is made; until then the learner works on.
 */
export async function takeTest(run, learner) {
  let next = Date.now() + between(run.saveEvery);
  for (;;) {
    const end = run.deadline === undefined ? Number.POSITIVE_INFINITY : (learner.submitAt ?? run.deadline);
    await sleepUntil(Math.min(next, end));
    if (Date.now() >= end || learner.broken) break;
    work(learner, 2 + randomInt(4));
    await save(run, learner);
    next = Date.now() + between(run.saveEvery);
  }
  if (learner.submitAt !== undefined && !learner.broken) await submit(run, learner);
}
