import { modeForBank, perQuestion, type TSectionGrader } from "../section-grader";

/** Summary, notes, table and flow chart: free text, or bank letters when the section has a word bank. */
export const gradeSummaryCompletion: TSectionGrader<"SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION"> = (input) =>
  perQuestion<"SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION">(modeForBank(input.section.content.wordBank))(input);
