import type { THighlightItem } from "@bandcraft/contract/reading";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TStoredAttempt } from "../attempt-store/attempt-schema";
import { COMPLETE_TEST_SECONDS, countdownState } from "../engine/countdown-rules";
import { FlagToggle } from "../engine/flag-toggle";
import { allQuestionNumbers, type TTestPractice } from "../engine/parse-practice";
import { PracticeView } from "../engine/practice-view";
import { scrollToQuestion } from "../engine/scroll-to-question";
import { SubmitBar } from "../engine/submit-bar";
import engineStyles from "../engine/test-screen.module.css";
import { TestShell } from "../engine/test-shell";
import { TestTopBar } from "../engine/test-top-bar";
import { useTestAttempt } from "../engine/use-test-attempt";
import { ResultsScreen } from "../results/results-screen";
import { PartHeading } from "./part-heading";
import { PartTabs } from "./part-tabs";

type TProps = {
  testId: string;
  practices: readonly TTestPractice[];
  rawPractices: readonly unknown[];
  pageType: string;
  restored: TStoredAttempt | null;
  canSave: boolean;
  onExit: () => void;
  onHome: () => void;
  onLogin: () => void;
};

/**
 * The complete test (reading §2.10, §4): three parts under one 60-minute countdown, composed from the
 * single test's engine pieces; it submits itself once at zero.
 */
export function MultiTestScreen(props: TProps) {
  const { practices, onExit, onHome, onLogin } = props;
  const { t } = useTranslation();
  const attempt = useTestAttempt({
    kind: "multi",
    testId: props.testId,
    practices,
    rawPractices: props.rawPractices,
    pageType: props.pageType,
    restored: props.restored,
    timeLimit: COMPLETE_TEST_SECONDS,
    canSave: props.canSave,
  });
  const { currentPart: part, setAnswer, setHighlights, setCurrentQuestion, setCurrentPart, toggleFlag } = attempt;
  const numbers = useMemo(() => practices.map(allQuestionNumbers), [practices]);
  const practice = practices[part];
  const passageRef = useRef<HTMLDivElement | null>(null);
  const questionsRef = useRef<HTMLElement | null>(null);
  const scrollRefs = useMemo(() => ({ passage: passageRef, questions: questionsRef }), []);

  // A part change starts both panels at the top (reading §4).
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

  const remaining = attempt.remaining ?? 0;
  const clock = countdownState(remaining);
  const flags = attempt.flags[part] ?? [];
  const current = attempt.currentQuestion;
  const warning = clock.pulse ? t("testAttempt.multi.minutesLeft", { minutes: remaining > 300 ? 10 : 5 }) : "";

  return (
    <TestShell inProgress={attempt.phase !== "results"}>
      {(openOptions) =>
        attempt.phase === "results" || !practice ? (
          <div className={engineStyles.resultsScroll}>
            <ResultsScreen
              record={attempt.record}
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
              seconds={remaining}
              low={clock.low}
              pulse={clock.pulse}
              highlights={attempt.highlights.flat()}
              onExit={onExit}
              onOptions={openOptions}
            />
            <p className="visually-hidden" role="status" data-testid="time-warning">
              {warning}
            </p>
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
