import { z } from "zod";
import { ZEmail } from "./accounts";
import { enveloped, plainLine, ZPaginationRequest } from "./common";
import { endpoint, ZOkResponse } from "./endpoint";
import { ROUTES } from "./routes";

/**
 * Classes: a teacher (privilege 10) manages their own, an administrator all of them. Every call is in the
 * teacher scope; a class that is not the caller's is the same 404 as one that does not exist.
 */

/** The most learners a class holds, and so the most one call adds: a school's class, with room to spare. */
export const MAX_CLASS_SIZE = 500;
/** The longest class name and learner name, in characters. */
export const MAX_CLASS_NAME = 80;
export const MAX_LEARNER_NAME = 100;

/**
 * Why a class call was refused, for the web to say in the teacher's language: another unarchived class of the
 * same teacher has the name (any case); the class is archived (read-only); the class would pass MAX_CLASS_SIZE;
 * an account or membership was changed by another call at the same moment (nothing was done; try again).
 */
export const CLASS_REASONS = ["class-name-taken", "class-archived", "class-full", "class-changed"] as const;
export type TClassReason = (typeof CLASS_REASONS)[number];

export const ZClassId = z.string().regex(/^CL-[0-9A-Za-z]{12}$/, "classID is not a class id");
export const ZClassName = z
  .string()
  .trim()
  .min(1, "name is required")
  .max(MAX_CLASS_NAME, `name may have at most ${MAX_CLASS_NAME} characters`)
  .refine(plainLine, "name may not contain control characters");
export const ZLearnerName = z
  .string()
  .trim()
  .max(MAX_LEARNER_NAME, `name may have at most ${MAX_LEARNER_NAME} characters`)
  .refine(plainLine, "name may not contain control characters");

export const ZClassSummary = z.object({
  classID: z.string(),
  name: z.string(),
  /** The teacher who manages it. */
  teacherEmail: z.string(),
  learnerCount: z.number().int(),
  archived: z.boolean(),
  /** Epoch ms. */
  createdAt: z.number().int(),
});
export type TClassSummary = z.infer<typeof ZClassSummary>;

/** A page of the caller's classes (an administrator's: every class), newest first; archived ones on request. */
export const ZClassListRequest = z.strictObject({
  paginationRequest: ZPaginationRequest,
  includeArchived: z.boolean().optional(),
});
export const ZClassListResponse = enveloped({
  data: z.object({ classes: z.array(ZClassSummary), totalCnt: z.number().int() }),
});

export const ZClassCreateRequest = z.strictObject({ name: ZClassName });
export const ZClassCreateResponse = enveloped({ classID: z.string() });

/** Renames, archives (read-only, kept) or restores a class; at least one of the two. */
export const ZClassUpdateRequest = z
  .strictObject({ classID: ZClassId, name: ZClassName.optional(), archived: z.boolean().optional() })
  .refine((r) => r.name !== undefined || r.archived !== undefined, "name or archived is required");

export const ZClassLearner = z.object({
  email: z.string(),
  name: z.string().nullable(),
  /** Epoch ms the learner joined the class. */
  addedAt: z.number().int(),
  /** The account still holds its one-time password (it has not signed in and chosen its own). */
  mustChangePassword: z.boolean(),
  disabled: z.boolean(),
});
export type TClassLearner = z.infer<typeof ZClassLearner>;

/** A class and its learners (at most MAX_CLASS_SIZE, in the order they joined). */
export const ZClassGetRequest = z.strictObject({ classID: ZClassId });
export const ZClassGetResponse = enveloped({ class: ZClassSummary, learners: z.array(ZClassLearner) });

export const ZNewLearner = z.strictObject({ email: ZEmail, name: ZLearnerName.optional() });
export type TNewLearner = z.infer<typeof ZNewLearner>;

/**
 * Adds learners by e-mail (typed, or read from a CSV file by the client with domain learner-csv.ts). An e-mail
 * without an account gets one, with a one-time password shown in this reply only; an existing account joins
 * as it is. All or nothing.
 */
export const ZAddLearnersRequest = z.strictObject({
  classID: ZClassId,
  learners: z.array(ZNewLearner).min(1, "learners is empty").max(MAX_CLASS_SIZE),
});
export const ZAddedLearner = z.object({
  email: z.string(),
  name: z.string().nullable(),
  /** The new account's one-time password, shown this once; null when the account already existed. */
  oneTimePassword: z.string().nullable(),
});
export type TAddedLearner = z.infer<typeof ZAddedLearner>;
export const ZAddLearnersResponse = enveloped({
  added: z.array(ZAddedLearner),
  /** E-mails that were in the class already (nothing changed for them). */
  alreadyInClass: z.array(z.string()),
});

/** Takes a learner out of a class; the account and its work stay. */
export const ZRemoveLearnerRequest = z.strictObject({ classID: ZClassId, email: ZEmail });

/** The class calls, for a teacher's own classes (an administrator's: any). */
export const classEndpoints = {
  classList: endpoint(ROUTES.classList, ZClassListRequest, ZClassListResponse),
  classCreate: endpoint(ROUTES.classCreate, ZClassCreateRequest, ZClassCreateResponse),
  classUpdate: endpoint(ROUTES.classUpdate, ZClassUpdateRequest, ZOkResponse),
  classGet: endpoint(ROUTES.classGet, ZClassGetRequest, ZClassGetResponse),
  classAddLearners: endpoint(ROUTES.classAddLearners, ZAddLearnersRequest, ZAddLearnersResponse),
  classRemoveLearner: endpoint(ROUTES.classRemoveLearner, ZRemoveLearnerRequest, ZOkResponse),
};
