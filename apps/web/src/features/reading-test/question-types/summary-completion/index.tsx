import { useTranslation } from "react-i18next";
import type { QuestionSectionProps, QuestionTypeModule } from "../../engine/question-type-module";
import type { BlankContext } from "../shared/blank-text";
import { UnplacedBlanks } from "../shared/blank-text";
import { InvalidDataNotice, MalformedNotice } from "../shared/malformed-notice";
import { BankFor } from "../shared/word-bank";
import { bodyTexts, FlowChartBody, NotesBody, SummaryBody, TableBody } from "./bodies";
import { completionProblem } from "./check";
import styles from "./summary-completion.module.css";

/** Summary, notes, table or flow-chart completion: one body by completionType, blanks inside it. */
function SummaryCompletionSection(props: QuestionSectionProps<"SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION">) {
  const { t } = useTranslation();
  const content = props.section.content;
  const problem = completionProblem(content);
  if (problem === "invalid") return <InvalidDataNotice type="SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION" />;
  if (problem) return <MalformedNotice message={t(`questionTypes.summaryCompletion.problem.${problem}`)} />;
  const bank = content.wordBank && Object.keys(content.wordBank).length > 0 ? content.wordBank : undefined;
  const ctx: BlankContext = {
    numbers: props.numbers,
    answers: props.answers,
    setAnswer: props.setAnswer,
    readOnly: props.readOnly,
    review: props.review,
    bank: bank ? { group: `section-${props.sectionIndex}`, options: bank } : undefined,
  };
  const { summary, notes, table, flowChart } = content;
  return (
    <div className={styles.section}>
      {content.title ? <h3 className={styles.title}>{content.title}</h3> : null}
      <div className={styles.body} data-completion-type={content.completionType}>
        {content.completionType === "summary" && summary ? <SummaryBody body={summary} ctx={ctx} /> : null}
        {content.completionType === "notes" && notes ? <NotesBody body={notes} ctx={ctx} /> : null}
        {content.completionType === "table" && table ? <TableBody body={table} ctx={ctx} /> : null}
        {content.completionType === "flow_chart" && flowChart ? <FlowChartBody body={flowChart} ctx={ctx} /> : null}
      </div>
      <UnplacedBlanks texts={bodyTexts(content)} ctx={ctx} />
      <BankFor ctx={ctx} />
    </div>
  );
}

export const summaryCompletionModule: QuestionTypeModule<"SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION"> = {
  type: "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION",
  Section: SummaryCompletionSection,
};
