import { ROUTES } from "@bandcraft/contract/routes";
import { bearer, paperOf, paperPassage, signedInLearner, startedAttempt } from "../../../test/harness";
import { suiteContext } from "../../../test/suite-context";
import type { TDialect } from "../../db/dialects";

// Test support shared by the reading-*.routes.test.ts files; not part of the server.

/** The sample passage the reading tests start and submit: 13 questions. */
export const PRACTICE = "bandcraft-test-1-part-1";

/**
 * One app and database for the enclosing describe block, and the calls the reading tests make through it.
 * Learners made here are numbered within the block, each with a full day of tokens.
 */
export function readingTestSetup(dialect: TDialect) {
  const ctx = suiteContext(dialect);
  let learnerCount = 0;

  function post(url: string, payload: unknown, token?: string) {
    return ctx.app.inject({ method: "POST", url, payload: payload as object, headers: token ? bearer(token) : {} });
  }

  async function newLearner(): Promise<{ email: string; token: string }> {
    learnerCount += 1;
    const name = `learner${learnerCount}`;
    return { email: `${name}@example.com`, token: await signedInLearner(ctx, name) };
  }

  const tokensLeft = async (token: string) =>
    (await post(ROUTES.userInfo.path, {}, token)).json().data.tokenInfo[0].availableTokens as number;

  /** The paper of one passage for an attempt, with the client's times of a learner who took 754 seconds. */
  function submission(testTakerID: string, answers: Record<string, string>, practiceId = PRACTICE) {
    return paperOf(ctx, testTakerID, [paperPassage(practiceId, answers)]);
  }

  /** Starts a practice as the learner and lets the 754 seconds of its paper pass: answers the attempt's id. */
  async function sat(token: string, practiceId = PRACTICE): Promise<string> {
    const testTakerID = await startedAttempt(ctx, token, practiceId);
    ctx.clock.now += 754_000;
    return testTakerID;
  }

  const openAttempts = async (token: string) =>
    (await post(ROUTES.attemptList.path, {}, token)).json().attempts as { testTakerID: string }[];

  return { ctx, post, newLearner, tokensLeft, submission, sat, openAttempts };
}
