import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { AttemptMoved } from "../attempt-store/attempt-moved";
import type { TAttemptSession } from "../attempt-store/use-attempt-session";
import { ResultsScreen } from "../results/results-screen";
import { BottomStrip } from "./bottom-strip";
import { ExitDialog } from "./exit-dialog";
import { FlagToggle } from "./flag-toggle";
import { allQuestionNumbers, type TTestPractice } from "./parse-practice";
import { PartBanner } from "./part-banner";
import { partBanner } from "./part-banner-rules";
import { PracticeView } from "./practice-view";
import { scrollToQuestion } from "./scroll-to-question";
import { SubmitBar } from "./submit-bar";
import { SubmitReviewDialog } from "./submit-review-dialog";
import styles from "./test-screen.module.css";
import { TestShell } from "./test-shell";
import { TestTopBar } from "./test-top-bar";
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

/** The single-passage test: answering, submitting, then the results. */
export function TestScreen(props: TProps) {
  const { session, onExit, onHome, onLogin } = props;
  const { t } = useTranslation();
  const attempt = useTestAttempt({
    session,
    fallbackPracticeId: props.fallbackPracticeId ?? null,
    canSave: props.canSave ?? true,
  });
  const practice = session.practices[0] as TTestPractice;
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
  const [reviewing, setReviewing] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const banner = partBanner(practice.level, numbers);
  const title = banner.part ? t("readingTest.banner.part", { part: banner.part }) : t("readingTest.banner.reading");

  return (
    <TestShell inProgress={attempt.phase !== "results"}>
      {(openOptions) =>
        attempt.sync.status === "moved" ? (
          <AttemptMoved onContinue={props.onContinueHere} onExit={onExit} />
        ) : attempt.phase === "results" ? (
          <div className={styles.resultsScroll}>
            <ResultsScreen
              record={attempt.record}
              closedByServer={attempt.closedByServer}
              testTakerId={attempt.testTakerId}
              parts={[{ readingPracticeID: practice.readingPracticeID, level: practice.level, numbers }]}
              onHome={onHome}
            />
          </div>
        ) : (
          <>
            <TestTopBar
              testTakerId={attempt.testTakerId}
              seconds={attempt.elapsed}
              sync={attempt.sync.status}
              highlights={attempt.highlights[0] ?? []}
              onExit={() => setLeaving(true)}
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
                  onSubmit={() => setReviewing(true)}
                  onLogin={onLogin}
                />
              }
            />
            <SubmitReviewDialog
              open={reviewing}
              parts={[{ title, numbers, answers, flags }]}
              onClose={() => setReviewing(false)}
              onJump={(_part, n) => {
                setReviewing(false);
                // After the dialog has closed and given the focus back, or that would take it from the question.
                setTimeout(() => jump(n), 0);
              }}
              onSubmit={() => {
                setReviewing(false);
                void attempt.submit();
              }}
            />
            <ExitDialog open={leaving} remaining={null} onStay={() => setLeaving(false)} onLeave={onExit} />
          </>
        )
      }
    </TestShell>
  );
}
