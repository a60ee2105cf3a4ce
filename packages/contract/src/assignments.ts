import { z } from "zod";
import { ZClassId } from "./classes";
import { enveloped, plainLine, ZClientTime, ZEpochMs } from "./common";
import { endpoint, ZOkResponse } from "./endpoint";
import { ZQuestionType } from "./question-types/index";
import { ZAttemptInfo, ZLearnerPractice, ZPracticeId } from "./reading";
import { ROUTES } from "./routes";
import { ZWritingItem, ZWritingPart } from "./writing";

/**
 * Assignments: a teacher gives a class a specific complete test, specific passages or a writing task, open from
 * one time and due at another. Assigned reading is an attempt like any other (one per learner and assignment),
 * started without tokens; its time limit is the teacher's, times the learner's own allowance.
 */

export const ASSIGNMENT_KINDS = ["test", "passages", "writing"] as const;
export const ZAssignmentKind = z.enum(ASSIGNMENT_KINDS);
export type TAssignmentKind = z.infer<typeof ZAssignmentKind>;

/** The most passages one "passages" assignment gives (as one paper, like a complete test's three parts). */
export const MAX_ASSIGNED_PASSAGES = 3;
/** The longest time limit a teacher may set, in minutes, and the one a complete test suggests. */
export const MAX_TIME_LIMIT_MINUTES = 300;
export const COMPLETE_TEST_MINUTES = 60;
/** The longest assignment title, in characters. */
export const MAX_ASSIGNMENT_TITLE = 120;
/** How many assignments a learner's "Assigned to you" list and a class's list show at most (newest due first). */
export const ASSIGNMENTS_LISTED = 100;
/**
 * The most assignments a class holds at once (withdrawn ones aside): its list shows them all, and its results,
 * heat map and export, which read every one for every learner, stay bounded.
 */
export const MAX_CLASS_ASSIGNMENTS = ASSIGNMENTS_LISTED;

/**
 * Why an assignment call was refused, for the web to say in the user's language: not open yet; the learner has
 * started it already (resume it instead); already submitted; its passages or task left the bank; the essay was
 * sent already; the due time is not after the opening time; the class is not the learner's.
 */
export const ASSIGNMENT_REASONS = [
  "assignment-not-open",
  "assignment-started",
  "assignment-done",
  "assignment-content-gone",
  "essay-already-sent",
  "due-before-open",
  "too-many-assignments",
] as const;
export type TAssignmentReason = (typeof ASSIGNMENT_REASONS)[number];

export const ZAssignmentId = z.string().regex(/^AS-[0-9A-Za-z]{12}$/, "assignmentID is not an assignment id");
const ZTitle = z
  .string()
  .trim()
  .min(1, "title is required")
  .max(MAX_ASSIGNMENT_TITLE, `title may have at most ${MAX_ASSIGNMENT_TITLE} characters`)
  .refine(plainLine, "title may not contain control characters");
const ZTimeLimit = z
  .number()
  .int()
  .min(1, "timeLimitMinutes is at least 1")
  .max(MAX_TIME_LIMIT_MINUTES, `timeLimitMinutes is at most ${MAX_TIME_LIMIT_MINUTES}`);

// --- what a teacher can assign ---
export const ZCatalogueTest = z.object({
  testGroup: z.string(),
  /** Parts 1, 2 and 3's titles. */
  titles: z.array(z.string()),
  questionCount: z.number().int(),
});
export const ZCataloguePassage = z.object({
  practiceID: z.string(),
  title: z.string(),
  level: z.number().int(),
  questionCount: z.number().int(),
});
export const ZCatalogueWritingTask = z.object({
  writingTaskID: z.string(),
  title: z.string(),
  part: ZWritingPart,
});
/** The complete tests, passages and writing tasks of the bank, by title (never a key). */
export const ZCatalogueRequest = z.strictObject({});
export const ZCatalogueResponse = enveloped({
  tests: z.array(ZCatalogueTest),
  passages: z.array(ZCataloguePassage),
  writingTasks: z.array(ZCatalogueWritingTask),
});
export type TCatalogue = Omit<z.infer<typeof ZCatalogueResponse>, "statusCode" | "errMsg">;

// --- a teacher's assignments ---
/**
 * A new assignment. `test` names a complete test (testGroup); `passages` 1 to MAX_ASSIGNED_PASSAGES practice ids
 * in the order given; `writing` a writing task. Reading takes `timeLimitMinutes` (null: untimed); writing none.
 * The title defaults to the content's. `dueAt` is after `opensAt`.
 */
export const ZAssignmentCreateRequest = z
  .strictObject({
    classID: ZClassId,
    kind: ZAssignmentKind,
    title: ZTitle.optional(),
    testGroup: z.string().min(1).max(100).optional(),
    practiceIDs: z.array(ZPracticeId).min(1).max(MAX_ASSIGNED_PASSAGES).optional(),
    writingTaskID: ZWritingItem.shape.writingPracticeID.optional(),
    // Bounded as a client's times are: a date past 2100 would overflow the screens' and the CSV's dates.
    opensAt: ZClientTime,
    dueAt: ZClientTime,
    timeLimitMinutes: ZTimeLimit.nullable(),
  })
  .superRefine((r, ctx) => {
    const need = { test: "testGroup", passages: "practiceIDs", writing: "writingTaskID" } as const;
    for (const [kind, field] of Object.entries(need)) {
      const given = r[field] !== undefined;
      if (r.kind === kind && !given) ctx.addIssue({ code: "custom", path: [field], message: `${field} is required` });
      if (r.kind !== kind && given) ctx.addIssue({ code: "custom", path: [field], message: `${field} is for ${kind}` });
    }
    if (r.kind === "writing" && r.timeLimitMinutes !== null) {
      ctx.addIssue({ code: "custom", path: ["timeLimitMinutes"], message: "a writing task has no time limit" });
    }
    if (r.practiceIDs && new Set(r.practiceIDs).size !== r.practiceIDs.length) {
      ctx.addIssue({ code: "custom", path: ["practiceIDs"], message: "practiceIDs has a passage twice" });
    }
  });
