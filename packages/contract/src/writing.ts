import { z } from "zod";
import { enveloped, ZClientTime, ZEmptyRequest, ZEpochMs, ZPaginationRequest } from "./common";
import { endpoint, ZNoParams, ZOkResponse } from "./endpoint";
import { ROUTES } from "./routes";

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

/** An essay longer than this is refused: far beyond any exam answer, short of abuse. */
export const MAX_ESSAY_WORDS = 10_000;

/** What the feedback found, kept with a saved essay: a few named counts or labels, never the essay again. */
export const ZFeedbackSummary = z
  .record(z.string().max(64), z.union([z.number(), z.string().max(200), z.boolean()]))
  .refine((summary) => Object.keys(summary).length <= 50, "feedbackSummary may have at most 50 entries");
export type TFeedbackSummary = z.infer<typeof ZFeedbackSummary>;

export const ZEssaySaveRequest = z.strictObject({
  writingPracticeID: ZWritingItem.shape.writingPracticeID,
  part: ZWritingPart,
  text: z.string().max(200_000, "An essay may have at most 200,000 characters"),
  /** Seconds spent writing. */
  timeSpent: z.number().int().min(0).max(604_800),
  feedbackSummary: ZFeedbackSummary.optional(),
  /**
   * One of the learner's essays on the same task that this one continues (reopened as a new draft, or saved
   * before in the same sitting): the new essay keeps that essay's task as it was, not the task as it is now.
   */
  basedOnEssayID: z.string().min(1).max(64).optional(),
});
export type TEssaySaveRequest = z.infer<typeof ZEssaySaveRequest>;
export const ZEssaySaveResponse = enveloped({ essayID: z.string() });

/** A saved essay in the learner's list: no full text, an excerpt instead. */
export const ZEssaySummary = z.object({
  essayID: z.string(),
  writingPracticeID: z.string(),
  part: ZWritingPart,
  /** The task's title as the essay kept it (when it has one). */
  taskTitle: z.string().optional(),
  excerpt: z.string(),
  wordCount: z.number().int(),
  timeSpent: z.number().int(),
  /** Epoch ms. */
  createdAt: z.number().int(),
  feedbackSummary: ZFeedbackSummary.optional(),
});
export type TEssaySummary = z.infer<typeof ZEssaySummary>;
/**
 * One saved essay, whole, with its task as it was when the essay was saved (an administrator's later edit or
 * delete never changes it); absent only for essays whose task was already gone before tasks were kept.
 * `taskWithdrawn`: the task has since been deleted from the bank, so the essay cannot be reopened as a new draft.
 */
export const ZEssay = ZEssaySummary.omit({ excerpt: true }).extend({
  text: z.string(),
  task: ZWritingItem.optional(),
  taskWithdrawn: z.literal(true).optional(),
});
export type TEssay = z.infer<typeof ZEssay>;
export const ZEssayListRequest = z.strictObject({ paginationRequest: ZPaginationRequest });
export const ZEssayListResponse = enveloped({
  data: z.object({ essays: z.array(ZEssaySummary), totalCnt: z.number().int() }),
});
export const ZEssayIdRequest = z.strictObject({ essayID: z.string().min(1).max(64) });
export const ZEssayGetResponse = enveloped({ essay: ZEssay });

// --- drafts (an essay being written lives on the server too, so it follows the learner to any device) ---
/** What a draft keeps of the editor: the essay, its WT- id, when the editor opened, the timer choice. */
export const ZWritingDraftBody = z.strictObject({
  writingPracticeID: ZWritingItem.shape.writingPracticeID,
  text: z.string().max(200_000, "An essay may have at most 200,000 characters"),
  testTakerId: z.string().regex(/^WT-[0-9A-Z]{5,40}$/, "testTakerId is a WT- id"),
  startedAt: ZClientTime,
  timerVisible: z.boolean(),
});
export type TWritingDraftBody = z.infer<typeof ZWritingDraftBody>;

/**
 * POST /writing/drafts/save: the learner's latest draft of a task (the last save wins: one learner writes
 * one essay at a time). Each save moves the draft's revision on, so a device can tell whether another
 * wrote since its own last save.
 */
export const ZDraftSaveRequest = ZWritingDraftBody;
export const ZDraftSaveResponse = enveloped({ revision: z.number().int(), savedAt: ZEpochMs });

/** A draft as the server keeps it. */
export const ZStoredDraft = ZWritingDraftBody.extend({
  part: ZWritingPart,
  revision: z.number().int(),
  savedAt: ZEpochMs,
});
export type TStoredDraft = z.infer<typeof ZStoredDraft>;
/** POST /writing/drafts/list: the caller's drafts, newest first (at most one per task). */
export const ZDraftListResponse = enveloped({ drafts: z.array(ZStoredDraft) });
/** POST /writing/drafts/delete: the learner left the essay and discarded it, or saved it to My essays. */
export const ZDraftDeleteRequest = z.strictObject({ writingPracticeID: ZWritingItem.shape.writingPracticeID });

/** The learner's writing calls: the task bank, drafts and saved essays. */
export const writingEndpoints = {
  writingThemes: endpoint(ROUTES.writingThemes, ZNoParams, ZThemesResponse),
  writingList: endpoint(ROUTES.writingList, ZWritingListRequest, ZWritingListResponse),
  essaySave: endpoint(ROUTES.essaySave, ZEssaySaveRequest, ZEssaySaveResponse),
  essayList: endpoint(ROUTES.essayList, ZEssayListRequest, ZEssayListResponse),
  essayGet: endpoint(ROUTES.essayGet, ZEssayIdRequest, ZEssayGetResponse),
  essayDelete: endpoint(ROUTES.essayDelete, ZEssayIdRequest, ZOkResponse),
  draftSave: endpoint(ROUTES.draftSave, ZDraftSaveRequest, ZDraftSaveResponse),
  draftList: endpoint(ROUTES.draftList, ZEmptyRequest, ZDraftListResponse),
  draftDelete: endpoint(ROUTES.draftDelete, ZDraftDeleteRequest, ZOkResponse),
};
