import { useTranslation } from "react-i18next";
import { ArrowLeftIcon, GearIcon, RefreshIcon } from "../../components/ui/icons";
import bar from "../reading-test/engine/test-screen.module.css";
import styles from "./review.module.css";

type TProps = {
  title: string;
  testTakerID: string;
  starting: boolean;
  onBack: () => void;
  onRetry: () => void;
  onOptions: () => void;
};

/** The exam bar in review: Back to Records, the review label and submission, Retry this passage, Options. */
export function ReviewTopBar({ title, testTakerID, starting, onBack, onRetry, onOptions }: TProps) {
  const { t } = useTranslation();
  return (
    <header className={`${bar.topBar} ${styles.topBar}`} data-testid="review-top-bar">
      <div className={bar.topLeft}>
        <button type="button" className={bar.barButton} onClick={onBack} data-testid="review-back">
          <ArrowLeftIcon aria-hidden="true" />
          {t("review.backToRecords")}
        </button>
        {/* A div, not a span: it holds the page's heading. */}
        <div className={bar.examInfo}>
          <h1 className={`${bar.examLabel} ${styles.heading}`}>
            {t("review.topBar.label")}
            {title ? <span className={styles.headingTitle}> · {title}</span> : null}
          </h1>
          <span className={bar.testTaker} data-testid="review-test-taker">
            {t("review.topBar.testTaker", { id: testTakerID })}
          </span>
        </div>
      </div>
      <div className={bar.topRight}>
        <button
          type="button"
          className={bar.barButton}
          onClick={onRetry}
          disabled={starting}
          aria-busy={starting}
          data-testid="review-retry-passage"
        >
          <RefreshIcon aria-hidden="true" />
          {starting ? t("review.starting") : t("review.retryPassage")}
        </button>
        <button type="button" className={bar.barButton} onClick={onOptions} data-testid="review-options">
          <GearIcon aria-hidden="true" />
          {t("readingTest.topBar.options")}
        </button>
      </div>
    </header>
  );
}
