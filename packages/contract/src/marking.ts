import { z } from "zod";
import { ZAssignmentId } from "./assignments";
import { ZClassId } from "./classes";
import { enveloped, ZEpochMs } from "./common";
import { endpoint, ZOkResponse } from "./endpoint";
import { ROUTES } from "./routes";
import { ZWritingItem, ZWritingPart } from "./writing";

/**
 * Marking writing: a learner sends one of their saved essays to a class's teacher; the teacher comments on
 * selected text, gives a band for each of the four criteria and returns it; the learner then sees the marks.
 * A teacher never sees an essay that was not sent to a class of theirs.
 */

/** The four criteria, in the order IELTS lists them; the first is Task Achievement (Task 1) or Response (Task 2). */
export const MARK_CRITERIA = ["task", "coherence", "lexical", "grammar"] as const;
export type TMarkCriterion = (typeof MARK_CRITERIA)[number];
/** A criterion band: 0 to 9 in whole or half bands. */
export const ZCriterionBand = z
  .number()
  .min(0, "a band is at least 0")
  .max(9, "a band is at most 9")
  .refine((n) => Number.isInteger(n * 2), "a band is a whole or half band");
export const ZCriterionBands = z.strictObject({
  task: ZCriterionBand,
  coherence: ZCriterionBand,
  lexical: ZCriterionBand,
  grammar: ZCriterionBand,
});
export type TCriterionBands = z.infer<typeof ZCriterionBands>;

/** The most comments on one essay, and the longest comment. */
export const MAX_MARK_COMMENTS = 100;
export const MAX_COMMENT_CHARS = 2_000;
export const MAX_GENERAL_COMMENT_CHARS = 5_000;

/** A comment on the text between `start` and `end` (UTF-16 offsets in the essay's text, end exclusive). */
export const ZMarkComment = z
  .strictObject({
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    text: z.string().trim().min(1, "a comment has text").max(MAX_COMMENT_CHARS),
  })
  .refine((c) => c.end > c.start, "a comment's end is after its start");
export type TMarkComment = z.infer<typeof ZMarkComment>;

/** The marks as a learner or the teacher sees them; `overall` is computed by the server (domain essay-marks.ts). */
export const ZEssayMarks = z.object({
  bands: ZCriterionBands.nullable(),
  overall: z.number().nullable(),
  comments: z.array(ZMarkComment),
  generalComment: z.string(),
  savedAt: ZEpochMs,
  returnedAt: ZEpochMs.nullable(),
});
export type TEssayMarks = z.infer<typeof ZEssayMarks>;

/** What the learner's essay page shows of sending and marks (`marks` only once returned). */
export const ZEssayMarking = z.object({
  classID: z.string(),
  className: z.string(),
  assignmentID: z.string().nullable(),
  sentAt: ZEpochMs,
  status: z.enum(["sent", "returned"]),
  marks: ZEssayMarks.nullable(),
});
export type TEssayMarking = z.infer<typeof ZEssayMarking>;

/**
 * Sends one of the caller's essays to the teacher of one of the caller's classes (not archived), once. With
 * `assignmentID` (a writing assignment of that class, on the essay's task) it is that assignment's work.
 */
export const ZEssaySendRequest = z.strictObject({
  essayID: z.string().min(1).max(64),
  classID: ZClassId,
  assignmentID: ZAssignmentId.optional(),
});
/** The caller's marking of one of their essays (null when it was not sent). */
export const ZEssayMarkingRequest = z.strictObject({ essayID: z.string().min(1).max(64) });
export const ZEssayMarkingResponse = enveloped({ marking: ZEssayMarking.nullable() });

// --- the teacher's side ---
export const ZSentEssay = z.object({
  essayID: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  part: ZWritingPart,
  taskTitle: z.string(),
  wordCount: z.number().int(),
  sentAt: ZEpochMs,
  assignmentID: z.string().nullable(),
  /** Sent after the assignment's due time. */
  late: z.boolean(),
  status: z.enum(["sent", "returned"]),
  overall: z.number().nullable(),
});
export type TSentEssay = z.infer<typeof ZSentEssay>;
/** The essays sent to a class, newest first (at most 500). */
export const ZSentEssaysRequest = z.strictObject({ classID: ZClassId });
export const ZSentEssaysResponse = enveloped({ essays: z.array(ZSentEssay) });

/** One sent essay whole, with its task as it was and the marks so far. */
export const ZMarkingGetRequest = z.strictObject({ essayID: z.string().min(1).max(64) });
export const ZMarkingGetResponse = enveloped({
  essay: ZSentEssay.extend({
    classID: z.string(),
    className: z.string(),
    text: z.string(),
    task: ZWritingItem.nullable(),
  }),
  marks: ZEssayMarks.nullable(),
});

/**
 * Saves the teacher's marks; `returned: true` returns the essay (bands then required), after which the learner
 * sees them. A returned essay may be marked again and returned again.
 */
export const ZMarkingSaveRequest = z
  .strictObject({
    essayID: z.string().min(1).max(64),
    bands: ZCriterionBands.nullable(),
    comments: z.array(ZMarkComment).max(MAX_MARK_COMMENTS),
    generalComment: z.string().trim().max(MAX_GENERAL_COMMENT_CHARS),
    returned: z.boolean(),
  })
  .refine((r) => !r.returned || r.bands !== null, { path: ["bands"], message: "bands are required to return" });
export const ZMarkingSaveResponse = enveloped({ overall: z.number().nullable(), savedAt: ZEpochMs });

export const markingEndpoints = {
  essaySend: endpoint(ROUTES.essaySend, ZEssaySendRequest, ZOkResponse),
  essayMarking: endpoint(ROUTES.essayMarking, ZEssayMarkingRequest, ZEssayMarkingResponse),
  markingList: endpoint(ROUTES.markingList, ZSentEssaysRequest, ZSentEssaysResponse),
  markingGet: endpoint(ROUTES.markingGet, ZMarkingGetRequest, ZMarkingGetResponse),
  markingSave: endpoint(ROUTES.markingSave, ZMarkingSaveRequest, ZMarkingSaveResponse),
};
