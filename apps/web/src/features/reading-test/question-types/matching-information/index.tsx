import { useTranslation } from "react-i18next";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { MatchingList } from "../shared/matching-list";
import styles from "./matching-information.module.css";

/** Which paragraph contains the information: each statement is matched to a paragraph letter. */
function MatchingInformationSection({ section, sectionIndex, ...rest }: TQuestionSectionProps<"MATCHING_INFORMATION">) {
  const { t } = useTranslation();
  const content = section.content;
  return (
    <div className={styles.section}>
      <MatchingList
        group={`matching-information-${sectionIndex}`}
        prompts={content?.statementsToMatch}
        options={content?.paragraphOptions}
        allowRepeats={content?.allowRepeats === true}
        upperCase={false}
        layout="wrap"
        invalidMessage={t("questionTypes.matchingInformation.invalid")}
        poolLabel={t("questionTypes.matchingInformation.poolLabel")}
        {...rest}
      />
    </div>
  );
}

export const matchingInformationModule: TQuestionTypeModule<"MATCHING_INFORMATION"> = {
  type: "MATCHING_INFORMATION",
  Section: MatchingInformationSection,
};
