import { BAND_TREND_POINTS, type TClassLearnerResults } from "@bandcraft/contract/results";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./class-results.module.css";
import { bandText, learnerLabel, trendPoints } from "./class-results-rules";

const W = 120;
const H = 36;
const PAD = 5;

/** Each learner's bands in their latest assigned complete tests, oldest first; learners with none are left out. */
export function BandTrends({ learners }: { learners: TClassLearnerResults[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = learners.filter((learner) => learner.bandTrend.length > 0);
  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="band-trends-section">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t("classResults.trend.title")}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.muted} data-testid="band-trends-none">
          {t("classResults.trend.none")}
        </p>
      ) : (
        <>
          <p className={styles.muted}>{t("classResults.trend.intro", { points: BAND_TREND_POINTS })}</p>
          <ul className={styles.trends} data-testid="band-trends">
            {shown.map((learner) => (
              <BandTrend key={learner.email} learner={learner} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** One learner: who, the bands as a small line (a picture named by its bands), the latest band in words. */
function BandTrend({ learner }: { learner: TClassLearnerResults }) {
  const { t } = useTranslation();
  const bands = learner.bandTrend.map((point) => point.band);
  const points = trendPoints(bands, W, H, PAD);
  const latest = bands[bands.length - 1] ?? 0;
  const label = t("classResults.trend.label", {
    learner: learnerLabel(learner),
    bands: bands.map(bandText).join(t("classResults.trend.separator")),
  });
  return (
    <li className={styles.trend} data-testid="band-trend" data-email={learner.email}>
      <span className={styles.trendWho}>
        <span className={styles.learnerName}>{learnerLabel(learner)}</span>
        {learner.name ? <span className={styles.learnerEmail}>{learner.email}</span> : null}
      </span>
      <svg
        className={styles.sparkline}
        viewBox={`0 0 ${W} ${H}`}
        width={W}
        height={H}
        role="img"
        aria-label={label}
        data-testid="band-trend-line"
      >
        <line x1={PAD} x2={W - PAD} y1={H - PAD} y2={H - PAD} className={styles.sparkBase} />
        {points.length > 1 ? <polyline points={points.map((p) => p.join(",")).join(" ")} /> : null}
        {points.map(([x, y], i) => (
          <circle key={learner.bandTrend[i]?.assignmentID ?? i} cx={x} cy={y} r={i === points.length - 1 ? 3.5 : 2.5} />
        ))}
      </svg>
      <span className={styles.trendLatest}>
        <strong data-testid="band-trend-latest">{t("classResults.trend.latest", { band: bandText(latest) })}</strong>
        <span className={styles.muted}>{t("classResults.trend.tests", { count: learner.testCount })}</span>
      </span>
    </li>
  );
}
