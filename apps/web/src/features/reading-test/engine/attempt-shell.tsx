import type { ReactNode } from "react";
import { AttemptMoved } from "../attempt-store/attempt-moved";
import { ResultsScreen, type TResultPart } from "../results/results-screen";
import styles from "./test-screen.module.css";
import { TestShell } from "./test-shell";
import type { TTestAttempt } from "./use-test-attempt";

type TProps = {
  attempt: TTestAttempt;
  /** The test's passages as the results list them. */
  results: readonly TResultPart[];
  /** The results show whatever the phase (the complete test has no part left to show). */
  finished?: boolean;
  onHome: () => void;
  onExit: () => void;
  /** "Continue here" after the test moved to another device or tab. */
  onContinueHere: () => void;
  /** The test while it runs; openOptions opens the Options dialog. */
  children: (openOptions: () => void) => ReactNode;
};

/** What both tests show around a running attempt: the test, or the notice that it moved elsewhere, or the results. */
export function AttemptShell({ attempt, results, finished = false, onHome, onExit, onContinueHere, children }: TProps) {
  return (
    <TestShell inProgress={attempt.phase !== "results"}>
      {(openOptions) =>
        attempt.sync.status === "moved" ? (
          <AttemptMoved onContinue={onContinueHere} onExit={onExit} />
        ) : attempt.phase === "results" || finished ? (
          <div className={styles.resultsScroll}>
            <ResultsScreen
              record={attempt.record}
              closedByServer={attempt.closedByServer}
              testTakerId={attempt.testTakerId}
              submittedAtZero={attempt.submittedAtZero}
              parts={results}
              onHome={onHome}
            />
          </div>
        ) : (
          children(openOptions)
        )
      }
    </TestShell>
  );
}
