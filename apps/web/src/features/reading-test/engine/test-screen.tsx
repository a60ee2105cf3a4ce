import { useCallback, useMemo } from "react";
import type { TStoredAttempt } from "../attempt-store/attempt-schema";
import { ResultsScreen } from "../results/results-screen";
import { BottomStrip } from "./bottom-strip";
import { FlagToggle } from "./flag-toggle";
import { allQuestionNumbers, type TTestPractice } from "./parse-practice";
import { PartBanner } from "./part-banner";
import { PracticeView } from "./practice-view";
import { scrollToQuestion } from "./scroll-to-question";
import { SubmitBar } from "./submit-bar";
import styles from "./test-screen.module.css";
import { TestShell } from "./test-shell";
import { TestTopBar } from "./test-top-bar";
import { useTestAttempt } from "./use-test-attempt";

type TProps = {
  practice: TTestPractice;
  /** The practice id to submit under when the practice itself lacks one (the route's real id). */
  fallbackPracticeId: string | null;
  /** The route's test id, under which the attempt is saved; none saves nothing. */
  testId?: string | null;
  /** The practice as received, saved with the attempt (defaults to the parsed one). */
  rawPractice?: unknown;
  restored?: TStoredAttempt | null;
  /** False while the attempt is open in another tab. */
  canSave?: boolean;
  onExit: () => void;
  onHome: () => void;
  onLogin: () => void;
};

/** The single-passage test (reading §2.9, §4): answering, submitting, then the results of §2.11. */
export function TestScreen(props: TProps) {
  const { practice, fallbackPracticeId, onExit, onHome, onLogin } = props;
  const practices = useMemo(() => [practice], [practice]);
  const rawPractices = useMemo(() => [props.rawPractice ?? practice], [props.rawPractice, practice]);
  const attempt = useTestAttempt({
    kind: "single",
    testId: props.testId ?? null,
    practices,
    rawPractices,
    restored: props.restored,
    fallbackPracticeId,
    canSave: props.canSave ?? true,
  });
  const numbers = useMemo(() => allQuestionNumbers(practice), [practice]);
  const { setAnswer, setHighlights, setCurrentQuestion, toggleFlag, currentQuestion } = attempt;
  const setPartAnswer = useCallback((n: number, value: string) => setAnswer(0, n, value), [setAnswer]);
  const onHighlights = useCallback(
    (items: Parameters<typeof setHighlights>[1]) => setHighlights(0, items),
    [setHighlights],
  );
  const jump = (n: number) => {
    setCurrentQuestion(n);
    scrollToQuestion(n);
  };
  const flags = attempt.flags[0] ?? [];
  const answers = attempt.answers[0] ?? {};

  return (
    <TestShell inProgress={attempt.phase !== "results"}>
      {(openOptions) =>
        attempt.phase === "results" ? (
          <div className={styles.resultsScroll}>
            <ResultsScreen
              record={attempt.record}
              parts={[{ readingPracticeID: practice.readingPracticeID, level: practice.level, numbers }]}
              onHome={onHome}
            />
          </div>
        ) : (
          <>
            <TestTopBar
              testTakerId={attempt.testTakerId}
              seconds={attempt.elapsed}
              highlights={attempt.highlights[0] ?? []}
              onExit={onExit}
              onOptions={openOptions}
            />
            <PartBanner level={practice.level} numbers={numbers} />
            <PracticeView
              practice={practice}
              answers={answers}
              setAnswer={setPartAnswer}
              initialHighlights={attempt.highlights[0] ?? []}
              onHighlights={onHighlights}
              onQuestionFocus={setCurrentQuestion}
            />
            <BottomStrip
              numbers={numbers}
              answers={answers}
              flags={flags}
              current={currentQuestion}
              onJump={jump}
              flag={
                <FlagToggle
                  questionNumber={currentQuestion}
                  flagged={currentQuestion !== null && flags.includes(currentQuestion)}
                  onToggle={() => currentQuestion !== null && toggleFlag(0, currentQuestion)}
                />
              }
              submit={
                <SubmitBar
                  submitting={attempt.phase === "submitting"}
                  error={attempt.submitError}
                  onSubmit={() => void attempt.submit()}
                  onLogin={onLogin}
                />
              }
            />
          </>
        )
      }
    </TestShell>
  );
}
