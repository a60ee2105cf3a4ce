import { useTranslation } from "react-i18next";
import { ExamBarButton, ExamInfo, ExamTopBar } from "../../components/exam-bar/exam-bar";
import { GearIcon, RefreshIcon } from "../../components/ui/icons";
import styles from "./review.module.css";

type TProps = {
  title: string;
  testTakerID: string;
  starting: boolean;
  /** The way back's words, when it leads somewhere other than the records. */
  backLabel?: string;
  onBack: () => void;
  /** "Retry this passage" (a new attempt); absent where no attempt may start (the preview). */
  onRetry?: () => void;
  onOptions: () => void;
};

/** The exam bar in review: Back to Records, the review label and submission, Retry this passage, Options. */
export function ReviewTopBar({ title, testTakerID, starting, backLabel, onBack, onRetry, onOptions }: TProps) {
  const { t } = useTranslation();
  return (
    <ExamTopBar
      className={styles.topBar}
      testId="review-top-bar"
      exit={{ label: backLabel ?? t("review.backToRecords"), onClick: onBack, testId: "review-back" }}
      info={
        <ExamInfo
          heading
          labelClassName={styles.heading}
          label={
            <>
              {t("review.topBar.label")}
              {title ? <span className={styles.headingTitle}> · {title}</span> : null}
            </>
          }
          testTaker={t("review.topBar.testTaker", { id: testTakerID })}
          testTakerTestId="review-test-taker"
        />
      }
      right={
        <>
          {onRetry ? (
            <ExamBarButton
              onClick={onRetry}
              disabled={starting}
              aria-busy={starting}
              data-testid="review-retry-passage"
            >
              <RefreshIcon aria-hidden="true" />
              {starting ? t("review.starting") : t("review.retryPassage")}
            </ExamBarButton>
          ) : null}
          <ExamBarButton onClick={onOptions} data-testid="review-options">
            <GearIcon aria-hidden="true" />
            {/* On a phone the gear alone shows; the word stays the button's name. */}
            <span className="narrow-visually-hidden">{t("readingTest.topBar.options")}</span>
          </ExamBarButton>
        </>
      }
    />
  );
}
