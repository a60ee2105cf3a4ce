import type { ReactNode } from "react";
import { AttemptMoved } from "../attempt-store/attempt-moved";
import { ResultsScreen, type TResultPart, type TResultsActions } from "../results/results-screen";
import type { TTestAttempt } from "./test-attempt";
import styles from "./test-screen.module.css";
import { TestShell } from "./test-shell";

type TProps = {
  attempt: TTestAttempt;
  /** The test's passages as the results list them. */
  results: readonly TResultPart[];
  /** The results show whatever the phase (the complete test has no part left to show). */
  finished?: boolean;
  /** What the results offer beside their own links (the preview's review and way back). */
  actions?: TResultsActions;
  onHome: () => void;
  onExit: () => void;
  /** "Continue here" after the test moved to another device or tab. */
  onContinueHere: () => void;
  /** The test while it runs; openOptions opens the Options dialog. */
  children: (openOptions: () => void) => ReactNode;
};

/** What both tests show around a running attempt: the test, or the notice that it moved elsewhere, or the results. */
export function AttemptShell(props: TProps) {
  const { attempt, results, finished = false, actions, onHome, onExit, onContinueHere, children } = props;
  return (
    <TestShell inProgress={attempt.phase !== "results"}>
      {(openOptions) =>
        attempt.sync?.status === "moved" ? (
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
              {...actions}
            />
          </div>
        ) : (
          children(openOptions)
        )
      }
    </TestShell>
  );
}
