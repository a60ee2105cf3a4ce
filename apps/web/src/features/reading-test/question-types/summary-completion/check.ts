import type { TSummaryCompletionContent } from "@bandcraft/contract/question-types/summary-completion";
import { COMPLETION_TYPES } from "@bandcraft/contract/question-types/summary-completion";

/** Why a completion section cannot be drawn; each names an i18n key under questionTypes.summaryCompletion. */
export type TCompletionProblem =
  | "invalid"
  | "unknownType"
  | "typeMismatch"
  | "summaryEmpty"
  | "notesEmpty"
  | "tableEmpty"
  | "flowChartEmpty";

const BODY_KEY = { summary: "summary", notes: "notes", table: "table", flow_chart: "flowChart" } as const;

const has = (text: string | undefined) => (text ?? "").trim() !== "";

/** Whether the body the completion type names has something to show (messages). */
function bodyProblem(content: TSummaryCompletionContent): TCompletionProblem | undefined {
  switch (content.completionType) {
    case "summary":
      return has(content.summary?.content) ? undefined : "summaryEmpty";
    case "notes":
      return content.notes?.textContents.some(has) || has(content.notes?.picURL) ? undefined : "notesEmpty";
    case "table": {
      const table = content.table;
      const filled = (table?.headers.length ?? 0) > 0 || (table?.rows.length ?? 0) > 0 || has(table?.picURL);
      return filled ? undefined : "tableEmpty";
    }
    case "flow_chart":
      return has(content.flowChart?.picURL) || content.flowChart?.steps?.some(has) ? undefined : "flowChartEmpty";
  }
}

/**
 * The first problem of a completion section, or undefined when it can be drawn. Data reach the screen
 * already parsed, but a stored practice may predate a rule, so the checks do not trust the types.
 */
export function completionProblem(content: TSummaryCompletionContent | undefined): TCompletionProblem | undefined {
  if (!content || !Array.isArray(content.blankNumbers) || content.blankNumbers.length === 0) return "invalid";
  const type = content.completionType as string;
  if (!(COMPLETION_TYPES as readonly string[]).includes(type)) return "unknownType";
  const own = BODY_KEY[content.completionType];
  if (content[own] === undefined) {
    const other = Object.values(BODY_KEY).some((key) => key !== own && content[key] !== undefined);
    if (other) return "typeMismatch";
  }
  return bodyProblem(content);
}
