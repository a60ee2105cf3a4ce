import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { TAttemptSession } from "../attempt-store/use-attempt-session";
import { NotesPanel, useNotesPanel } from "../highlighting/notes-panel";
import { AttemptShell } from "./attempt-shell";
import { BottomStrip } from "./bottom-strip";
import { EndDialogs } from "./end-dialogs";
import { FlagToggle } from "./flag-toggle";
import { allQuestionNumbers, type TTestPractice } from "./parse-practice";
import { PartBanner } from "./part-banner";
import { partBanner } from "./part-banner-rules";
import { PracticeView } from "./practice-view";
import { SubmitBar } from "./submit-bar";
import { TestTopBar } from "./test-top-bar";
import { useTestAttempt } from "./use-test-attempt";
import { useTestControls } from "./use-test-controls";

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
      onHome={onHome}
      onExit={onExit}
      onContinueHere={props.onContinueHere}
    >
      {(openOptions) => (
        <>
          <TestTopBar
            testTakerId={attempt.testTakerId}
            seconds={attempt.elapsed}
            sync={attempt.sync.status}
            highlights={attempt.highlights[0] ?? []}
            onNotes={notes.show}
            onExit={() => controls.setLeaving(true)}
            onOptions={openOptions}
          />
          <NotesPanel
            open={notes.open}
            onClose={notes.close}
            parts={[{ items: attempt.highlights[0] ?? [] }]}
            onPick={notes.pick}
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
