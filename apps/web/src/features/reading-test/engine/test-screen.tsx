import type { TAttemptSession } from "../attempt-store/use-attempt-session";
import type { TTestPractice } from "./parse-practice";
import { TestFrame } from "./test-frame";
import { useTestAttempt } from "./use-test-attempt";

type TProps = {
  session: TAttemptSession;
  /** The practice id to submit under when the practice itself lacks one (component tests). */
  fallbackPracticeId?: string | null;
  /** False where nothing may be saved (component tests). */
  canSave?: boolean;
  onExit: () => void;
  onHome: () => void;
  onLogin: () => void;
  /** "Continue here" after the test moved to another device or tab. */
  onContinueHere: () => void;
};

/** The single-passage test on the server's attempt: answering, submitting, then the results. */
export function TestScreen(props: TProps) {
  const { session, fallbackPracticeId = null, canSave = true, ...screen } = props;
  const attempt = useTestAttempt({ session, fallbackPracticeId, canSave });
  return <TestFrame attempt={attempt} practice={session.practices[0] as TTestPractice} {...screen} />;
}
