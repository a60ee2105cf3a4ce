import { z } from "zod";
import { enveloped, ZPaginationRequest } from "./common";

export const ZWritingPart = z.union([z.literal(1), z.literal(2)]);
export type TWritingPart = z.infer<typeof ZWritingPart>;

/** A theme or task type; names fall back to en, then the key. */
export const ZThemeEntry = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_]{1,64}$/),
  name: z.strictObject({ en: z.string(), cn: z.string().optional(), jp: z.string().optional() }),
});
export type TThemeEntry = z.infer<typeof ZThemeEntry>;
export const ZThemes = z.strictObject({
  TaskOneTypes: z.array(ZThemeEntry),
  TaskTwoTypes: z.array(ZThemeEntry),
  TaskTwoThemes: z.array(ZThemeEntry),
});
export type TThemes = z.infer<typeof ZThemes>;
export const ZThemesResponse = enveloped(ZThemes.shape);

export const ZWritingItem = z.strictObject({
  writingPracticeID: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  part: ZWritingPart,
  title: z.string().optional(),
  /** Epoch seconds. */
  publishTime: z.number().int().min(0),
  theme: z.array(z.string()).min(1),
  content: z.string().min(1),
  requirement: z.string().optional(),
  /** One image URL or a list (task 1). */
  pic: z.union([z.string(), z.array(z.string())]).optional(),
});
export type TWritingItem = z.infer<typeof ZWritingItem>;

export const ZWritingListRequest = z.strictObject({
  part: ZWritingPart,
  paginationRequest: ZPaginationRequest,
  /** Items carrying every one of these keys (a task-2 type and a content theme, say). */
  themes: z.array(z.string().max(64)).max(10).optional(),
});
export const ZWritingListResponse = enveloped({ data: z.array(ZWritingItem) });

export const ZEssaySaveRequest = z.strictObject({
  writingPracticeID: z.string().min(1),
  part: ZWritingPart,
  text: z.string().max(50_000),
  timeSpent: z.number().int().min(0),
  feedbackSummary: z.record(z.string(), z.unknown()).optional(),
});
export const ZEssaySaveResponse = enveloped({ essayID: z.string() });
export const ZEssay = z.object({
  essayID: z.string(),
  writingPracticeID: z.string(),
  part: ZWritingPart,
  text: z.string(),
  wordCount: z.number().int(),
  timeSpent: z.number().int(),
  createdAt: z.number().int(),
  feedbackSummary: z.record(z.string(), z.unknown()).optional(),
});
export const ZEssayListRequest = z.strictObject({ paginationRequest: ZPaginationRequest });
export const ZEssayListResponse = enveloped({
  data: z.object({ essays: z.array(ZEssay), totalCnt: z.number().int() }),
});
export const ZEssayIdRequest = z.strictObject({ essayID: z.string().min(1) });
export const ZEssayGetResponse = enveloped({ essay: ZEssay });
