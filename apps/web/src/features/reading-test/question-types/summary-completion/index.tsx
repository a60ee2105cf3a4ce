import { useTranslation } from "react-i18next";
import type { TQuestionSectionProps, TQuestionTypeModule } from "../../engine/question-type-module";
import { blankContextOf, CompletionSection } from "../shared/completion-section";
import { InvalidDataNotice, MalformedNotice } from "../shared/malformed-notice";
import { bodyTexts, FlowChartBody, NotesBody, SummaryBody, TableBody } from "./bodies";
import { completionProblem } from "./check";
import styles from "./summary-completion.module.css";

/** Summary, notes, table or flow-chart completion: one body by completionType, blanks inside it. */
function SummaryCompletionSection(props: TQuestionSectionProps<"SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION">) {
  const { t } = useTranslation();
  const content = props.section.content;
  const problem = completionProblem(content);
  if (problem === "invalid") return <InvalidDataNotice type="SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION" />;
  if (problem) return <MalformedNotice message={t(`questionTypes.summaryCompletion.problem.${problem}`)} />;
  const ctx = blankContextOf(props, content.wordBank);
  const { summary, notes, table, flowChart } = content;
  return (
    <CompletionSection title={content.title} texts={bodyTexts(content)} ctx={ctx}>
      <div className={styles.body} data-completion-type={content.completionType}>
        {content.completionType === "summary" && summary ? <SummaryBody body={summary} ctx={ctx} /> : null}
        {content.completionType === "notes" && notes ? <NotesBody body={notes} ctx={ctx} /> : null}
        {content.completionType === "table" && table ? <TableBody body={table} ctx={ctx} /> : null}
        {content.completionType === "flow_chart" && flowChart ? <FlowChartBody body={flowChart} ctx={ctx} /> : null}
      </div>
    </CompletionSection>
  );
}

export const summaryCompletionModule: TQuestionTypeModule<"SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION"> = {
  type: "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION",
  Section: SummaryCompletionSection,
};
