import { useTranslation } from "react-i18next";
import { ArrowLeftIcon, ClockIcon, GearIcon } from "../../../components/ui/icons";
import { formatHms } from "./format-time";
import styles from "./test-screen.module.css";

type TProps = {
  testTakerId: string;
  elapsedSeconds: number;
  onExit: () => void;
  onOptions: () => void;
};

/** The exam bar (reading §2.9): Exit Test, exam label, test-taker id, the centred count-up timer, Options. */
export function TestTopBar({ testTakerId, elapsedSeconds, onExit, onOptions }: TProps) {
  const { t } = useTranslation();
  const time = formatHms(elapsedSeconds);
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
        className={styles.timer}
        data-testid="test-timer"
        role="timer"
        aria-label={t("readingTest.topBar.timer", { time })}
      >
        <ClockIcon aria-hidden="true" />
        <span aria-hidden="true">{time}</span>
      </div>
      <div className={styles.topRight}>
        <button type="button" className={styles.barButton} onClick={onOptions} data-testid="test-options">
          <GearIcon aria-hidden="true" />
          {t("readingTest.topBar.options")}
        </button>
      </div>
    </header>
  );
}
