import { useTranslation } from "react-i18next";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { MatchingList } from "../shared/matching-list";
import styles from "./matching-sentence-endings.module.css";

/** Complete each sentence beginning with one ending; answers are stored upper-cased. */
function MatchingSentenceEndingsSection({
  section,
  sectionIndex,
  ...rest
}: TQuestionSectionProps<"MATCHING_SENTENCE_ENDINGS">) {
  const { t } = useTranslation();
  const content = section.content;
  return (
    <div className={styles.section}>
      <MatchingList
        group={`matching-sentence-endings-${sectionIndex}`}
        prompts={content?.sentenceBeginnings}
        options={content?.endingOptions}
        allowRepeats={content?.allowRepeats === true}
        upperCase={true}
        layout="column"
        invalidMessage={t("questionTypes.matchingSentenceEndings.invalid")}
        poolLabel={t("questionTypes.matchingSentenceEndings.poolLabel")}
        {...rest}
      />
    </div>
  );
}

export const matchingSentenceEndingsModule: TQuestionTypeModule<"MATCHING_SENTENCE_ENDINGS"> = {
  type: "MATCHING_SENTENCE_ENDINGS",
  Section: MatchingSentenceEndingsSection,
};
