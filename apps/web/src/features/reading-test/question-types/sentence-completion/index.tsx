import type { QuestionSectionProps, QuestionTypeModule } from "../../engine/question-type-module";
import type { BlankContext } from "../shared/blank-text";
import { BlankText, UnplacedBlanks } from "../shared/blank-text";
import { InvalidDataNotice } from "../shared/malformed-notice";
import { BankFor } from "../shared/word-bank";
import styles from "./sentence-completion.module.css";

/** Sentences (one per line) with {N} blanks: free text, or drop slots when the section has options. */
function SentenceCompletionSection(props: QuestionSectionProps<"SENTENCE_COMPLETION">) {
  const content = props.section.content;
  if (!content?.content?.trim() || !content.blankNumbers?.length) {
    return <InvalidDataNotice type="SENTENCE_COMPLETION" />;
  }
  const options = content.options && Object.keys(content.options).length > 0 ? content.options : undefined;
  const ctx: BlankContext = {
    numbers: props.numbers,
    answers: props.answers,
    setAnswer: props.setAnswer,
    readOnly: props.readOnly,
    review: props.review,
    bank: options ? { group: `section-${props.sectionIndex}`, options } : undefined,
  };
  const lines = content.content.split("\n").filter((line) => line.trim() !== "");
  return (
    <div className={styles.section}>
      {content.title ? <h3 className={styles.title}>{content.title}</h3> : null}
      <ul className={styles.sentences}>
        {lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static content lines never reorder
          <li key={i} className={styles.sentence}>
            <BlankText text={line} ctx={ctx} />
          </li>
        ))}
      </ul>
      <UnplacedBlanks texts={lines} ctx={ctx} />
      <BankFor ctx={ctx} />
    </div>
  );
}

export const sentenceCompletionModule: QuestionTypeModule<"SENTENCE_COMPLETION"> = {
  type: "SENTENCE_COMPLETION",
  Section: SentenceCompletionSection,
};
