import type { TInsight } from "@bandcraft/contract/reading";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./insight.module.css";
import { bandColour } from "./record-rules";

const W = 480;
const H = 180;
const PAD = { left: 34, right: 14, top: 12, bottom: 28 };
const BANDS = [0, 3, 6, 9];

/**
 * The band of each complete test over time as a small SVG line. The SVG is a picture for sighted users;
 * the visually hidden table beside it carries the same data for screen readers.
 */
export function BandTrendChart({ trend }: { trend: TInsight["bandTrend"] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const points = trend.filter((p) => p.band >= 0);
  if (points.length === 0) return <p className={styles.empty}>{t("records.insight.trendEmpty")}</p>;
  const dateOf = (ms: number) => new Date(ms).toLocaleDateString(i18n.language, { month: "short", day: "numeric" });
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  // Evenly spaced by attempt rather than by time, so two tests on one day do not sit on top of each other.
  const x = (i: number) => PAD.left + (points.length === 1 ? innerW / 2 : (i * innerW) / (points.length - 1));
  const y = (band: number) => PAD.top + innerH - (band / 9) * innerH;
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.band).toFixed(1)}`).join(" ");
  const latest = points[points.length - 1]!;
  // Label at most about six dates so they never overlap.
  const step = Math.max(1, Math.ceil(points.length / 6));

  return (
    <figure className={styles.figure}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className={styles.trend}
        role="img"
        aria-labelledby={titleId}
        data-testid="band-trend-chart"
      >
        <title id={titleId}>
          {t("records.insight.trendLabel", { count: points.length, band: latest.band.toFixed(1) })}
        </title>
        {BANDS.map((b) => (
          <g key={b}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(b)} y2={y(b)} className={styles.gridLine} />
            <text x={PAD.left - 6} y={y(b) + 4} className={styles.axis} textAnchor="end">
              {b}
            </text>
          </g>
        ))}
        <path d={path} className={styles.line} />
        {points.map((p, i) => (
          <g key={p.testTakerID}>
            <circle cx={x(i)} cy={y(p.band)} r={4.5} className={styles[`dot-${bandColour(p.band)}`]} />
            {i % step === 0 || i === points.length - 1 ? (
              <text x={x(i)} y={H - 8} className={styles.axis} textAnchor="middle">
                {dateOf(p.submittedAt)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <table className="visually-hidden">
        <caption>{t("records.insight.trendTitle")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("records.insight.trendDate")}</th>
            <th scope="col">{t("records.insight.trendBand")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.testTakerID}>
              <td>{new Date(p.submittedAt).toLocaleString(i18n.language)}</td>
              <td>{p.band.toFixed(1)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
