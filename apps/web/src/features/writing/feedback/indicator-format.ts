import type { TIndicator } from "@bandcraft/domain/writing-feedback/essay-indicators";
import { useTranslation } from "react-i18next";
import en from "../../../locales/en/writing-feedback.json";

type TIndicatorId = keyof typeof en.feedback.indicators;
type TUnit = keyof typeof en.feedback.units;

/** Whether the interface has texts for an indicator id (a unit test checks every id the domain emits). */
export function isKnownIndicator(id: string): id is TIndicatorId {
  return Object.hasOwn(en.feedback.indicators, id);
}

/** The unit each figure is in; the others are plain counts or ratios. */
const UNITS: Partial<Record<string, TUnit>> = {
  wordCount: "words",
  timeSpent: "minutes",
  paragraphBalance: "percent",
  academicWords: "percent",
  complexSentences: "percent",
  sentenceLength: "words",
  sentenceVariety: "words",
};

/** Values and targets as the interface shows them: numbers in the interface language, with their unit. */
export function useIndicatorFormat() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? "en";
  const withUnit = (id: string, n: string) => {
    const unit = UNITS[id];
    return unit ? t(`feedback.units.${unit}`, { n }) : n;
  };
  const value = (id: string, v: number | string | boolean): string => {
    if (typeof v === "boolean") return v ? t("feedback.yes") : t("feedback.no");
    if (typeof v === "number") return withUnit(id, new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(v));
    return v;
  };
  return {
    value,
    indicatorValue: (indicator: TIndicator) => value(indicator.id, indicator.value),
    /** Targets are language-neutral ("≥ 250", "4–5", "≤ 60%"); a unit is added where the target has none. */
    target: (indicator: TIndicator): string => {
      const target = indicator.target ?? "";
      return /[%×]/u.test(target) ? target : withUnit(indicator.id, target);
    },
  };
}
