import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useNotesPanel } from "../highlighting/notes-panel";
import type { TResultsActions } from "../results/results-screen";
import { AttemptShell } from "./attempt-shell";
import { BottomStrip } from "./bottom-strip";
import { EndDialogs } from "./end-dialogs";
import { FlagToggle } from "./flag-toggle";
import { allQuestionNumbers, type TTestPractice } from "./parse-practice";
import { PartBanner } from "./part-banner";
import { partBanner } from "./part-banner-rules";
import { PracticeView } from "./practice-view";
import { SubmitBar } from "./submit-bar";
import type { TTestAttempt } from "./test-attempt";
import { TestTopBar } from "./test-top-bar";
import { useTestControls } from "./use-test-controls";

const noop = () => {};

type TProps = {
  /** The attempt the screen runs on: the server's, or one kept in the page alone (the preview). */
  attempt: TTestAttempt;
  practice: TTestPractice;
  onExit: () => void;
  onHome: () => void;
  /** "Go to Login" beside a submit refused for the session (a local attempt is never refused). */
  onLogin?: () => void;
  /** "Continue here" after the test moved to another device or tab (a local attempt never moves). */
  onContinueHere?: () => void;
  /** What the results offer instead of the server's review links. */
  resultsActions?: TResultsActions;
};

/** The single-passage test as the learner sees it, whatever keeps the attempt: answering, submitting, the results. */
export function TestFrame(props: TProps) {
  const { attempt, practice, onExit, onHome, onLogin = noop, onContinueHere = noop } = props;
  const { t } = useTranslation();
  const numbers = useMemo(() => allQuestionNumbers(practice), [practice]);
  const { setAnswer, setHighlights, setCurrentQuestion, toggleFlag, currentQuestion } = attempt;
  const setPartAnswer = useCallback((n: number, value: string) => setAnswer(0, n, value), [setAnswer]);
  const onHighlights = useCallback(
    (items: Parameters<typeof setHighlights>[1]) => setHighlights(0, items),
    [setHighlights],
  );
  const controls = useTestControls(setCurrentQuestion);
  const notes = useNotesPanel();
  const flags = attempt.flags[0] ?? [];
  const answers = attempt.answers[0] ?? {};
  const banner = partBanner(practice.level, numbers);
  const title = banner.part ? t("readingTest.banner.part", { part: banner.part }) : t("readingTest.banner.reading");

  return (
    <AttemptShell
      attempt={attempt}
      results={[{ readingPracticeID: practice.readingPracticeID, level: practice.level, numbers }]}
      actions={props.resultsActions}
      onHome={onHome}
      onExit={onExit}
      onContinueHere={onContinueHere}
    >
      {(openOptions) => (
        <>
          <TestTopBar
            testTakerId={attempt.testTakerId}
            seconds={attempt.elapsed}
            sync={attempt.sync?.status}
            notes={notes}
            noteParts={[{ items: attempt.highlights[0] ?? [] }]}
            onExit={() => controls.setLeaving(true)}
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
            onJump={controls.jump}
            flag={<FlagToggle questionNumber={currentQuestion} flags={flags} onToggle={(n) => toggleFlag(0, n)} />}
            submit={<SubmitBar attempt={attempt} onSubmit={() => controls.setReviewing(true)} onLogin={onLogin} />}
          />
          <EndDialogs
            attempt={attempt}
            controls={controls}
            parts={[{ title, numbers, answers, flags }]}
            remaining={null}
            onExit={onExit}
          />
        </>
      )}
    </AttemptShell>
  );
}
