import { z } from "zod";
import { ZEmail } from "./accounts";
import { enveloped, ZPaginationRequest } from "./common";
import { ZQuestionType } from "./question-types/index";
import { ZLevel, ZPageType, ZPracticeId, ZReadingPractice } from "./reading";
import { ZWritingPart } from "./writing";

export const ZAdminReadingListRequest = z.strictObject({
  questionTypes: z.array(ZQuestionType),
  paginationRequest: ZPaginationRequest,
  pageType: ZPageType.optional(),
  level: ZLevel.optional(),
});
export const ZAdminReadingListItem = z.object({
  readingPracticeID: z.string(),
  title: z.string(),
  level: z.number().int(),
  questionNumber: z.number().int(),
  questionTypes: z.array(z.string()),
});
export const ZAdminReadingListResponse = enveloped({ info: z.array(ZAdminReadingListItem) });
export const ZAdminTitleRequest = z.strictObject({ title: z.string().trim().min(1) });
export const ZAdminSingleRequest = z.strictObject({ practiceID: ZPracticeId });
export const ZAdminPracticeResponse = enveloped({ readingPractice: ZReadingPractice });
/** Save: a practice without an id creates one. */
export const ZAdminModifyRequest = ZReadingPractice.extend({ readingPracticeID: ZPracticeId.optional() });
export const ZAdminModifyResponse = enveloped({ readingPracticeID: z.string() });
export const ZAdminDeleteRequest = z.strictObject({ readingPracticeID: ZPracticeId });

/** Answer of the add call: the new task's id. */
export const ZAdminWritingAddResponse = enveloped({ writingPracticeID: z.string() });

/** The writingData field of the multipart add call. */
export const ZAdminWritingData = z.strictObject({
  writingPractices: z.strictObject({
    part: ZWritingPart,
    // Shapes only: the messages of writing §5 come from the shared rules (domain writing-task-validation).
    content: z.string(),
    theme: z.array(z.string().max(64)).max(20),
    title: z.string().optional(),
    requirement: z.string().optional(),
    /** Unix seconds as text; defaults to the time of adding. */
    publishTime: z
      .string()
      .regex(/^\d{1,12}$/, "publishTime must be unix seconds")
      .optional(),
  }),
});

export const ZPrivilegeRecord = z.object({ expiresAt: z.string(), grantedAt: z.string(), grantedBy: z.string() });
export const ZGetPrivilegeRequest = z.strictObject({ email: ZEmail });
export const ZGetPrivilegeResponse = enveloped({ privileges: z.record(z.string(), ZPrivilegeRecord) });
export const ZGrantPrivilegeRequest = z.strictObject({
  email: ZEmail,
  /** privilege id → new expiry, epoch ms as text. */
  updatePrivileges: z.record(z.string().regex(/^[1-9]$/), z.string().regex(/^\d+$/)),
  delPrivileges: z.array(z.number().int().min(1).max(9)),
});
