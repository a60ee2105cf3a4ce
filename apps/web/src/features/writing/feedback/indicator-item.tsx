import type { TIndicator } from "@bandcraft/domain/writing-feedback/essay-indicators";
import { useTranslation } from "react-i18next";
import { isKnownIndicator, useIndicatorFormat } from "./indicator-format";
import indicators from "./indicators.module.css";
import { useKindName } from "./kind-name";

const FUNCTIONS = ["addition", "contrast", "cause", "example", "sequence", "conclusion"] as const;
const isLinkingFunction = (key: string): key is (typeof FUNCTIONS)[number] =>
  (FUNCTIONS as readonly string[]).includes(key);

const STATUS_CLASS = {
  good: indicators.statusGood,
  check: indicators.statusCheck,
  info: indicators.statusInfo,
} as const;

/** One indicator: its name, value against its target, status, a heuristic label, examples, what and why. */
export function IndicatorItem({ indicator }: { indicator: TIndicator }) {
  const { t } = useTranslation();
  const format = useIndicatorFormat();
  const known = isKnownIndicator(indicator.id) ? indicator.id : null;
  const kindName = useKindName();
  const breakdown = indicator.breakdown ?? [];
  const keys = new Set(breakdown.map((b) => b.key));
  // Examples that are all in the breakdown (the repeated words with their counts) are shown once, there.
  const quoted = indicator.examples?.filter((e) => e.trim() !== "") ?? [];
  const examples = quoted.every((e) => keys.has(e)) && breakdown.length > 0 ? [] : quoted;
  const keyName = (key: string) =>
    indicator.id === "linkingVariety" && isLinkingFunction(key)
      ? t(`feedback.functions.${key}`)
      : indicator.id === "spellingIssues" || indicator.id === "grammarIssues"
        ? kindName(key)
        : key;
  return (
    <li className={indicators.indicator} data-testid="indicator" data-id={indicator.id} data-status={indicator.status}>
      <div className={indicators.indicatorHead}>
        <h5 className={indicators.indicatorName}>{known ? t(`feedback.indicators.${known}.name`) : indicator.id}</h5>
        <span className={`${indicators.status} ${STATUS_CLASS[indicator.status]}`} data-testid="indicator-status">
          {t(`feedback.status.${indicator.status}`)}
        </span>
        {indicator.heuristic ? (
          <span className={indicators.heuristic} title={t("feedback.heuristicHint")} data-testid="indicator-heuristic">
            {t("feedback.heuristic")}
          </span>
        ) : null}
      </div>
      <p className={indicators.indicatorValue}>
        <span className="visually-hidden">{t("feedback.value")}: </span>
        <strong data-testid="indicator-value">{format.indicatorValue(indicator)}</strong>
        {indicator.target ? (
          <span className={indicators.target}>
            {t("feedback.target")}: {format.target(indicator)}
          </span>
        ) : null}
      </p>
      {examples.length > 0 ? (
        <p className={indicators.examples}>
          <span className={indicators.examplesLabel}>{t("feedback.examples")}: </span>
          {examples.map((example, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: examples may repeat; their order is their identity
            <q key={i} className={indicators.example}>
              {example}
            </q>
          ))}
        </p>
      ) : null}
      {breakdown.length > 0 ? (
        <ul className={indicators.breakdown} aria-label={t("feedback.breakdown")} data-testid="indicator-breakdown">
          {breakdown.map((b) => (
            <li key={b.key}>
              <span className={indicators.breakdownKey}>{keyName(b.key)}</span>
              <span className={indicators.breakdownCount}>{t("feedback.times", { count: b.count })}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {known ? (
        <dl className={indicators.explain}>
          <dt>{t("feedback.measures")}</dt>
          <dd>{t(`feedback.indicators.${known}.measures`)}</dd>
          <dt>{t("feedback.why")}</dt>
          <dd>{t(`feedback.indicators.${known}.why`)}</dd>
        </dl>
      ) : null}
    </li>
  );
}
