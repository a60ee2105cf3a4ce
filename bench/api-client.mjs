// Small API helpers the benchmarks share.

/** POSTs JSON to /api<path> with a bearer token and resolves with the parsed answer. */
export const post = (base, path, token, body) =>
  fetch(`${base}/api${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  }).then((res) => res.json());

/** Question number (as text) → the key's first accepted answer, from an admin copy of the practice. */
export function answersOf(practice) {
  const out = {};
  for (const [key, value] of Object.entries(practice.answers ?? {})) {
    const n = Number(key.split("_")[1]);
    const values = Array.isArray(value) ? value : [value];
    values.forEach((v, i) => {
      out[String(n + i)] = String(v).split("|")[0];
    });
  }
  return out;
}

/** Answers with the key: `answerKey(id)` resolves answersOf the admin copy, fetched once per practice. */
export function keyReader(base, adminToken) {
  const keys = new Map();
  return (id) => {
    if (!keys.has(id)) {
      const given = post(base, "/admin/reading/single", adminToken, { practiceID: id });
      keys.set(
        id,
        given.then((r) => answersOf(r.readingPractice)),
      );
    }
    return keys.get(id);
  };
}

/**
 * Starts a test (POST /api<path> with `body`) and returns the submission of it with the key's answers to
 * every passage the start gave: only the attempt a start made can be submitted (its testTakerID is the
 * server's), with its start time and now as the browser sends them.
 */
export async function startPaper(base, token, path, body, answerKey) {
  const started = await post(base, path, token, body);
  const attempt = started.attempt;
  if (!attempt?.testTakerID) throw new Error(`${path} made no attempt: ${JSON.stringify(started).slice(0, 300)}`);
  const readingPractices = await Promise.all(
    [started.readingPractice].flat().map(async (p) => ({
      readingPracticeID: p.readingPracticeID,
      answers: await answerKey(p.readingPracticeID),
      highlights: { items: [] },
      highlightStats: { highlightCount: 0, noteCount: 0, totalCount: 0 },
    })),
  );
  const now = Date.now();
  return {
    testTakerID: attempt.testTakerID,
    elapsedTime: Math.max(0, Math.floor((now - attempt.startedAt) / 1000)),
    startTimeStamp: attempt.startedAt,
    submissionTimestamp: now,
    readingPractices,
  };
}

/** Submits a paper (startPaper) and fails unless it was stored. */
export async function submitPaper(base, token, paper) {
  const res = await fetch(`${base}/api/reading/submit`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(paper),
  });
  if (!res.ok) throw new Error(`submitting ${paper.testTakerID} failed: ${res.status} ${await res.text()}`);
}
