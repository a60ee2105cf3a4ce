import type { TSubmissionRecord } from "@bandcraft/contract/reading";
import type { TServerSync } from "../attempt-store/use-server-autosave";
import type { TTestError } from "./submit-attempt";
import type { TAttemptWork } from "./use-attempt-work";

/** Where an attempt stands: being answered, being submitted, or showing its results. */
export type TPhase = "ready" | "submitting" | "results";

/**
 * What a test screen runs on: the learner's work, the clock, submitting and the results. The server's
 * attempt (useTestAttempt) gives one, and so does an attempt kept in the page alone (useLocalAttempt, the
 * administrator's preview): the screen cannot tell them apart except by `sync`.
 */
export type TTestAttempt = TAttemptWork & {
  /** The id the top bar shows (the server's test-taker id). */
  testTakerId: string;
  /** Seconds since the start, and seconds left on a timed attempt (null: counts up). */
  elapsed: number;
  remaining: number | null;
  phase: TPhase;
  submitError: TTestError | null;
  record: TSubmissionRecord | null;
  /** The server submitted the saved answers because time ran out first. */
  closedByServer: boolean;
  /** The clock reached zero on this page and the answers went by themselves. */
  submittedAtZero: boolean;
  submit: () => void;
  /** Where the work is saved; null where it is kept nowhere (the preview). */
  sync: TServerSync | null;
};
