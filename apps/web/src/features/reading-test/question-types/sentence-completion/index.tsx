import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { BlankText } from "../shared/blank-text";
import { blankContextOf, CompletionSection } from "../shared/completion-section";
import { InvalidDataNotice } from "../shared/malformed-notice";
import styles from "./sentence-completion.module.css";

/** Sentences (one per line) with {N} blanks: free text, or drop slots when the section has options. */
function SentenceCompletionSection(props: TQuestionSectionProps<"SENTENCE_COMPLETION">) {
  const content = props.section.content;
  if (!content?.content?.trim() || !content.blankNumbers?.length) {
    return <InvalidDataNotice type="SENTENCE_COMPLETION" />;
  }
  const ctx = blankContextOf(props, content.options);
  const lines = content.content.split("\n").filter((line) => line.trim() !== "");
  return (
    <CompletionSection title={content.title} texts={lines} ctx={ctx}>
      <ul className={styles.sentences}>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content lines never reorder
          <li key={i} className={styles.sentence}>
            <BlankText text={line} ctx={ctx} />
          </li>
        ))}
      </ul>
    </CompletionSection>
  );
}

export const sentenceCompletionModule: TQuestionTypeModule<"SENTENCE_COMPLETION"> = {
  type: "SENTENCE_COMPLETION",
  Section: SentenceCompletionSection,
};
