import { useTranslation } from "react-i18next";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { BlankText } from "../shared/blank-text";
import { blankContextOf, CompletionSection } from "../shared/completion-section";
import { InvalidDataNotice } from "../shared/malformed-notice";
import { Picture } from "../shared/picture";
import styles from "./diagram-label-completion.module.css";

/** Label a diagram: the picture, its label lines with {N} blanks, and boxes for labels only the picture shows. */
function DiagramLabelCompletionSection(props: TQuestionSectionProps<"DIAGRAM_LABEL_COMPLETION">) {
  const { t } = useTranslation();
  const content = props.section.content;
  if (!content?.blankNumbers?.length) {
    return <InvalidDataNotice type="DIAGRAM_LABEL_COMPLETION" />;
  }
  const ctx = blankContextOf(props, content.wordBank);
  const texts = (content.textContents ?? []).filter((line) => line.trim() !== "");
  const title = content.title?.trim();
  return (
    <CompletionSection title={title} texts={texts} ctx={ctx}>
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
    </CompletionSection>
  );
}

export const diagramLabelCompletionModule: TQuestionTypeModule<"DIAGRAM_LABEL_COMPLETION"> = {
  type: "DIAGRAM_LABEL_COMPLETION",
  Section: DiagramLabelCompletionSection,
};
