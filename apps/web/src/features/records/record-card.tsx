import type { TPracticeRecord } from "@bandcraft/contract/reading";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { ChevronDownIcon, EyeIcon, ListIcon, RefreshIcon } from "../../components/ui/icons";
import { accuracyTier, bandColour, bandTier, formatBand, isFullTest, percent, splitDuration } from "./record-rules";
import styles from "./records.module.css";

type TProps = {
  record: TPracticeRecord;
  onReview: (record: TPracticeRecord) => void;
  onRetry: (record: TPracticeRecord) => void;
  onViewAnswers: (record: TPracticeRecord) => void;
  /** A start is in flight: Retry waits so one click spends one token. */
  busy: boolean;
};

/** One practice record: badge, title, when, how long, score, accuracy tier, band, actions. */
export function RecordCard({ record, onReview, onRetry, onViewAnswers, busy }: TProps) {
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const breakdownId = useId();
  const full = isFullTest(record);
  const title = full
    ? t("records.card.passages", { count: record.readingPracticeInfo.length })
    : (record.readingPracticeInfo[0]?.title ?? t("common.unknown"));
  const when = new Date(record.startTimeStamp);
  const { minutes, seconds } = splitDuration(record.elapsedTime);
  const tier = accuracyTier(record.totalAccuracy);
  const band = record.band;

  return (
    <li
      className={styles.card}
      aria-labelledby={titleId}
      data-testid="record-card"
      data-test-taker={record.testTakerID}
    >
      <div className={styles.cardHead}>
        <span className={full ? styles.badgeFull : styles.badgeSingle} data-testid="record-badge">
          {full ? t("records.card.full") : t("records.card.single")}
        </span>
        <h3 id={titleId} className={styles.cardTitle} data-testid="record-title">
          {title}
        </h3>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t("records.card.date")}</dt>
          <dd>
            <time dateTime={when.toISOString()}>
              {when.toLocaleString(i18n.language, { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t("records.card.duration")}</dt>
          <dd data-testid="record-duration">{t("records.card.durationValue", { minutes, seconds })}</dd>
        </div>
        <div>
          <dt>{t("records.card.score")}</dt>
          <dd data-testid="record-score">
            {record.totalCorrectCnt}/{record.questionCnt}
          </dd>
        </div>
        <div>
          <dt>{t("records.card.accuracy")}</dt>
          <dd className={styles[`tier-${tier}`]} data-testid="record-accuracy" data-tier={tier}>
            {percent(record.totalAccuracy)}% <span className={styles.tierLabel}>{t(`records.card.tiers.${tier}`)}</span>
          </dd>
        </div>
        {full && band !== undefined ? (
          <div>
            <dt>{t("records.card.band")}</dt>
            <dd
              className={styles[`band-${bandColour(band)}`]}
              data-testid="record-band"
              data-tier={band >= 0 ? bandTier(band) : "none"}
            >
              {formatBand(band) ?? t("records.card.notAvailable")}
              {band >= 0 ? <span className={styles.tierLabel}>{t(`records.card.tiers.${bandTier(band)}`)}</span> : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" icon={<EyeIcon />} onClick={() => onReview(record)}>
          {t("records.card.review")}
        </Button>
        <Button size="sm" variant="secondary" icon={<RefreshIcon />} onClick={() => onRetry(record)} disabled={busy}>
          {t("records.card.retry")}
        </Button>
        <Button size="sm" variant="secondary" icon={<ListIcon />} onClick={() => onViewAnswers(record)}>
          {t("records.card.viewAnswers")}
        </Button>
        {full ? (
          <Button
            size="sm"
            variant="ghost"
            icon={<ChevronDownIcon className={expanded ? styles.chevronUp : undefined} />}
            aria-expanded={expanded}
            aria-controls={breakdownId}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t("records.card.collapse") : t("records.card.expand")}
          </Button>
        ) : null}
      </div>
      {full && expanded ? (
        <ol id={breakdownId} className={styles.breakdown} aria-label={t("records.card.breakdown")}>
          {record.readingPracticeInfo.map((p) => {
            const total = Object.keys(p.standardAnswers).length;
            return (
              <li key={p.id} className={styles.breakdownRow}>
                <span className={styles.breakdownTitle}>{p.title}</span>
                <span className={styles[`tier-${accuracyTier(p.accuracy)}`]}>
                  {t("records.card.passageScore", { correct: p.correctCnt, total, percent: percent(p.accuracy) })}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </li>
  );
}
