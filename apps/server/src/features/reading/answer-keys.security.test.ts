import type { TQuestionSection } from "@bandcraft/contract/question-types/index";
import { QUESTION_TYPES } from "@bandcraft/contract/question-types/index";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { sectionQuestionNumbers } from "@bandcraft/domain/question-numbers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createTestContext,
  DIALECTS,
  paperPassage,
  signIn,
  startedAttempt,
  submitPaper,
  type TTestContext,
} from "../../../test/harness";
import { createUser, grantPrivilege } from "../accounts/user-admin.service";

/** Keys only a key-bearing payload has (or a key entry's own name: question_N, heading_N, section-N-M). */
const KEY_FIELDS = new Set(["answers", "explanations", "standardAnswers", "correctTable"]);
const KEY_ENTRY = /^(question_\d+|heading_\d+|section-\d+-\d+)$/;
const MARKER = /keymark[a-z0-9]+/gi;

/** Everything in a JSON text that gives part of an answer key away: marker strings and key-only fields. */
function keyLeaks(text: string): string[] {
  const found = [...(text.match(MARKER) ?? [])];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${path}[${i}]`);
    } else if (value !== null && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        if (KEY_FIELDS.has(key) || KEY_ENTRY.test(key)) found.push(`${path}.${key}`);
        walk(v, `${path}.${key}`);
      }
    }
  };
  walk(JSON.parse(text), "$");
  return found;
}

/** Whether a section's answers are free words (no options or word bank to choose a letter from). */
function takesFreeWords(section: TQuestionSection): boolean {
  switch (section.questionType) {
    case "SHORT_ANSWER_QUESTIONS":
      return true;
    case "SENTENCE_COMPLETION":
      return !section.content.options;
    case "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION":
    case "DIAGRAM_LABEL_COMPLETION":
      return !section.content.wordBank;
    default:
      return false;
  }
}

/**
 * The practice with a unique marker in every explanation and, where answers are free words, one more
 * accepted alternative that is a marker: any of them reaching a learner's payload is a leaked key.
 */
function marked(practice: TReadingPractice): TReadingPractice {
  const tag = practice.readingPracticeID.replace(/[^a-z0-9]/gi, "");
  const answers = { ...practice.answers };
  const numbers = sectionQuestionNumbers(practice);
  practice.questionSections.forEach((section, i) => {
    if (!takesFreeWords(section)) return;
    for (const n of numbers[i] ?? []) {
      const value = answers[`question_${n}`];
      if (typeof value === "string") answers[`question_${n}`] = `${value}|keymark${tag}q${n}`;
    }
  });
  // The quote must stand in its paragraph (the bank's validator checks it), so the marker goes in the note.
  const first = practice.paragraphInfo[0];
  const explanations = Object.fromEntries(
    Object.keys(answers).map((key) => {
      const given = practice.explanations?.[key];
      const explanation = given
        ? { ...given, note: `keymark${tag}${key}note` }
        : { paragraph: first?.hint ?? "A", quote: first?.content.slice(0, 12) ?? "", note: `keymark${tag}${key}note` };
      return [key, explanation];
    }),
  );
  return { ...practice, answers, explanations };
}

describe.each(DIALECTS)("answer keys stay out of learners' payloads on %s", (dialect) => {
  let ctx: TTestContext;
  let admin: string;
  let learner: string;
  let other: string;
  let ids: string[];

  const post = (url: string, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });

  /**
   * Closes the learner's open attempts (as the abandon sweep would): the loops below start the whole bank over
   * and over, far past the open attempts one learner may keep.
   */
  const putAside = () =>
    ctx.deps.db
      .updateTable("attempts")
      .set({ status: "abandoned", state: null })
      .where("status", "=", "open")
      .execute();

  /** A learner call that must succeed; its raw body (as sent) is what is scanned. */
  async function body(url: string, payload: unknown, token = learner): Promise<string> {
    const res = await post(url, payload, token);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.body;
  }

  beforeAll(async () => {
    ctx = await createTestContext(dialect);
    admin = await signIn(ctx);
    for (const email of ["keyless@example.com", "neighbour@example.com"]) {
      await createUser(ctx.deps, { email, password: "learner-password", grantedBy: "test" });
      // Privilege 3: the many starts below spend no tokens.
      await grantPrivilege(ctx.deps, {
        email,
        privilegeId: 3,
        expiresAt: ctx.clock.now + 86_400_000,
        grantedBy: "test",
      });
    }
    learner = await signIn(ctx, "keyless@example.com", "learner-password");
    other = await signIn(ctx, "neighbour@example.com", "learner-password");
    const list = await post(
      ROUTES.adminReadingList.path,
      { questionTypes: [], paginationRequest: { page: 1, pageSize: 100 } },
      admin,
    );
    ids = list.json().info.map((t: { readingPracticeID: string }) => t.readingPracticeID);
    // Every practice of the bank carries markers, so whichever one a random start picks is checked.
    for (const id of ids) {
      const practice = (await post(ROUTES.adminReadingSingle.path, { practiceID: id }, admin)).json().readingPractice;
      const saved = await post(ROUTES.adminReadingModify.path, marked(practice), admin);
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(async () => ctx?.close());

  it("marks the whole bank, and the detector finds the key in the administrator's copy", async () => {
    expect(ids.length).toBeGreaterThanOrEqual(12);
    const adminCopy = await body(ROUTES.adminReadingSingle.path, { practiceID: ids[0] }, admin);
    expect(keyLeaks(adminCopy).length).toBeGreaterThan(10);
    // At least one free-word answer carries a marker alternative too.
    const all = await Promise.all(ids.map((id) => body(ROUTES.adminReadingSingle.path, { practiceID: id }, admin)));
    expect(all.some((text) => /\|keymark/.test(text))).toBe(true);
  });

  it("gives no key with any named practice (/reading/single)", async () => {
    for (const id of ids) {
      await putAside();
      expect(keyLeaks(await body(ROUTES.readingSingle.path, { practiceID: id })), id).toEqual([]);
    }
  });

  it.each<[string, unknown]>([
    ["no filter", null],
    ...[1, 2, 3].map((level): [string, unknown] => [`part ${level}`, { level }]),
    ...QUESTION_TYPES.map((questionType): [string, unknown] => [questionType, { questionType }]),
  ])("gives no key with a random practice (/reading/single_random, %s)", async (_label, filter) => {
    for (let i = 0; i < 4; i++) {
      await putAside();
      const res = await post(ROUTES.readingSingleRandom.path, filter, learner);
      // A type the bank lacks is a 404, which carries nothing either.
      expect([200, 404]).toContain(res.statusCode);
      expect(keyLeaks(res.body)).toEqual([]);
    }
  });

  it("gives no key with a complete test (/reading/pack_random)", async () => {
    for (let i = 0; i < 6; i++) {
      await putAside();
      expect(keyLeaks(await body(ROUTES.readingPackRandom.path, { pageType: "ActualTest" }))).toEqual([]);
    }
  });

  it("gives no key in the account, writing and history calls before any submission", async () => {
    for (const [url, payload] of [
      [ROUTES.userInfo.path, {}],
      [ROUTES.writingList.path, { part: 1, paginationRequest: { page: 1, pageSize: 20 } }],
      [ROUTES.writingList.path, { part: 2, paginationRequest: { page: 1, pageSize: 20 } }],
      [ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 20 } }],
      [ROUTES.readingInsight.path, {}],
      [ROUTES.essayList.path, { paginationRequest: { page: 1, pageSize: 20 } }],
    ] as const) {
      expect(keyLeaks(await body(url, payload)), url).toEqual([]);
    }
  });

  it("gives no key when an open attempt is continued, saved or listed (/reading/attempt/*)", async () => {
    const single = await startedAttempt(ctx, learner, ids[0] ?? "");
    const pack = JSON.parse(await body(ROUTES.readingPackRandom.path, { pageType: "ActualTest" })).attempt.testTakerID;
    for (const testTakerID of [single, pack]) {
      // The passages come back from the attempt's snapshots, which hold the key: only the learner's form goes out.
      const opened = await body(ROUTES.attemptOpen.path, { testTakerID });
      expect(keyLeaks(opened), testTakerID).toEqual([]);
      const { attempt, readingPractice } = JSON.parse(opened);
      const parts = readingPractice.length;
      const state = {
        answers: Array.from({ length: parts }, () => ({})),
        highlights: Array.from({ length: parts }, () => []),
        flags: Array.from({ length: parts }, () => []),
        currentPart: 0,
        currentQuestion: 1,
      };
      const saved = await body(ROUTES.attemptSave.path, { testTakerID, revision: attempt.revision, state });
      expect(keyLeaks(saved), testTakerID).toEqual([]);
      // Its result is not out while it is open, and says nothing of the key.
      const early = await post(ROUTES.readingResult.path, { testTakerID }, learner);
      expect(early.statusCode).toBe(409);
      expect(keyLeaks(early.body)).toEqual([]);
    }
    expect(keyLeaks(await body(ROUTES.attemptList.path, {}))).toEqual([]);
  });

  it("shows the key after submission to its author only: their review holds it, a neighbour's calls do not", async () => {
    const id = ids[0] ?? "";
    const testTakerID = await startedAttempt(ctx, learner, id);
    const submitted = await submitPaper(ctx, learner, testTakerID, [paperPassage(id)]);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const own = await body(ROUTES.readingReview.path, { readingPracticeID: id, testTakerID });
    expect(keyLeaks(own).some((leak) => leak.startsWith("keymark"))).toBe(true);
    expect(keyLeaks(await body(ROUTES.readingResult.path, { testTakerID })).length).toBeGreaterThan(0);
    const stolen = await post(ROUTES.readingReview.path, { readingPracticeID: id, testTakerID }, other);
    expect(stolen.statusCode).toBe(404);
    expect(keyLeaks(stolen.body)).toEqual([]);
    for (const url of [ROUTES.readingResult.path, ROUTES.attemptOpen.path]) {
      const theirs = await post(url, { testTakerID }, other);
      expect(theirs.statusCode, url).toBe(404);
      expect(keyLeaks(theirs.body), url).toEqual([]);
    }
    expect(
      keyLeaks(await body(ROUTES.readingRecord.path, { paginationRequest: { page: 1, pageSize: 20 } }, other)),
    ).toEqual([]);
    expect(keyLeaks(await body(ROUTES.readingInsight.path, {}, other))).toEqual([]);
  });
});
