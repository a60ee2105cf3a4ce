import { z } from "zod";
import { ZBlankNumbers, ZOptionMap, ZPicUrl } from "./shared";

export const SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION = "SUMMARY_NOTE_TABLE_FLOW_CHART_COMPLETION" as const;
export const COMPLETION_TYPES = ["summary", "notes", "table", "flow_chart"] as const;
export type TCompletionType = (typeof COMPLETION_TYPES)[number];

/**
 * Summary, notes, table or flow-chart completion. The body sits under the key of its
 * completionType (summary, notes, table, flowChart); text holds {N} blank markers.
 */
export const ZSummaryCompletionContent = z.strictObject({
  title: z.string().optional(),
  completionType: z.enum(COMPLETION_TYPES),
  summary: z.strictObject({ content: z.string() }).optional(),
  notes: z.strictObject({ textContents: z.array(z.string()), picURL: ZPicUrl.optional() }).optional(),
  table: z
    .strictObject({
      headers: z.array(z.string()),
      rows: z.array(z.array(z.string())),
      picURL: ZPicUrl.optional(),
    })
    .optional(),
  flowChart: z
    .strictObject({
      title: z.string().optional(),
      picURL: ZPicUrl,
      steps: z.array(z.string()).optional(),
    })
    .optional(),
  wordBank: ZOptionMap.optional(),
  blankNumbers: ZBlankNumbers,
});
export type TSummaryCompletionContent = z.infer<typeof ZSummaryCompletionContent>;
