import type { TAttemptState } from "@bandcraft/contract/attempts";
import type { TEndpoint } from "@bandcraft/contract/endpoint";
import { ENDPOINTS } from "@bandcraft/contract/endpoints";
import { TEACHER_PRIVILEGE } from "@bandcraft/contract/privilege-ids";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { expandAnswerKey } from "@bandcraft/domain/answer-key";
import { PERMANENT_EXPIRY_MS } from "@bandcraft/domain/privilege-status";
import { beforeAll, expect } from "vitest";
import type { z } from "zod";
import { grant } from "../../../test/admin-calls";
import { bearer, paperOf, paperPassage, signedInLearner, signIn } from "../../../test/harness";
import { suiteContext } from "../../../test/suite-context";
import type { TDatabase } from "../../db/database";
import type { TDialect } from "../../db/dialects";

// Test support shared by the results tests; not part of the server. The assignments and marking features are
// not used: assignments and marks are rows written here, attempts and essays go through the learner's calls.

export const PRACTICE = "bandcraft-test-1-part-1";
export const TASK = "bandcraft-writing-task1-city-commuter-modes";
export const HOUR = 3_600_000;
export const NO_ASSIGNMENT = "AS-000000000000";
export const NO_CLASS = "CL-000000000000";

type TCall = keyof typeof ENDPOINTS;
type TAnswers = Record<string, string>;

/** Every answer of the practice right (the first accepted form), then `changes` over it ("" drops one). */
export function answersOf(key: TReadingPractice, changes: TAnswers = {}): TAnswers {
  const right = Object.fromEntries(
    [...expandAnswerKey(key.answers)].map(([n, v]) => [String(n), v.split("|")[0] ?? ""]),
  );
  const answers: TAnswers = { ...right, ...changes };
  return Object.fromEntries(Object.entries(answers).filter(([, v]) => v !== ""));
}

let counter = 0;
/** A fresh assignment id (AS- and 12 characters). */
const assignmentId = () => `AS-${String(++counter).padStart(12, "0")}`;

/**
 * One app and database for the enclosing describe block, with an administrator, two teachers ("teacher-a",
 * "teacher-b") and a former one whose privilege has expired, tokens enough for many tests, and the calls the
 * results tests make.
 */
