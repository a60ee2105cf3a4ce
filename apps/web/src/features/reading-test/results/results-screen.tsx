import type { TSubmissionRecord } from "@bandcraft/contract/reading";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { CheckIcon, ClockIcon, ListIcon } from "../../../components/ui/icons";
import { reviewPath } from "../../../lib/reading-paths";
import { formatHms } from "../engine/format-time";
import { partBanner } from "../engine/part-banner-rules";
import { QuestionResultCard } from "./question-result-card";
import { bandTone, formatBand, percentOf } from "./result-rules";
import styles from "./results-screen.module.css";

/** A passage of the test as the results name it: its practice, its level (the part) and its question numbers. */
export type TResultPart = { readingPracticeID: string; level: number | undefined; numbers: readonly number[] };

/** What results of an attempt kept nowhere offer instead of the server's addresses (the preview). */
export type TResultsActions = {
  /** Opens a part's review in place (instead of linking to the server's review of a record). */
  onReview?: (part: number) => void;
  /** The words of the way out, when it leads somewhere other than home. */
  homeLabel?: string;
};

type TProps = {
  record: TSubmissionRecord | null;
  /** The server submitted the saved answers because time ran out first: the learner is told so. */
  closedByServer?: boolean;
  /** The clock reached zero on the learner's screen and the answers were submitted by themselves. */
  submittedAtZero?: boolean;
  /** The attempt's id: each part then links to its review (answers, keys and explanations). */
  testTakerId?: string;
  /** The passages of the test in order, to name each part and list its question numbers. */
  parts: readonly TResultPart[];
  onHome: () => void;
} & TResultsActions;

/** The results screen (band, score, time, every question's mark), built from the server's submission record. */
export function ResultsScreen(props: TProps) {
  const { record, closedByServer = false, submittedAtZero = false, testTakerId, parts, onHome, onReview } = props;
  const { t } = useTranslation();
  const homeLabel = props.homeLabel ?? t("readingTest.results.returnHome");
  if (!record) {
    return (
      <section className={styles.page} data-testid="results-screen">
        <p className={styles.empty}>{t("readingTest.results.noResults")}</p>
        <Button onClick={onHome}>{homeLabel}</Button>
      </section>
    );
  }
  const rows = record.SubmissionResults.map((result, i) => {
    const part = parts.find((p) => p.readingPracticeID === result.readingPracticeID) ?? parts[i];
    const fromKey = Object.keys(result.standardAnswers)
      .map(Number)
      .filter(Number.isInteger)
      .sort((a, b) => a - b);
    const numbers = part && part.numbers.length > 0 ? part.numbers : fromKey;
    return { result, level: part?.level, numbers };
  });
  const total = rows.reduce((sum, r) => sum + r.numbers.length, 0);
  const correct = record.totalCorrectCnt;
  const band = formatBand(record.band);

  return (
    <section className={styles.page} aria-labelledby="results-title" data-testid="results-screen">
      <header className={styles.header}>
        <h1 id="results-title" className={styles.title}>
          {t("readingTest.results.title")}
        </h1>
        {/* An attempt graded in the page alone (the preview) made no submission. */}
        {record.submissionID ? (
          <p className={styles.muted}>
            {t("readingTest.results.submissionId")}: <span data-testid="submission-id">{record.submissionID}</span>
          </p>
        ) : null}
      </header>
      {closedByServer || submittedAtZero ? (
        <p className={styles.timeUp} role="status" data-testid="results-time-up">
          {closedByServer ? t("readingTest.results.timeUp") : t("readingTest.results.timeUpAtZero")}
        </p>
      ) : null}

      <div className={styles.scoreRow}>
        <div className={styles.bandBlock}>
          <p className={styles.bandLabel}>{t("readingTest.results.band")}</p>
          <div className={styles.band} data-tone={bandTone(record.band)} data-testid="band-circle">
            {band ?? t("readingTest.results.notAvailable")}
          </div>
        </div>
        <p className={styles.summary} data-testid="results-summary">
          {t("readingTest.results.summary", { correct, total, percent: percentOf(correct, total) })}
        </p>
      </div>

      <ul className={styles.tiles}>
        <li className={styles.tile}>
          <CheckIcon aria-hidden="true" className={styles.tileIcon} />
          <span className={styles.tileValue} data-testid="tile-correct">
            {correct}/{total}
          </span>
          <span className={styles.tileLabel}>{t("readingTest.results.correctAnswers")}</span>
        </li>
        <li className={styles.tile}>
          <ListIcon aria-hidden="true" className={styles.tileIcon} />
          <span className={styles.tileValue} data-testid="tile-accuracy">
            {percentOf(correct, total)}%
          </span>
          <span className={styles.tileLabel}>{t("readingTest.results.accuracy")}</span>
        </li>
        <li className={styles.tile}>
          <ClockIcon aria-hidden="true" className={styles.tileIcon} />
          <span className={styles.tileValue} data-testid="tile-time">
            {formatHms(record.elapsedTime)}
          </span>
          <span className={styles.tileLabel}>{t("readingTest.results.timeTaken")}</span>
        </li>
      </ul>

      <h2 className={styles.sectionTitle}>{t("readingTest.results.detailed")}</h2>
      {rows.map(({ result, level, numbers }, i) => {
        const banner = partBanner(level, numbers);
        const partCorrect = numbers.filter((n) => result.correctTable[String(n)] === true).length;
        return (
          <section key={result.readingPracticeID} className={styles.part} data-testid={`results-part-${i}`}>
            <h3 className={styles.partTitle}>
              <span>
                {banner.part === null
                  ? t("readingTest.banner.reading")
                  : t("readingTest.banner.part", { part: banner.part })}
              </span>
              <span className={styles.muted}>
                {t("readingTest.results.partScore", {
                  correct: partCorrect,
                  total: numbers.length,
                  percent: percentOf(partCorrect, numbers.length),
                })}
              </span>
            </h3>
            {onReview ? (
              <button
                type="button"
                className={styles.reviewLink}
                onClick={() => onReview(i)}
                data-testid={`results-review-${i}`}
              >
                {t("readingTest.results.review")}
              </button>
            ) : testTakerId ? (
              <Link
                className={styles.reviewLink}
                to={reviewPath(testTakerId, result.readingPracticeID)}
                data-testid={`results-review-${i}`}
              >
                {t("readingTest.results.review")}
              </Link>
            ) : null}
            <ul className={styles.cards}>
              {numbers.map((n) => (
                <QuestionResultCard
                  key={n}
                  number={n}
                  userAnswer={result.userAnswers[String(n)] ?? ""}
                  standardAnswer={result.standardAnswers[String(n)] ?? ""}
                  correct={result.correctTable[String(n)] === true}
                />
              ))}
            </ul>
          </section>
        );
      })}

      <div className={styles.actions}>
        <Button size="lg" onClick={onHome} data-testid="results-home">
          {homeLabel}
        </Button>
      </div>
    </section>
  );
}
