import { useTranslation } from "react-i18next";
import { ExamBarButton, ExamInfo, ExamTopBar } from "../../../components/exam-bar/exam-bar";
import { ClockIcon, GearIcon } from "../../../components/ui/icons";
import { SyncIndicator } from "../attempt-store/sync-indicator";
import type { TSyncStatus } from "../attempt-store/use-server-autosave";
import { HighlightStats } from "../highlighting/highlight-stats";
import { NotesPanel, type TNotesPart, type useNotesPanel } from "../highlighting/notes-panel";
import { formatHms } from "./format-time";
import nav from "./navigation.module.css";
import styles from "./test-screen.module.css";
import { useTimerHidden } from "./use-timer-hidden";

type TProps = {
  testTakerId: string;
  /** Seconds shown: elapsed for the single test, remaining for the complete test's countdown. */
  seconds: number;
  /** The seconds are what is left (a countdown), not what has passed; said so to screen readers. */
  countdown?: boolean;
  /** The countdown's low-time state (≤ 10 minutes) and its pulse at 10:00 and 5:00. */
  low?: boolean;
  pulse?: boolean;
  /** The notes panel the bar opens, listing each part's highlights; all of them are counted beside Options. */
  notes: ReturnType<typeof useNotesPanel>;
  noteParts: readonly TNotesPart[];
  /** Where the learner's work is saved (Saved / Saving / Offline); none hides it. */
  sync?: TSyncStatus;
  onExit: () => void;
  onOptions: () => void;
};

/** The exam bar (Exit Test, exam label, test-taker id, the centred timer, Options) and the notes panel it opens. */
export function TestTopBar(props: TProps) {
  const { testTakerId, seconds, countdown = false, low = false, pulse = false, sync } = props;
  const { notes, noteParts, onExit, onOptions } = props;
  const { t } = useTranslation();
  const time = formatHms(seconds);
  const [hidden, toggleHidden] = useTimerHidden();
  const timerClass = [styles.timer, low ? nav.timerLow : "", pulse ? nav.timerPulse : ""].filter(Boolean).join(" ");
  // The clock is not a live region (a screen reader would hear every second): it can be focused and read
  // when asked, and the warnings speak for themselves.
  const timer = (
    <div className={styles.timerBox}>
      <div
        className={timerClass}
        data-testid="test-timer"
        data-low={low ? "true" : undefined}
        data-pulse={pulse && !hidden ? "true" : undefined}
        data-hidden={hidden ? "true" : undefined}
        role="timer"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so a screen reader can ask for the time
        tabIndex={0}
        aria-label={
          hidden
            ? t("testAttempt.time.hiddenLabel")
            : t(countdown ? "readingTest.topBar.timerLeft" : "readingTest.topBar.timer", { time })
        }
      >
        <ClockIcon aria-hidden="true" />
        <span aria-hidden="true">{hidden ? t("testAttempt.time.hidden") : time}</span>
      </div>
      <button
        type="button"
        className={styles.timerToggle}
        aria-pressed={hidden}
        onClick={toggleHidden}
        data-testid="timer-toggle"
      >
        {hidden ? t("testAttempt.time.show") : t("testAttempt.time.hide")}
      </button>
    </div>
  );
  const bar = (
    <ExamTopBar
      testId="test-top-bar"
      exit={{ label: t("readingTest.topBar.exit"), onClick: onExit, testId: "test-exit" }}
      info={
        <ExamInfo
          label={t("readingTest.topBar.examLabel")}
          testTaker={t("readingTest.topBar.testTaker", { id: testTakerId })}
          testTakerTestId="test-taker-id"
        />
      }
      centre={timer}
      right={
        <>
          {sync ? <SyncIndicator status={sync} /> : null}
          <HighlightStats items={noteParts.flatMap((part) => part.items)} onOpen={notes.show} />
          <ExamBarButton onClick={onOptions} data-testid="test-options">
            <GearIcon aria-hidden="true" />
            {/* On a phone the gear alone shows; the word stays the button's name. */}
            <span className="narrow-visually-hidden">{t("readingTest.topBar.options")}</span>
          </ExamBarButton>
        </>
      }
    />
  );
  return (
    <>
      {bar}
      <NotesPanel open={notes.open} onClose={notes.close} parts={noteParts} onPick={notes.pick} />
    </>
  );
}
