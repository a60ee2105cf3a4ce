import { Trans, useTranslation } from "react-i18next";
import styles from "./bank-count.module.css";

/** The texts that hold a live count: each has `<num>{{n}}</num>` and plural forms by `count` (bank-count.test.tsx). */
export const COUNT_KEYS = [
  "home.claims.questions",
  "home.claims.tests",
  "home.claims.tasks",
  "readingHub.stats.passages",
  "readingHub.features.bank",
  "writingHub.claims.task1",
  "writingHub.claims.task2",
] as const;

type TProps = {
  i18nKey: (typeof COUNT_KEYS)[number];
  /** The number; undefined while the bank's summary loads (a dash holds its place). */
  count: number | undefined;
};

/** A count in the interface language's digits and separators, or a dash while it loads. */
export const formatCount = (count: number | undefined, language: string) =>
  count === undefined ? "–" : new Intl.NumberFormat(language).format(count);

/**
 * A live count from the bank in a sentence ("160 practice questions"), the number formatted for the interface
 * language. The number's box is two digits wide from the start, so the words around it barely move when it arrives.
 */
export function BankCount({ i18nKey, count }: TProps) {
  const { i18n } = useTranslation();
  const n = formatCount(count, i18n.language);
  return (
    <Trans
      // The typed key union of the whole catalogue is too large for Trans's types; COUNT_KEYS is checked by a test.
      i18nKey={i18nKey as never}
      // The plural form of a count still loading: the general one ("questions", not "question").
      count={count ?? 2}
      values={{ n }}
      components={{ num: <span className={styles.count} data-testid="bank-count" /> }}
    />
  );
}
