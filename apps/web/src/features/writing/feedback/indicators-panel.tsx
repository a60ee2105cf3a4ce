import type { TCriterion, TIndicator } from "@bandcraft/domain/writing-feedback/essay-indicators";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import styles from "./feedback.module.css";
import { IndicatorItem } from "./indicator-item";
import indicatorCss from "./indicators.module.css";

/** The four IELTS Writing criteria, in the order the public band descriptors list them. */
export const CRITERIA: readonly TCriterion[] = ["task", "coherence", "lexical", "grammar"];

/** Indicators under their criterion, each group in the order the checker gave them; empty groups are left out. */
export function groupByCriterion(indicators: readonly TIndicator[]): { criterion: TCriterion; items: TIndicator[] }[] {
  return CRITERIA.map((criterion) => ({
    criterion,
    items: indicators.filter((i) => i.criterion === criterion),
  })).filter((g) => g.items.length > 0);
}

/**
 * The indicators panel: four groups, one per criterion. It gives no band: these are signals to check, not a
 * score. Memoised: the indicators change per check, not per keystroke.
 */
export const IndicatorsPanel = memo(function IndicatorsPanel({ indicators }: { indicators: readonly TIndicator[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.block} aria-labelledby="feedback-indicators-title" data-testid="feedback-indicators">
      <h3 id="feedback-indicators-title" className={styles.blockTitle}>
        {t("feedback.indicatorsTitle")}
      </h3>
      {groupByCriterion(indicators).map(({ criterion, items }) => (
        <section
          key={criterion}
          className={indicatorCss.criterion}
          aria-labelledby={`criterion-${criterion}`}
          data-testid={`criterion-${criterion}`}
        >
          <h4 id={`criterion-${criterion}`} className={indicatorCss.criterionTitle}>
            {t(`feedback.criteria.${criterion}`)}
          </h4>
          <ul className={indicatorCss.indicatorList}>
            {items.map((indicator) => (
              <IndicatorItem key={indicator.id} indicator={indicator} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
});
