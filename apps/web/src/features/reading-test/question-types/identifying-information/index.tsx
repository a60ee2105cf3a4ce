import { TRUE_FALSE_NOT_GIVEN } from "@bandcraft/contract/question-types/identifying-information";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { StatementJudgement } from "../shared/statement-judgement";
import styles from "./identifying-information.module.css";

/** TRUE / FALSE / NOT GIVEN: one statement per question, answered by a radio group. */
function IdentifyingInformationSection({ section, ...rest }: TQuestionSectionProps<"IDENTIFYING_INFORMATION">) {
  return (
    <div className={styles.section}>
      <StatementJudgement
        statements={section.content?.statements}
        values={TRUE_FALSE_NOT_GIVEN}
        type="IDENTIFYING_INFORMATION"
        {...rest}
      />
    </div>
  );
}

export const identifyingInformationModule: TQuestionTypeModule<"IDENTIFYING_INFORMATION"> = {
  type: "IDENTIFYING_INFORMATION",
  Section: IdentifyingInformationSection,
};