export function resultsSuite(dialect: TDialect) {
  const ctx = suiteContext(dialect, { readingDailyTokens: 100 });
  const tokens = { admin: "", teacherA: "", teacherB: "", expiredTeacher: "" };
  beforeAll(async () => {
    tokens.admin = await signIn(ctx);
    // The last one's Teacher privilege ran out a moment ago.
    for (const [name, key, until] of [
      ["teacher-a", "teacherA", PERMANENT_EXPIRY_MS],
      ["teacher-b", "teacherB", PERMANENT_EXPIRY_MS],
      ["former-teacher", "expiredTeacher", ctx.clock.now - 1],
    ] as const) {
      const token = await signedInLearner(ctx, name);
      await grant(ctx, `${name}@example.com`, TEACHER_PRIVILEGE, until);
      tokens[key] = token;
    }
  });
  const db = () => ctx.deps.db;

  const call = (name: TCall, payload: unknown, token: string) =>
    ctx.app.inject({ method: "POST", url: ROUTES[name].path, payload: payload as object, headers: bearer(token) });
  /** A call that must succeed, its reply checked against the endpoint's schema. */
  async function ok<N extends TCall>(name: N, payload: unknown, token: string) {
    const res = await call(name, payload, token);
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    const endpoint: TEndpoint = ENDPOINTS[name];
    return endpoint.response.parse(res.json()) as z.infer<(typeof ENDPOINTS)[N]["response"]>;
  }

  /** A learner `<name>@example.com`, signed in, with a display name when given. */
  async function learner(name: string, displayName: string | null = null) {
    const token = await signedInLearner(ctx, name);
    const email = `${name}@example.com`;
    await db().updateTable("users").set({ display_name: displayName }).where("email", "=", email).execute();
    return { email, token };
  }

  /** A class of the teacher's with these learners. */
  async function classWith(token: string, name: string, emails: string[]): Promise<string> {
    const { classID } = await ok("classCreate", { name }, token);
    if (emails.length > 0)
      await ok("classAddLearners", { classID, learners: emails.map((email) => ({ email })) }, token);
    return classID;
  }

  /** An assignment row, open an hour ago and due in `dueIn` ms (reading names passages, writing its task). */
  async function assignment(
    classID: string,
    fields: { kind: "test" | "passages" | "writing"; title: string; practiceIds?: string[]; dueIn: number },
  ): Promise<string> {
    const id = assignmentId();
    await db()
      .insertInto("assignments")
      .values({
        id,
        class_id: classID,
        kind: fields.kind,
        title: fields.title,
        practice_ids: fields.kind === "writing" ? null : (fields.practiceIds ?? [PRACTICE]).join("|"),
        writing_item_id: fields.kind === "writing" ? TASK : null,
        opens_at: ctx.clock.now - HOUR,
        due_at: ctx.clock.now + fields.dueIn,
        time_limit_minutes: fields.kind === "writing" ? null : 60,
        created_by: null,
        created_at: ctx.clock.now - HOUR,
        deleted_at: null,
      })
      .execute();
    return id;
  }

  /** Ties an attempt to an assignment, as starting it from the assignment does. */
  const assign = (testTakerId: string, assignmentID: string) =>
    db()
      .updateTable("attempts")
      .set({ assignment_id: assignmentID })
      .where("test_taker_id", "=", testTakerId)
      .execute();

  /** Starts PRACTICE (or a complete test when `pack`) as the learner: the attempt and its passages' ids. */
  async function start(token: string, pack = false): Promise<{ testTakerID: string; ids: string[] }> {
    const res = pack
      ? await ok("readingPackRandom", { pageType: "ActualTest" }, token)
      : await ok("readingSingle", { practiceID: PRACTICE }, token);
    const practices = Array.isArray(res.readingPractice) ? res.readingPractice : [res.readingPractice];
    return { testTakerID: res.attempt.testTakerID, ids: practices.map((p) => p.readingPracticeID) };
  }

  /** Submits the paper once its 754 seconds have passed: answers per passage id, in part order. */
  async function submit(token: string, testTakerID: string, passages: [string, TAnswers][]) {
    ctx.clock.now += 754_000;
    const body = paperOf(
      ctx,
      testTakerID,
      passages.map(([id, answers]) => paperPassage(id, answers)),
    );
    return (await ok("readingSubmit", body, token)).submissionRecord;
  }

  /** Autosaves these answers (one record per part) into the attempt at revision 0. */
  const save = (token: string, testTakerID: string, answers: TAnswers[]) => {
    const state: TAttemptState = {
      answers,
      highlights: answers.map(() => []),
      flags: answers.map(() => []),
      currentPart: 0,
      currentQuestion: 1,
    };
    return ok("attemptSave", { testTakerID, revision: 0, state }, token);
  };

  /** Saves an essay as the learner and, unless `sent` is null, marks it sent to the class (for the assignment) then. */
  async function essay(token: string, sent: { classID: string; assignmentID: string | null; at: number } | null) {
    const body = { writingPracticeID: TASK, part: 1, text: "Commuters mostly drive.", timeSpent: 900 };
    const { essayID } = await ok("essaySave", body, token);
    if (sent) {
      const change = { sent_class_id: sent.classID, sent_at: sent.at, assignment_id: sent.assignmentID };
      await db().updateTable("essays").set(change).where("id", "=", essayID).execute();
    }
    return essayID;
  }

  /** A teacher's marks of an essay, returned to the learner or not. */
  const marks = (essayID: string, overall: number, returned: boolean) => {
    const row: TDatabase["essay_marks"] = {
      essay_id: essayID,
      teacher_id: null,
      ...{ band_task: overall, band_coherence: overall, band_lexical: overall, band_grammar: overall, overall },
      comments: "[]",
      general_comment: "",
      saved_at: ctx.clock.now,
      returned_at: returned ? ctx.clock.now : null,
    };
    return db().insertInto("essay_marks").values(row).execute();
  };

  /** The practice with its key, as the administrator reads it. */
  const keyOf = async (practiceID: string): Promise<TReadingPractice> =>
    (await ok("adminReadingSingle", { practiceID }, tokens.admin)).readingPractice;

  return { ctx, tokens, call, ok, learner, classWith, assignment, assign, start, submit, save, essay, marks, keyOf };
}
