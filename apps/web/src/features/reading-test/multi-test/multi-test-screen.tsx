import type { THighlightItem } from "@bandcraft/contract/reading";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { TAttemptSession } from "../attempt-store/use-attempt-session";
import { AttemptShell } from "../engine/attempt-shell";
import { countdownState } from "../engine/countdown-rules";
import { EndDialogs } from "../engine/end-dialogs";
import { FlagToggle } from "../engine/flag-toggle";
import { allQuestionNumbers } from "../engine/parse-practice";
import { PracticeView } from "../engine/practice-view";
import { SubmitBar } from "../engine/submit-bar";
import { TestTopBar } from "../engine/test-top-bar";
import { TimeWarning } from "../engine/time-warning";
import { useTestAttempt } from "../engine/use-test-attempt";
import { useTestControls } from "../engine/use-test-controls";
import { useNotesPanel } from "../highlighting/notes-panel";
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
  const controls = useTestControls(setCurrentQuestion);
  const notes = useNotesPanel(setCurrentPart);

  // An untimed allowance (deadline null) counts up instead, as a single passage does.
  const remaining = attempt.remaining;
  const clock = remaining === null ? { low: false, pulse: false } : countdownState(remaining);
  const flags = attempt.flags[part] ?? [];
  const current = attempt.currentQuestion;

  return (
    <AttemptShell
      attempt={attempt}
      results={practices.map((p, i) => ({
        readingPracticeID: p.readingPracticeID,
        level: i + 1,
        numbers: numbers[i] ?? [],
      }))}
      finished={!practice}
      onHome={onHome}
      onExit={onExit}
      onContinueHere={props.onContinueHere}
    >
      {(openOptions) =>
        practice ? (
          <>
            <TestTopBar
              testTakerId={attempt.testTakerId}
              seconds={remaining ?? attempt.elapsed}
              countdown={remaining !== null}
              sync={attempt.sync.status}
              low={clock.low}
              pulse={clock.pulse}
              notes={notes}
              noteParts={practices.map((_p, i) => ({
                title: t("readingTest.banner.part", { part: i + 1 }),
                items: attempt.highlights[i] ?? [],
              }))}
              onExit={() => controls.setLeaving(true)}
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
              onJump={controls.jump}
              flag={<FlagToggle questionNumber={current} flags={flags} onToggle={(n) => toggleFlag(part, n)} />}
              submit={<SubmitBar attempt={attempt} onSubmit={() => controls.setReviewing(true)} onLogin={onLogin} />}
            />
            <EndDialogs
              attempt={attempt}
              controls={controls}
              parts={practices.map((_p, i) => ({
                title: t("readingTest.banner.part", { part: i + 1 }),
                numbers: numbers[i] ?? [],
                answers: attempt.answers[i] ?? {},
                flags: attempt.flags[i] ?? [],
              }))}
              remaining={remaining}
              onExit={onExit}
            />
          </>
        ) : null
      }
    </AttemptShell>
  );
}
