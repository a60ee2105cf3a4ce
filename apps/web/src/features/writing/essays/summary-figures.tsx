import type { TFeedbackSummary } from "@bandcraft/contract/writing";
import { useTranslation } from "react-i18next";
import { isKnownIndicator, useIndicatorFormat } from "../feedback/indicator-format";
import { useKindName } from "../feedback/kind-name";
import styles from "./essays.module.css";

/** The figures a card shows, when the summary has them: the issues, then structure. */
export const CARD_FIGURE_IDS = ["spellingIssues", "grammarIssues", "paragraphCount", "linkingDevices"] as const;

export type TFigure = { key: string; value: number | string | boolean; status?: string };

/**
 * The saved summary read back: each indicator's value with its status (`<id>` and `<id>.status`), and the
 * issue counts by kind (`lint.<kind>`). Bookkeeping entries (the summary's version) are left out.
 */
export function readSummary(summary: TFeedbackSummary): {
  figures: TFigure[];
  kinds: { kind: string; count: number }[];
} {
  const figures: TFigure[] = [];
  const kinds: { kind: string; count: number }[] = [];
  for (const [key, value] of Object.entries(summary)) {
    if (key.startsWith("lint.")) {
      if (typeof value === "number") kinds.push({ kind: key.slice(5), count: value });
    } else if (!key.endsWith(".status") && key !== "summaryVersion") {
      const status = summary[`${key}.status`];
      figures.push({ key, value, ...(typeof status === "string" ? { status } : {}) });
    }
  }
  return { figures, kinds };
}

type TProps = { summary: TFeedbackSummary; only?: readonly string[] };

/** The saved feedback summary's figures, named in the interface language (unknown keys as they are). */
export function SummaryFigures({ summary, only }: TProps) {
  const { t } = useTranslation();
  const format = useIndicatorFormat();
  const kindName = useKindName();
  const read = readSummary(summary);
  const figures = only ? only.flatMap((id) => read.figures.filter((f) => f.key === id)) : read.figures;
  const kinds = only ? [] : read.kinds;
  const statusText = (status: string | undefined) =>
    status === "good" || status === "check" || status === "info" ? t(`feedback.status.${status}`) : null;
  if (figures.length === 0 && kinds.length === 0) return null;
  return (
    <dl className={styles.figures} data-testid="summary-figures">
      {figures.map((f) => (
        <div key={f.key} className={styles.figure} data-key={f.key}>
          <dt>{isKnownIndicator(f.key) ? t(`feedback.indicators.${f.key}.name`) : f.key}</dt>
          <dd>
            {format.value(f.key, f.value)}
            {only || !statusText(f.status) ? null : (
              <span className={styles.figureStatus}> · {statusText(f.status)}</span>
            )}
          </dd>
        </div>
      ))}
      {kinds.map((k) => (
        <div key={`lint.${k.kind}`} className={styles.figure}>
          <dt>{t("essays.issuesOfKind", { kind: kindName(k.kind) })}</dt>
          <dd>{k.count}</dd>
        </div>
      ))}
    </dl>
  );
}
