import type { TParagraph } from "@bandcraft/contract/reading";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { passageComponentId, passageGlobalBase } from "../highlighting/highlight-rules";
import { HighlightableText } from "../highlighting/highlightable-text";
import type { TParsedSection } from "./parse-practice";
import { PassageSlots, type TSectionContext } from "./section-view";
import styles from "./test-screen.module.css";

type TProps = {
  title: string;
  paragraphs: readonly TParagraph[];
  sections: readonly TParsedSection[];
  context: TSectionContext;
};

/** The passage: title, paragraphs with their hint letters, and any slot a type puts beside one. */
export function PassagePanel({ title, paragraphs, sections, context }: TProps) {
  const { t } = useTranslation();
  const hasContent = paragraphs.some((p) => p.content.trim() !== "");
  const bases = useMemo(() => paragraphs.map((_, i) => passageGlobalBase(paragraphs, i)), [paragraphs]);
  return (
    <article className={styles.passage} aria-label={t("readingTest.passage.label")} data-testid="passage-panel">
      {title ? <h2 className={styles.passageTitle}>{title}</h2> : null}
      {hasContent ? (
        paragraphs.map((paragraph, i) => (
          // Paragraphs never reorder within a test, so the index is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className={styles.paragraph} data-testid={`paragraph-${i}`}>
            <div className={styles.paragraphHead}>
              {paragraph.hint ? <span className={styles.hint}>{paragraph.hint}</span> : null}
              <PassageSlots sections={sections} paragraphIndex={i} context={context} />
            </div>
            <p className={styles.paragraphText}>
              <HighlightableText
                componentId={passageComponentId(i)}
                text={paragraph.content}
                globalBase={bases[i] ?? 0}
                readOnly={context.readOnly}
              />
            </p>
          </div>
        ))
      ) : (
        <p className={styles.empty}>{t("readingTest.passage.noContent")}</p>
      )}
    </article>
  );
}
