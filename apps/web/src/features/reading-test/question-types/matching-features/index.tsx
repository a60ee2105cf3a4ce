import { useTranslation } from "react-i18next";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { MatchingList } from "../shared/matching-list";
import styles from "./matching-features.module.css";

/** Match each item to a feature (a person, place or date); answers are stored upper-cased. */
function MatchingFeaturesSection({ section, sectionIndex, ...rest }: TQuestionSectionProps<"MATCHING_FEATURES">) {
  const { t } = useTranslation();
  const content = section.content;
  return (
    <div className={styles.section}>
      <MatchingList
        group={`matching-features-${sectionIndex}`}
        prompts={content?.itemsToMatch}
        options={content?.featureOptions}
        allowRepeats={content?.allowRepeats === true}
        upperCase={true}
        layout="wrap"
        invalidMessage={t("questionTypes.matchingFeatures.invalid")}
        poolLabel={t("questionTypes.matchingFeatures.poolLabel")}
        {...rest}
      />
    </div>
  );
}

export const matchingFeaturesModule: TQuestionTypeModule<"MATCHING_FEATURES"> = {
  type: "MATCHING_FEATURES",
  Section: MatchingFeaturesSection,
};
