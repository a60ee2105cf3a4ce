import { ZAdminReadingListResponse } from "@bandcraft/contract/admin";
import type { TReadingPractice } from "@bandcraft/contract/reading";
import { ROUTES } from "@bandcraft/contract/routes";
import { beforeAll, expect } from "vitest";
import { bearer, paperPassage, signedInLearner, signIn, submitPaper } from "../../../test/harness";
import { suiteContext } from "../../../test/suite-context";
import type { TDialect } from "../../db/dialects";

// Test support shared by the admin-reading-*.routes.test.ts files; not part of the server.

/** The sample copied (as a new test) for the admin's edits, so the bank other tests read stays as it is. */
export const SOURCE = "bandcraft-test-2-part-1";

/**
 * One app and database for the enclosing describe block, an administrator's and a learner's sessions on
 * it (filled in before the tests), and the calls the admin reading tests make.
 */
export function adminReadingTestSetup(dialect: TDialect) {
  const ctx = suiteContext(dialect);
  const signedIn = { admin: "", learner: "" };
  beforeAll(async () => {
    signedIn.admin = await signIn(ctx);
    signedIn.learner = await signedInLearner(ctx, "lee");
  });

  const post = (url: string, payload: unknown, token = signedIn.admin) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: bearer(token) });
  const list = async (filters: Record<string, unknown> = {}, page = 1, pageSize = 10) => {
    const res = await post(ROUTES.adminReadingList.path, {
      questionTypes: [],
      paginationRequest: { page, pageSize },
      ...filters,
    });
    expect(res.statusCode).toBe(200);
    return ZAdminReadingListResponse.parse(res.json()).info;
  };
  const single = async (id: string): Promise<TReadingPractice> =>
    (await post(ROUTES.adminReadingSingle.path, { practiceID: id })).json().readingPractice;
  /** Starts a practice as a learner: the form they were given and the attempt's server-made id. */
  const start = async (id: string, token = signedIn.learner) => {
    const res = await post(ROUTES.readingSingle.path, { practiceID: id }, token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ readingPractice: Record<string, unknown>; attempt: { testTakerID: string } }>();
    return { given: body.readingPractice, testTakerID: body.attempt.testTakerID };
  };
  /** Submits one passage's answers for an attempt, some minutes after its start (submitPaper). */
  const submitFor = (testTakerID: string, id: string, answers: Record<string, string>, token = signedIn.learner) =>
    submitPaper(ctx, token, testTakerID, [paperPassage(id, answers)]);
  /** A copy of a sample passage saved as a new test (the sample bank stays untouched for other tests). */
  const createCopy = async (title: string, changes: Partial<TReadingPractice> = {}) => {
    ctx.clock.now += 1000;
    const { readingPracticeID: _id, ...rest } = await single(SOURCE);
    const res = await post(ROUTES.adminReadingModify.path, {
      ...rest,
      title,
      testGroup: undefined,
      level: 0,
      ...changes,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().readingPracticeID as string;
  };

  return { ctx, signedIn, post, list, single, start, submitFor, createCopy };
}
