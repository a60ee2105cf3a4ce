import { YES_NO_NOT_GIVEN } from "@bandcraft/contract/question-types/identifying-writers-view";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { StatementJudgement } from "../shared/statement-judgement";
import styles from "./identifying-writers-view.module.css";

/** YES / NO / NOT GIVEN on the writer's claims: one statement per question, answered by a radio group. */
function IdentifyingWritersViewSection({ section, ...rest }: TQuestionSectionProps<"IDENTIFYING_WRITERS_VIEW">) {
  return (
    <div className={styles.section}>
      <StatementJudgement
        statements={section.content?.statements}
        values={YES_NO_NOT_GIVEN}
        type="IDENTIFYING_WRITERS_VIEW"
        {...rest}
      />
    </div>
  );
}

export const identifyingWritersViewModule: TQuestionTypeModule<"IDENTIFYING_WRITERS_VIEW"> = {
  type: "IDENTIFYING_WRITERS_VIEW",
  Section: IdentifyingWritersViewSection,
};
