import type { THighlightItem } from "@bandcraft/contract/reading";
import { useTranslation } from "react-i18next";
import { ArrowLeftIcon, ClockIcon, GearIcon } from "../../../components/ui/icons";
import { HighlightStats } from "../highlighting/highlight-stats";
import { formatHms } from "./format-time";
import nav from "./navigation.module.css";
import styles from "./test-screen.module.css";

type TProps = {
  testTakerId: string;
  /** Seconds shown: elapsed for the single test, remaining for the complete test's countdown. */
  seconds: number;
  /** The countdown's low-time state (≤ 10 minutes) and its pulse at 10:00 and 5:00 (reading §4). */
  low?: boolean;
  pulse?: boolean;
  /** The attempt's highlights (all parts), counted beside Options; none hides the count. */
  highlights?: readonly THighlightItem[];
  onExit: () => void;
  onOptions: () => void;
};

/** The exam bar (reading §2.9, §2.10): Exit Test, exam label, test-taker id, the centred timer, Options. */
export function TestTopBar(props: TProps) {
  const { testTakerId, seconds, low = false, pulse = false, highlights, onExit, onOptions } = props;
  const { t } = useTranslation();
  const time = formatHms(seconds);
  const timerClass = [styles.timer, low ? nav.timerLow : "", pulse ? nav.timerPulse : ""].filter(Boolean).join(" ");
  return (
    <header className={styles.topBar} data-testid="test-top-bar">
      <div className={styles.topLeft}>
        <button type="button" className={styles.barButton} onClick={onExit} data-testid="test-exit">
          <ArrowLeftIcon aria-hidden="true" />
          {t("readingTest.topBar.exit")}
        </button>
        <span className={styles.examInfo}>
          <span className={styles.examLabel}>{t("readingTest.topBar.examLabel")}</span>
          <span className={styles.testTaker} data-testid="test-taker-id">
            {t("readingTest.topBar.testTaker", { id: testTakerId })}
          </span>
        </span>
      </div>
      {/* The visible clock is not a live region: announcing every second would drown a screen reader. */}
      <div
        className={timerClass}
        data-testid="test-timer"
        data-low={low ? "true" : undefined}
        data-pulse={pulse ? "true" : undefined}
        role="timer"
        aria-label={t("readingTest.topBar.timer", { time })}
      >
        <ClockIcon aria-hidden="true" />
        <span aria-hidden="true">{time}</span>
      </div>
      <div className={styles.topRight}>
        {highlights ? <HighlightStats items={highlights} /> : null}
        <button type="button" className={styles.barButton} onClick={onOptions} data-testid="test-options">
          <GearIcon aria-hidden="true" />
          {t("readingTest.topBar.options")}
        </button>
      </div>
    </header>
  );
}
