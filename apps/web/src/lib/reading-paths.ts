import type { TAttemptInfo } from "@bandcraft/contract/reading";

// The Reading screens' addresses, written in one place for every screen that links to them.

/** The address of an attempt: a single passage or a complete test, named by its server-made id. */
export function attemptPath(attempt: Pick<TAttemptInfo, "kind" | "testTakerID">): string {
  const id = encodeURIComponent(attempt.testTakerID);
  return attempt.kind === "multi" ? `/multi-test/${id}` : `/test/${id}`;
}

/** The address that starts one passage by its practice id (one token, once per visit), e.g. from the admin list. */
export function practicePath(practiceID: string): string {
  return `/test/${encodeURIComponent(practiceID)}`;
}

/** The review of one passage of a submitted attempt. */
export function reviewPath(testTakerID: string, practiceID: string): string {
  return `/review/${encodeURIComponent(testTakerID)}/${encodeURIComponent(practiceID)}`;
}
