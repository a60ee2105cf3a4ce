import { z } from "zod";
import { ZAdminWritingData } from "./admin";
import { enveloped, ZPaginationRequest } from "./common";
import { endpoint, ZOkResponse } from "./endpoint";
import { ROUTES } from "./routes";
import { ZWritingItem, ZWritingPart } from "./writing";

/** How long a task's excerpt in the administrator's list is, in characters. */
export const ADMIN_TASK_EXCERPT_LENGTH = 200;

/**
 * The administrator's list of writing tasks: `query` keeps tasks whose title or content contains it (any case),
 * `part` one task, `theme` tasks carrying that type or theme key. Newest first (publish time, then id); deleted
 * tasks are not listed. The client asks 10 a page.
 */
export const ZAdminWritingListRequest = z.strictObject({
  paginationRequest: ZPaginationRequest,
  query: z.string().trim().max(200).optional(),
  part: ZWritingPart.optional(),
  theme: z.string().max(64).optional(),
});
export type TAdminWritingListRequest = z.infer<typeof ZAdminWritingListRequest>;

/** A task in the administrator's list: what its card shows, the content cut to an excerpt. */
export const ZAdminWritingSummary = z.object({
  writingPracticeID: z.string(),
  part: ZWritingPart,
  title: z.string().optional(),
  publishTime: z.number().int(),
  theme: z.array(z.string()),
  excerpt: z.string(),
  /** The task's picture (task 1), for a thumbnail. */
  pic: z.string().optional(),
});
export type TAdminWritingSummary = z.infer<typeof ZAdminWritingSummary>;
export const ZAdminWritingListResponse = enveloped({
  data: z.object({ tasks: z.array(ZAdminWritingSummary), totalCnt: z.number().int() }),
});

/** One task by its id (a deleted one is not found). */
export const ZAdminWritingIdRequest = z.strictObject({ writingPracticeID: ZWritingItem.shape.writingPracticeID });
export const ZAdminWritingTaskResponse = enveloped({ writingPractice: ZWritingItem });

/** What a modify does with the task's picture: keep the stored one, replace it by the uploaded `pic`, or remove it. */
export const IMAGE_ACTIONS = ["keep", "replace", "remove"] as const;
export type TImageAction = (typeof IMAGE_ACTIONS)[number];

/**
 * The writingData field of the multipart modify call: the task's id, every field as for adding (a missing
 * publishTime keeps the stored one), and what becomes of its picture. "replace" needs the new picture as `pic`;
 * "keep" and "remove" take none. The rules are the add call's, so Task 1 still needs its one picture.
 */
export const ZAdminWritingModifyData = ZAdminWritingData.extend({
  writingPracticeID: ZWritingItem.shape.writingPracticeID,
  image: z.enum(IMAGE_ACTIONS, "image is keep, replace or remove"),
});
export type TAdminWritingModifyData = z.infer<typeof ZAdminWritingModifyData>;

/**
 * The administrators' writing task calls besides adding: list, read one, modify, delete. Deleting withdraws a
 * task from the bank (learners no longer see or start it); essays already written keep the task as it was.
 */
export const adminWritingEndpoints = {
  adminWritingList: endpoint(ROUTES.adminWritingList, ZAdminWritingListRequest, ZAdminWritingListResponse),
  adminWritingSingle: endpoint(ROUTES.adminWritingSingle, ZAdminWritingIdRequest, ZAdminWritingTaskResponse),
  adminWritingModify: endpoint(ROUTES.adminWritingModify, ZAdminWritingModifyData, ZAdminWritingTaskResponse),
  adminWritingDelete: endpoint(ROUTES.adminWritingDelete, ZAdminWritingIdRequest, ZOkResponse),
};