export type TAssignmentCreateRequest = z.infer<typeof ZAssignmentCreateRequest>;
export const ZAssignmentCreateResponse = enveloped({ assignmentID: z.string() });

export const ZAssignmentSummary = z.object({
  assignmentID: z.string(),
  classID: z.string(),
  className: z.string(),
  kind: ZAssignmentKind,
  title: z.string(),
  /** The passages' titles in part order (reading), or the task's title (writing). */
  contentTitles: z.array(z.string()),
  opensAt: ZEpochMs,
  dueAt: ZEpochMs,
  timeLimitMinutes: z.number().int().nullable(),
  createdAt: ZEpochMs,
  /** Learners of the class now, and how many of them have submitted (reading) or sent their essay (writing). */
  learnerCount: z.number().int(),
  submittedCount: z.number().int(),
});
export type TAssignmentSummary = z.infer<typeof ZAssignmentSummary>;

/** A class's assignments (deleted ones are gone), latest due first, at most ASSIGNMENTS_LISTED. */
export const ZAssignmentListRequest = z.strictObject({ classID: ZClassId });
export const ZAssignmentListResponse = enveloped({ assignments: z.array(ZAssignmentSummary) });

/** Withdraws an assignment: learners no longer see it; work already done stays in their own records. */
export const ZAssignmentIdRequest = z.strictObject({ assignmentID: ZAssignmentId });

// --- a learner's assignments ---
/**
 * Where a learner stands with an assignment: not open yet; open and not begun; a reading attempt running;
 * submitted (reading) or sent (writing). `late` is true when it was submitted after the due time, or is still
 * not submitted and the due time has passed.
 */
export const MY_ASSIGNMENT_STATUSES = ["upcoming", "to-do", "in-progress", "submitted"] as const;
export const ZMyAssignment = z.object({
  assignmentID: z.string(),
  classID: z.string(),
  className: z.string(),
  kind: ZAssignmentKind,
  title: z.string(),
  opensAt: ZEpochMs,
  dueAt: ZEpochMs,
  timeLimitMinutes: z.number().int().nullable(),
  /** The writing task to answer (writing only). */
  writingTaskID: z.string().nullable(),
  status: z.enum(MY_ASSIGNMENT_STATUSES),
  late: z.boolean(),
  /** The learner's attempt (reading, once started) and their sent essay (writing, once sent). */
  testTakerID: z.string().nullable(),
  essayID: z.string().nullable(),
  /** The teacher returned the essay with marks. */
  marked: z.boolean(),
});
export type TMyAssignment = z.infer<typeof ZMyAssignment>;
/** The caller's classes (to send an essay to) and their assignments from classes not archived, due soonest first. */
export const ZMyAssignmentsRequest = z.strictObject({});
export const ZMyAssignmentsResponse = enveloped({
  classes: z.array(z.object({ classID: z.string(), name: z.string() })),
  assignments: z.array(ZMyAssignment),
});

/**
 * Starts the caller's attempt at an assigned reading: no tokens, its passages in order, deadline = the time
 * limit times the learner's allowance (none when untimed). One attempt per learner and assignment: a second
 * start is a 409 (assignment-started, or assignment-done once submitted).
 */
export const ZAssignmentStartRequest = z.strictObject({ assignmentID: ZAssignmentId });
export const ZAssignmentStartResponse = enveloped({
  readingPractice: z.array(ZLearnerPractice).min(1).max(MAX_ASSIGNED_PASSAGES),
  attempt: ZAttemptInfo,
});

/** Accuracy on one question type (the heat map's cell). */
export const ZTypeAccuracy = z.object({
  questionType: ZQuestionType,
  correct: z.number().int(),
  total: z.number().int(),
});
export type TTypeAccuracy = z.infer<typeof ZTypeAccuracy>;

export const assignmentEndpoints = {
  assignmentCatalogue: endpoint(ROUTES.assignmentCatalogue, ZCatalogueRequest, ZCatalogueResponse),
  assignmentCreate: endpoint(ROUTES.assignmentCreate, ZAssignmentCreateRequest, ZAssignmentCreateResponse),
  assignmentList: endpoint(ROUTES.assignmentList, ZAssignmentListRequest, ZAssignmentListResponse),
  assignmentDelete: endpoint(ROUTES.assignmentDelete, ZAssignmentIdRequest, ZOkResponse),
  myAssignments: endpoint(ROUTES.myAssignments, ZMyAssignmentsRequest, ZMyAssignmentsResponse),
  assignmentStart: endpoint(ROUTES.assignmentStart, ZAssignmentStartRequest, ZAssignmentStartResponse),
};
