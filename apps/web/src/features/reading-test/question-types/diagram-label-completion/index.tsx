import { useTranslation } from "react-i18next";
import type { QuestionSectionProps, QuestionTypeModule } from "../../engine/question-type-module";
import type { BlankContext } from "../shared/blank-text";
import { BlankText, UnplacedBlanks } from "../shared/blank-text";
import { InvalidDataNotice } from "../shared/malformed-notice";
import { Picture } from "../shared/picture";
import { BankFor } from "../shared/word-bank";
import styles from "./diagram-label-completion.module.css";

/** Label a diagram: the picture, its label lines with {N} blanks, and boxes for labels only the picture shows. */
function DiagramLabelCompletionSection(props: QuestionSectionProps<"DIAGRAM_LABEL_COMPLETION">) {
  const { t } = useTranslation();
  const content = props.section.content;
  if (!content?.blankNumbers?.length) {
    return <InvalidDataNotice type="DIAGRAM_LABEL_COMPLETION" />;
  }
  const bank = content.wordBank && Object.keys(content.wordBank).length > 0 ? content.wordBank : undefined;
  const ctx: BlankContext = {
    numbers: props.numbers,
    answers: props.answers,
    setAnswer: props.setAnswer,
    readOnly: props.readOnly,
    review: props.review,
    bank: bank ? { group: `section-${props.sectionIndex}`, options: bank } : undefined,
  };
  const texts = (content.textContents ?? []).filter((line) => line.trim() !== "");
  const title = content.title?.trim();
  return (
    <div className={styles.section}>
      {title ? <h3 className={styles.title}>{title}</h3> : null}
      {content.picURL?.trim() ? (
        <Picture src={content.picURL} alt={title || t("questionTypes.diagramLabelCompletion.picture")} />
      ) : (
        <p className={styles.noDiagram}>{t("questionTypes.diagramLabelCompletion.noDiagram")}</p>
      )}
      {texts.length > 0 ? (
        <ul className={styles.labels}>
          {texts.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content lines never reorder
            <li key={i}>
              <BlankText text={line} ctx={ctx} />
            </li>
          ))}
        </ul>
      ) : null}
      <UnplacedBlanks texts={texts} ctx={ctx} />
      <BankFor ctx={ctx} />
    </div>
  );
}

export const diagramLabelCompletionModule: QuestionTypeModule<"DIAGRAM_LABEL_COMPLETION"> = {
  type: "DIAGRAM_LABEL_COMPLETION",
  Section: DiagramLabelCompletionSection,
};
