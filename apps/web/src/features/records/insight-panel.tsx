import type { TQuestionType } from "@bandcraft/contract/question-types/index";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { TargetIcon } from "../../components/ui/icons";
import { Spinner } from "../../components/ui/spinner";
import { BandTrendChart } from "./band-trend-chart";
import styles from "./insight.module.css";
import { accuracyTier, percent, typeAccuracies, weakestType } from "./record-rules";
import { insightQuery } from "./records.api";

type TProps = { onPractise: (questionType: TQuestionType) => void; busy: boolean };

/** Accuracy per question type, the weakest type with a one-click practice, the band trend. */
export function InsightPanel({ onPractise, busy }: TProps) {
  const { t } = useTranslation();
  // The records screen asked for the insight on this visit already (beside the records list); a refetch on
  // mounting here would ask the server a second time for the same numbers.
  const query = useQuery({ ...insightQuery, refetchOnMount: false });
  const typeName = (type: TQuestionType) => t(`readingHub.filter.types.${type}`);

  let body: ReactNode;
  if (query.isPending) body = <Spinner label={t("common.loading")} />;
  else if (query.isError) body = <p className={styles.empty}>{t("records.insight.failed")}</p>;
  else {
    const rows = typeAccuracies(query.data.byType);
    const weakest = weakestType(query.data.byType);
    body = (
      <div className={styles.grid}>
        <div className={styles.block} data-testid="insight-by-type">
          <h3 className={styles.blockTitle}>{t("records.insight.byTypeTitle")}</h3>
          {rows.length === 0 ? (
            <p className={styles.empty}>{t("records.insight.byTypeEmpty")}</p>
          ) : (
            // A list whose rows read as "type: 7/10 (70.0%)"; the bars are decoration for the same numbers.
            <ul className={styles.bars}>
              {rows.map((r) => (
                <li key={r.questionType} className={styles.barRow} data-testid="insight-type-row">
                  <span className={styles.barLabel}>{typeName(r.questionType)}</span>
                  <span className={styles.barTrack} aria-hidden="true">
                    <span
                      className={`${styles.barFill} ${styles[`fill-${accuracyTier(r.accuracy)}`]}`}
                      style={{ width: `${Math.max(2, r.accuracy * 100)}%` }}
                    />
                  </span>
                  <span className={styles.barValue}>
                    {t("records.insight.typeValue", {
                      correct: r.correct,
                      total: r.total,
                      percent: percent(r.accuracy),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.side}>
          <div className={styles.block} data-testid="insight-weakest">
            <h3 className={styles.blockTitle}>{t("records.insight.weakestTitle")}</h3>
            {weakest ? (
              <>
                <p>
                  {t("records.insight.weakestText", {
                    type: typeName(weakest.questionType),
                    percent: percent(weakest.accuracy),
                    total: weakest.total,
                  })}
                </p>
                <Button
                  icon={<TargetIcon />}
                  onClick={() => onPractise(weakest.questionType)}
                  disabled={busy}
                  data-testid="practise-weakest"
                >
                  {busy ? t("records.start.starting") : t("records.insight.practise")}
                </Button>
              </>
            ) : (
              <p className={styles.empty}>{t("records.insight.weakestNone")}</p>
            )}
          </div>
          <div className={styles.block} data-testid="insight-trend">
            <h3 className={styles.blockTitle}>{t("records.insight.trendTitle")}</h3>
            <BandTrendChart trend={query.data.bandTrend} />
          </div>
        </div>
      </div>
    );
  }

  return (
    <section className={styles.panel} aria-labelledby="records-insight">
      <h2 id="records-insight" className={styles.title}>
        {t("records.insight.title")}
      </h2>
      {body}
    </section>
  );
}
