import type { TContentProblem } from "@bandcraft/contract/content-problems";
import { COMPLETION_TYPES, type TCompletionType } from "@bandcraft/contract/question-types/summary-completion";
import type { TJsonObject } from "../json";
import { isBlank, isJsonObject, listOf, sizeOf } from "../json";
import { answerChoiceProblems, blankMarkerProblems, type TQuestionTypeRules } from "../rules";

/** The content key that holds the body of each completion type. */
export const COMPLETION_BODY_KEYS = {
  summary: "summary",
  notes: "notes",
  table: "table",
  flow_chart: "flowChart",
} as const satisfies Record<TCompletionType, string>;

function isCompletionType(value: unknown): value is TCompletionType {
  return (COMPLETION_TYPES as readonly unknown[]).includes(value);
}

const hasText = (values: unknown): boolean => listOf(values).some((v) => !isBlank(v));

type TBodyCode = "summaryEmpty" | "notesEmpty" | "tableEmpty" | "flowChartEmpty";

/** The check of one completion body: each kind needs something to show. */
const BODY_PROBLEMS: Record<TCompletionType, (body: TJsonObject) => TBodyCode | undefined> = {
  summary: (body) => (isBlank(body.content) ? "summaryEmpty" : undefined),
  notes: (body) => (!hasText(body.textContents) && isBlank(body.picURL) ? "notesEmpty" : undefined),
  table: (body) =>
    sizeOf(body.headers) === 0 && sizeOf(body.rows) === 0 && isBlank(body.picURL) ? "tableEmpty" : undefined,
  flow_chart: (body) => (isBlank(body.picURL) && sizeOf(body.steps) === 0 ? "flowChartEmpty" : undefined),
};

/** SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION: a body under the key of its completionType, {N} blanks, an optional word bank. */
export const summaryCompletionRules: TQuestionTypeRules<"SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION"> = {
  // Word bank letters with a bank; an empty bank is no bank (free text), as a missing one is.
  answerCase: (section) => (sizeOf(section.content.wordBank) > 0 ? "upper" : "as-written"),
  content(content, section) {
    const type = content.completionType;
    if (!isCompletionType(type)) return [{ code: "unknownCompletionType", section }];
    const body = content[COMPLETION_BODY_KEYS[type]];
    if (!isJsonObject(body)) return [{ code: "completionTypeMismatch", section }];
    const problems: TContentProblem[] = [];
    const bodyProblem = BODY_PROBLEMS[type](body);
    if (bodyProblem) problems.push({ code: bodyProblem, section });
    if (sizeOf(content.blankNumbers) === 0) problems.push({ code: "noBlankNumbers", section });
    return problems;
  },
  structure(section, context) {
    const { content } = section;
    const problems: TContentProblem[] = [];
    // Blanks drawn on a picture cannot be checked; text-only bodies must show every blank.
    const texts =
      content.completionType === "summary" && content.summary
        ? [content.summary.content]
        : content.completionType === "notes" && content.notes && !content.notes.picURL
          ? content.notes.textContents
          : content.completionType === "table" && content.table && !content.table.picURL
            ? [...content.table.headers, ...content.table.rows.flat()]
            : undefined;
    if (texts) problems.push(...blankMarkerProblems(context, content.blankNumbers, texts));
    if (content.wordBank && sizeOf(content.wordBank) > 0) {
      const keys = Object.keys(content.wordBank);
      problems.push(...answerChoiceProblems(context, content.blankNumbers, keys, "wordBank"));
    }
    return problems;
  },
};
