import type { TAttemptInfo } from "@bandcraft/contract/reading";
import { ROUTES, type TRouteInfo } from "@bandcraft/contract/routes";
import { describe, expect, it } from "vitest";
import { mockCall, NETWORK_ERROR, ok, refused, sent, type TMockReply } from "../test/api-mock";
import { signedInEachTest } from "../test/signed-in";
import { attemptPath, practicePath, reviewPath } from "./reading-paths";
import { readStartNavigation, startedNavigation, startReading, type TStartRequest } from "./reading-start";

const ATTEMPT = {
  testTakerID: "MT-ABCDEFGH0123",
  kind: "multi" as const,
  startedAt: 1,
  deadline: 3_600_001,
  serverTime: 2,
  revision: 0,
};

describe("the start handed to the test screen", () => {
  it("opens the attempt at its own address and reads back exactly what was written", () => {
    const started = { ok: true as const, readingPractice: [{ id: "p" }], attempt: ATTEMPT, receivedAt: 5 };
    const { to, state } = startedNavigation({ ...started, pageType: "ActualTest" });
    expect(to).toBe("/multi-test/MT-ABCDEFGH0123");
    expect(readStartNavigation(state)).toEqual({
      readingPractice: [{ id: "p" }],
      attempt: ATTEMPT,
      receivedAt: 5,
      pageType: "ActualTest",
    });
  });

  it.each([
    ["nothing (a reload or Back)", null],
    ["another page's state", { fromList: true }],
    ["an attempt without its id", { readingPractice: {}, attempt: { ...ATTEMPT, testTakerID: 1 }, receivedAt: 5 }],
    ["no time it was received", { readingPractice: {}, attempt: ATTEMPT }],
  ])("is none for %s", (_name, state) => {
    expect(readStartNavigation(state)).toBeNull();
  });

  it("names a practice's start address and a review's with their ids escaped", () => {
    expect(practicePath("a b/c")).toBe("/test/a%20b%2Fc");
    expect(reviewPath("TT-1", "a/b")).toBe("/review/TT-1/a%2Fb");
  });
});

const ASSIGNMENT_ID = "AS-ABCDEFGH0123";
const SINGLE = { ...ATTEMPT, testTakerID: "TT-ABCDEFGH0123", kind: "single" as const };
const UNTIMED_MULTI = { ...ATTEMPT, deadline: null };

describe("each start asks its own call", () => {
  signedInEachTest();

  it.each<[string, TStartRequest, TRouteInfo, unknown, unknown, TAttemptInfo, string | undefined]>([
    [
      "one passage",
      { kind: "passage", practiceID: "p-1" },
      ROUTES.readingSingle,
      { practiceID: "p-1" },
      { id: "p" },
      SINGLE,
      undefined,
    ],
    [
      "a random passage",
      { kind: "random", filter: { level: 2 } },
      ROUTES.readingSingleRandom,
      { level: 2 },
      { id: "p" },
      SINGLE,
      undefined,
    ],
    [
      "a complete test",
      { kind: "complete" },
      ROUTES.readingPackRandom,
      { pageType: "ActualTest" },
      [{ id: "a" }, { id: "b" }, { id: "c" }],
      ATTEMPT,
      "ActualTest",
    ],
    [
      "an assigned paper of two parts, timed",
      { kind: "assignment", assignmentID: ASSIGNMENT_ID },
      ROUTES.assignmentStart,
      { assignmentID: ASSIGNMENT_ID },
      [{ id: "a" }, { id: "b" }],
      ATTEMPT,
      undefined,
    ],
    [
      "an assigned passage, untimed",
      { kind: "assignment", assignmentID: ASSIGNMENT_ID },
      ROUTES.assignmentStart,
      { assignmentID: ASSIGNMENT_ID },
      [{ id: "a" }],
      UNTIMED_MULTI,
      undefined,
    ],
  ])("%s", async (_name, request, route, sentBody, practice, attempt, pageType) => {
    mockCall(route, ok({ readingPractice: practice, attempt }));
    const result = await startReading(request);
    expect(sent().map((s) => [s.route, s.body])).toEqual([[route.name, sentBody]]);
    if (!result.ok) throw new Error("expected a start");
    expect(result.readingPractice).toEqual(practice);
    expect(result.attempt).toEqual(attempt);
    expect(result.pageType).toBe(pageType);
    // The test screen finds the start at the attempt's address, whatever the number of parts or the clock.
    const { to, state } = startedNavigation(result);
    expect(to).toBe(attemptPath(attempt));
    expect(readStartNavigation(state)).toEqual({
      readingPractice: practice,
      attempt,
      receivedAt: result.receivedAt,
      ...(pageType ? { pageType } : {}),
    });
  });

  it.each<[string, TMockReply, object]>([
    [
      "started already (409, with its reason)",
      refused(409, "You have started this assignment already", { reason: "assignment-started" }),
      { status: 409, reason: "assignment-started", errMsg: "You have started this assignment already" },
    ],
    [
      "not open yet (409)",
      refused(409, "This assignment is not open yet", { reason: "assignment-not-open" }),
      { status: 409, reason: "assignment-not-open" },
    ],
    [
      "no longer the learner's (404, no reason)",
      refused(404, "No such assignment"),
      { status: 404, errMsg: "No such assignment" },
    ],
    [
      "too many tests in progress (409)",
      refused(409, "Too many tests in progress", { reason: "open-attempts" }),
      { status: 409, reason: "open-attempts", openAttempts: true },
    ],
  ])("an assigned start refused as %s keeps the status and reason", async (_name, reply, expected) => {
    mockCall(ROUTES.assignmentStart, reply);
    const result = await startReading({ kind: "assignment", assignmentID: ASSIGNMENT_ID });
    expect(result).toMatchObject({ ok: false, kind: "failed", noTokens: null, ...expected });
  });

  it("an assigned start without a network is a network failure", async () => {
    mockCall(ROUTES.assignmentStart, NETWORK_ERROR);
    expect(await startReading({ kind: "assignment", assignmentID: ASSIGNMENT_ID })).toEqual({
      ok: false,
      kind: "network",
    });
  });
});
