import { z } from "zod";
import { ZAssignmentId, ZAssignmentSummary, ZTypeAccuracy } from "./assignments";
import { ZClassId } from "./classes";
import { enveloped, ZEpochMs } from "./common";
import { endpoint } from "./endpoint";
import { ZQuestionType } from "./question-types/index";
import { ZPracticeId, ZReviewResponse } from "./reading";
import { ROUTES } from "./routes";

/**
 * What a teacher sees of their class's assigned work (an administrator: any class's). Only papers and essays
 * of the class's assignments are ever read here, never a learner's own practice, and only for learners of the
 * class now.
 */

/** How many wrong answers each question lists, most common first. */
export const COMMON_WRONG_LISTED = 3;

/** Where a learner stands with an assignment, as the teacher sees it. */
export const RESULT_STATUSES = ["not-started", "in-progress", "submitted"] as const;
export const ZResultStatus = z.enum(RESULT_STATUSES);
export type TResultStatus = z.infer<typeof ZResultStatus>;
/** A sent essay awaiting marks, or returned with them. */
export const ZEssayMarkStatus = z.enum(["sent", "returned"]);

/** One learner's row of an assignment's results. Reading fills the score fields; writing the essay fields. */
export const ZLearnerResult = z.object({
  email: z.string(),
  name: z.string().nullable(),
  status: ZResultStatus,
  /** Submitted after the due time, or not submitted and the due time has passed. */
  late: z.boolean(),
  /** Time ran out and the server submitted the saved answers. */
  closedByServer: z.boolean(),
  testTakerID: z.string().nullable(),
  score: z.number().int().nullable(),
  questionCount: z.number().int(),
  /** The band of a submitted complete test (40 questions); null otherwise. */
  band: z.number().nullable(),
  /** Seconds taken, as the record counts them. */
  timeSeconds: z.number().int().nullable(),
  startedAt: ZEpochMs.nullable(),
  submittedAt: ZEpochMs.nullable(),
  essayID: z.string().nullable(),
  essayStatus: ZEssayMarkStatus.nullable(),
  /** The overall band the teacher gave (returned essays only). */
  overallBand: z.number().nullable(),
});
export type TLearnerResult = z.infer<typeof ZLearnerResult>;

/** One question of an assigned paper across the class's submitted papers. */
export const ZQuestionResult = z.object({
  /** 1-based part of the paper and the question's number in it. */
  part: z.number().int(),
  practiceID: z.string(),
  number: z.number().int(),
  questionType: ZQuestionType,
  /** Papers submitted, and how many had it right. */
  papers: z.number().int(),
  correct: z.number().int(),
  /** The most common wrong answers (blank answers are ""), at most COMMON_WRONG_LISTED, most common first. */
  wrongAnswers: z.array(z.object({ answer: z.string(), count: z.number().int() })),
});
export type TQuestionResult = z.infer<typeof ZQuestionResult>;

export const ZAssignmentResultsRequest = z.strictObject({ assignmentID: ZAssignmentId });
export const ZAssignmentResultsResponse = enveloped({
  assignment: ZAssignmentSummary,
  learners: z.array(ZLearnerResult),
  /** Reading only, in part and number order; empty for writing. */
  questions: z.array(ZQuestionResult),
});
export type TAssignmentResults = Omit<z.infer<typeof ZAssignmentResultsResponse>, "statusCode" | "errMsg">;

/** Learners a page of a class's results holds (a class of up to 30 on one page, the largest in ten). */
export const CLASS_RESULTS_PAGE_SIZE = 50;
/** The latest bands a learner's trend shows (the line draws a few months of tests; the count says how many). */
export const BAND_TREND_POINTS = 12;

/**
 * A class across its assignments, a page of its learners at a time (in the table's order): accuracy per question
 * type (the heat map) and each learner's band trend. Page 1 when none is given.
 */
export const ZClassResultsRequest = z.strictObject({ classID: ZClassId, page: z.number().int().min(1).optional() });
export const ZClassLearnerResults = z.object({
  email: z.string(),
  name: z.string().nullable(),
  byType: z.array(ZTypeAccuracy),
  /** Bands of the learner's latest submitted assigned complete tests (BAND_TREND_POINTS at most), oldest first. */
  bandTrend: z.array(z.object({ assignmentID: z.string(), submittedAt: ZEpochMs, band: z.number() })),
  /** How many assigned complete tests the learner has submitted in all. */
  testCount: z.number().int(),
});
export type TClassLearnerResults = z.infer<typeof ZClassLearnerResults>;
export const ZClassResultsResponse = enveloped({
  /** The question types any learner of the class met, in the catalogue's order: the heat map's columns on every page. */
  questionTypes: z.array(ZQuestionType),
  learners: z.array(ZClassLearnerResults),
  /** The class's learners in all, and the page shown (CLASS_RESULTS_PAGE_SIZE a page). */
  learnerCount: z.number().int(),
  page: z.number().int(),
});

/**
 * One row per learner and assignment of a class, as the class's CSV export has them (the browser's download and
 * `npm run cli -- export-results --class NAME`; domain results-csv.ts writes the file).
 */
export const ZExportRow = z.object({
  assignment: z.string(),
  kind: z.string(),
  dueAt: ZEpochMs,
  email: z.string(),
  name: z.string().nullable(),
  status: ZResultStatus,
  late: z.boolean(),
  score: z.number().int().nullable(),
  questionCount: z.number().int(),
  band: z.number().nullable(),
  timeSeconds: z.number().int().nullable(),
  startedAt: ZEpochMs.nullable(),
  submittedAt: ZEpochMs.nullable(),
  overallBand: z.number().nullable(),
});
export type TExportRow = z.infer<typeof ZExportRow>;
export const ZClassExportRequest = z.strictObject({ classID: ZClassId });
export const ZClassExportResponse = enveloped({ className: z.string(), rows: z.array(ZExportRow) });

/** A learner's paper of an assignment, as their own review shows it, for the teacher to read (never to change). */
export const ZAssignmentReviewRequest = z.strictObject({
  assignmentID: ZAssignmentId,
  email: z.string().min(3).max(254),
  readingPracticeID: ZPracticeId,
});

export const resultEndpoints = {
  assignmentResults: endpoint(ROUTES.assignmentResults, ZAssignmentResultsRequest, ZAssignmentResultsResponse),
  classResults: endpoint(ROUTES.classResults, ZClassResultsRequest, ZClassResultsResponse),
  classExport: endpoint(ROUTES.classExport, ZClassExportRequest, ZClassExportResponse),
  assignmentReview: endpoint(ROUTES.assignmentReview, ZAssignmentReviewRequest, ZReviewResponse),
};
