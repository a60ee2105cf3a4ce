import { samplePractice } from "@bandcraft/domain/testing/sample-practice";
import type { TAttemptSession } from "../features/reading-test/attempt-store/use-attempt-session";
import { parseTestPractice } from "../features/reading-test/engine/parse-practice";

/** The sample practice as a learner receives it (no key), with overrides. */
export function learnerSample(overrides: Record<string, unknown> = {}) {
  const { answers: _a, explanations: _e, ...learner } = samplePractice();
  return { ...learner, ...overrides };
}

/**
 * An attempt session for component tests: a fresh single (or, with three practices, complete) test that
 * started now on a server whose clock agrees with this one.
 */
export function testSession(
  raw: unknown[] = [learnerSample()],
  overrides: Partial<TAttemptSession> = {},
): TAttemptSession {
  const multi = raw.length > 1;
  const startedAt = Date.now();
  return {
    kind: multi ? "multi" : "single",
    testTakerId: multi ? "MT-ABCDEFGH0123456789ABCDEF" : "TT-ABCDEFGH0123456789ABCDEF",
    clock: { startedAt, deadline: multi ? startedAt + 3_600_000 : null, serverOffset: 0 },
    practices: raw.map((p) => parseTestPractice(p)),
    raw,
    work: null,
    revision: 0,
    dirty: false,
    ...overrides,
  };
}
