import type { THighlightItem } from "@bandcraft/contract/reading";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AttemptMoved } from "../attempt-store/attempt-moved";
import type { TAttemptSession } from "../attempt-store/use-attempt-session";
import { countdownState } from "../engine/countdown-rules";
import { ExitDialog } from "../engine/exit-dialog";
import { FlagToggle } from "../engine/flag-toggle";
import { allQuestionNumbers } from "../engine/parse-practice";
import { PracticeView } from "../engine/practice-view";
import { scrollToQuestion } from "../engine/scroll-to-question";
import { SubmitBar } from "../engine/submit-bar";
import { SubmitReviewDialog } from "../engine/submit-review-dialog";
import engineStyles from "../engine/test-screen.module.css";
import { TestShell } from "../engine/test-shell";
import { TestTopBar } from "../engine/test-top-bar";
import { TimeWarning } from "../engine/time-warning";
import { useTestAttempt } from "../engine/use-test-attempt";
import { ResultsScreen } from "../results/results-screen";
import { PartHeading } from "./part-heading";
import { PartTabs } from "./part-tabs";

type TProps = {
  session: TAttemptSession;
  /** False where nothing may be saved (component tests). */
  canSave?: boolean;
  onExit: () => void;
  onHome: () => void;
  onLogin: () => void;
  /** "Continue here" after the test moved to another device or tab. */
  onContinueHere: () => void;
};

/**
 * The complete test: three parts under one 60-minute countdown, composed from the
 * single test's engine pieces; it submits itself once at zero.
 */
export function MultiTestScreen(props: TProps) {
  const { session, onExit, onHome, onLogin } = props;
  const { practices } = session;
  const { t } = useTranslation();
  const attempt = useTestAttempt({ session, canSave: props.canSave ?? true });
  const { currentPart: part, setAnswer, setHighlights, setCurrentQuestion, setCurrentPart, toggleFlag } = attempt;
  const numbers = useMemo(() => practices.map(allQuestionNumbers), [practices]);
  const practice = practices[part];
  const passageRef = useRef<HTMLDivElement | null>(null);
  const questionsRef = useRef<HTMLElement | null>(null);
  const scrollRefs = useMemo(() => ({ passage: passageRef, questions: questionsRef }), []);

  // A part change starts both panels at the top.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on part change only
  useEffect(() => {
    passageRef.current?.scrollTo({ top: 0 });
    questionsRef.current?.scrollTo({ top: 0 });
  }, [part]);

  const setPartAnswer = useCallback((n: number, value: string) => setAnswer(part, n, value), [setAnswer, part]);
  const onHighlights = useCallback(
    (items: readonly THighlightItem[]) => setHighlights(part, items),
    [setHighlights, part],
  );
  const jump = (n: number) => {
    setCurrentQuestion(n);
    scrollToQuestion(n);
  };
  const [reviewing, setReviewing] = useState(false);
  const [leaving, setLeaving] = useState(false);

  // An untimed allowance (deadline null) counts up instead, as a single passage does.
  const remaining = attempt.remaining;
  const clock = remaining === null ? { low: false, pulse: false } : countdownState(remaining);
  const flags = attempt.flags[part] ?? [];
  const current = attempt.currentQuestion;

  return (
    <TestShell inProgress={attempt.phase !== "results"}>
      {(openOptions) =>
        attempt.sync.status === "moved" ? (
          <AttemptMoved onContinue={props.onContinueHere} onExit={onExit} />
        ) : attempt.phase === "results" || !practice ? (
          <div className={engineStyles.resultsScroll}>
            <ResultsScreen
              record={attempt.record}
              closedByServer={attempt.closedByServer}
              testTakerId={attempt.testTakerId}
              submittedAtZero={attempt.submittedAtZero}
              parts={practices.map((p, i) => ({
                readingPracticeID: p.readingPracticeID,
                level: i + 1,
                numbers: numbers[i] ?? [],
              }))}
              onHome={onHome}
            />
          </div>
        ) : (
          <>
            <TestTopBar
              testTakerId={attempt.testTakerId}
              seconds={remaining ?? attempt.elapsed}
              countdown={remaining !== null}
              sync={attempt.sync.status}
              low={clock.low}
              pulse={clock.pulse}
              highlights={attempt.highlights.flat()}
              onExit={() => setLeaving(true)}
              onOptions={openOptions}
            />
            <TimeWarning remaining={remaining} />
            <PartHeading
              level={part + 1}
              numbers={numbers[part] ?? []}
              part={part}
              parts={practices.length}
              onPart={setCurrentPart}
            />
            <PracticeView
              key={part}
              practice={practice}
              answers={attempt.answers[part] ?? {}}
              setAnswer={setPartAnswer}
              initialHighlights={attempt.highlights[part] ?? []}
              onHighlights={onHighlights}
              onQuestionFocus={setCurrentQuestion}
              scrollRefs={scrollRefs}
            />
            <PartTabs
              parts={practices.map((p, i) => ({
                id: `${i}-${p.readingPracticeID}`,
                numbers: numbers[i] ?? [],
                answers: attempt.answers[i] ?? {},
                flags: attempt.flags[i] ?? [],
              }))}
              active={part}
              current={current}
              onPart={setCurrentPart}
              onJump={jump}
              flag={
                <FlagToggle
                  questionNumber={current}
                  flagged={current !== null && flags.includes(current)}
                  onToggle={() => current !== null && toggleFlag(part, current)}
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
              parts={practices.map((_p, i) => ({
                title: t("readingTest.banner.part", { part: i + 1 }),
                numbers: numbers[i] ?? [],
                answers: attempt.answers[i] ?? {},
                flags: attempt.flags[i] ?? [],
              }))}
              onClose={() => setReviewing(false)}
              onJump={(toPart, n) => {
                setReviewing(false);
                if (toPart !== part) setCurrentPart(toPart);
                // After the dialog has closed and given the focus back, or that would take it from the question.
                setTimeout(() => jump(n), 0);
              }}
              onSubmit={() => {
                setReviewing(false);
                void attempt.submit();
              }}
            />
            <ExitDialog open={leaving} remaining={remaining} onStay={() => setLeaving(false)} onLeave={onExit} />
          </>
        )
      }
    </TestShell>
  );
}
