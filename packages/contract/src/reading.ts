import { z } from "zod";
import { enveloped, ZEpochMs, ZPaginationRequest } from "./common";
import { ZQuestionSection, ZQuestionType } from "./question-types/index";

export const PAGE_TYPES = ["ActualTest", "CambridgeIelts", "MonitorTest"] as const;
export const ZPageType = z.enum(PAGE_TYPES);
/** -1 deleted (soft), 0 untagged, 1–3 the part of a complete test. */
export const ZLevel = z.number().int().min(-1).max(3);
export const READING_PARTS = [1, 2, 3] as const;

export const ZParagraph = z.strictObject({ hint: z.string(), content: z.string() });
export type TParagraph = z.infer<typeof ZParagraph>;

/** question_{N} (heading_{N} and section-N-M are read too) → one answer or a list. */
export const ZAnswerKey = z
  .string()
  .regex(/^(question_\d+|heading_\d+|section-\d+-\d+)$/, "answer keys look like question_N");
export const ZAnswerValue = z.union([z.string(), z.array(z.string())]);
export const ZAnswers = z.record(ZAnswerKey, ZAnswerValue);
export type TAnswers = z.infer<typeof ZAnswers>;

/** Why an answer is right: the paragraph, the exact quote that decides it, one sentence of reasoning. */
export const ZExplanation = z.strictObject({ paragraph: z.string(), quote: z.string(), note: z.string() });
export type TExplanation = z.infer<typeof ZExplanation>;

export const ZPracticeId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "ids are 1–64 letters, digits, - or _");

const practiceFields = {
  readingPracticeID: ZPracticeId,
  title: z.string(),
  description: z.string().optional(),
  level: ZLevel,
  pageType: ZPageType.default("ActualTest"),
  /** First global question number; defaults by level (1 → 1, 2 → 14, 3 → 27). */
  startNumber: z.number().int().min(1).optional(),
  /** Groups the three parts of one complete test (e.g. "bandcraft-test-1"). */
  testGroup: z.string().optional(),
  paragraphInfo: z.array(ZParagraph),
  questionSections: z.array(ZQuestionSection),
  questionTypes: z.array(ZQuestionType).optional(),
};

/** A reading practice as the bank and the admin hold it: with answers and explanations. */
export const ZReadingPractice = z.strictObject({
  ...practiceFields,
  answers: ZAnswers,
  explanations: z.record(ZAnswerKey, ZExplanation).optional(),
});
export type TReadingPractice = z.infer<typeof ZReadingPractice>;
export type TReadingPracticeInput = z.input<typeof ZReadingPractice>;

/**
 * The SHA-256 of the practice version a learner was given. It comes back with the submission, so the
 * paper is graded against what the learner saw even if an administrator edited the test meanwhile.
 */
export const ZPracticeVersion = z.string().regex(/^[0-9a-f]{64}$/, "version is a SHA-256 in hex");

/** What a learner receives before submitting: never the key. */
export const ZLearnerPractice = z.strictObject({ ...practiceFields, version: ZPracticeVersion.optional() });
export type TLearnerPractice = z.infer<typeof ZLearnerPractice>;

// --- starting a test ---
export const ZSingleRequest = z.strictObject({ practiceID: ZPracticeId });
export const ZSingleRandomRequest = z
  .strictObject({
    questionType: ZQuestionType.optional(),
    level: z.union([z.literal(1), z.literal(2), z.literal(3)]).optional(),
  })
  .nullable();
export const ZPackRandomRequest = z.strictObject({ pageType: ZPageType.default("ActualTest") });
export const ZSingleResponse = enveloped({ readingPractice: ZLearnerPractice });
export const ZPackResponse = enveloped({ readingPractice: z.array(ZLearnerPractice).length(3) });

// --- highlights and submission ---
export const ZHighlightItem = z.strictObject({
  id: z.string().max(100),
  text: z.string().max(10_000),
  start: z.number().int(),
  end: z.number().int(),
  note: z.string().max(5_000).optional(),
  componentId: z.string().max(200),
  globalOffset: z.number().int(),
  localStart: z.number().int(),
  localEnd: z.number().int(),
  timestamp: ZEpochMs,
  context: z.strictObject({ before: z.string(), after: z.string(), totalLength: z.number().int() }),
  updatedAt: ZEpochMs.optional(),
});
export type THighlightItem = z.infer<typeof ZHighlightItem>;
export const ZHighlightStats = z.strictObject({
  highlightCount: z.number().int().min(0),
  noteCount: z.number().int().min(0),
  totalCount: z.number().int().min(0),
});

export const ZTestTakerId = z.string().regex(/^(TT|MT)-[A-Za-z0-9-]{4,40}$/, "testTakerID must start with TT- or MT-");
/** Question number (as text) → the learner's answer. */
export const ZUserAnswers = z.record(z.string().regex(/^\d+$/), z.string().max(500));

/** Seconds: the most the records' integer column holds (some 68 years), so a paper left open for days still submits. */
export const MAX_ELAPSED_SECONDS = 2_147_483_647;

export const ZSubmitRequest = z.strictObject({
  testTakerID: ZTestTakerId,
  elapsedTime: z
    .number()
    .int()
    .min(0)
    .max(MAX_ELAPSED_SECONDS, `elapsedTime is in seconds, at most ${MAX_ELAPSED_SECONDS}`),
  startTimeStamp: ZEpochMs,
  submissionTimestamp: ZEpochMs,
  readingPractices: z
    .array(
      z.strictObject({
        readingPracticeID: ZPracticeId,
        version: ZPracticeVersion.optional(),
        answers: ZUserAnswers,
        highlights: z.strictObject({ items: z.array(ZHighlightItem).max(500) }),
        highlightStats: ZHighlightStats,
      }),
    )
    .min(1)
    .max(3),
});
export type TSubmitRequest = z.infer<typeof ZSubmitRequest>;

export const ZSubmissionResult = z.object({
  readingPracticeID: z.string(),
  standardAnswers: z.record(z.string(), z.string()),
  userAnswers: z.record(z.string(), z.string()),
  correctCnt: z.number().int(),
  correctTable: z.record(z.string(), z.boolean()),
});
export const ZSubmissionRecord = z.object({
  submissionID: z.string(),
  totalCorrectCnt: z.number().int(),
  band: z.number(),
  elapsedTime: z.number().int(),
  SubmissionResults: z.array(ZSubmissionResult),
});
export type TSubmissionRecord = z.infer<typeof ZSubmissionRecord>;
export const ZSubmitResponse = enveloped({ submissionRecord: ZSubmissionRecord });

// --- records and review ---
export const ZRecordRequest = z.strictObject({ paginationRequest: ZPaginationRequest });
export const ZPracticeRecord = z.object({
  testTakerID: z.string(),
  startTimeStamp: ZEpochMs,
  elapsedTime: z.number().int(),
  totalAccuracy: z.number(),
  totalCorrectCnt: z.number().int(),
  questionCnt: z.number().int(),
  band: z.number().optional(),
  readingPracticeInfo: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      correctCnt: z.number().int(),
      accuracy: z.number(),
      standardAnswers: z.record(z.string(), z.string()),
      userAnswers: z.record(z.string(), z.string()),
      correctTable: z.record(z.string(), z.boolean()).optional(),
    }),
  ),
});
export type TPracticeRecord = z.infer<typeof ZPracticeRecord>;
export const ZRecordResponse = enveloped({
  data: z.object({ practiceRecord: z.array(ZPracticeRecord), totalCnt: z.number().int() }),
});

export const ZReviewRequest = z.strictObject({ readingPracticeID: ZPracticeId, testTakerID: ZTestTakerId });
export const ZReviewResponse = enveloped({
  readingPractice: ZReadingPractice,
  submittedAnswers: z.record(z.string(), z.string()),
  correctTable: z.record(z.string(), z.boolean()),
  highlights: z.array(ZHighlightItem),
});

// --- insight (beyond the spec: which question type to practise next) ---
export const ZInsightRequest = z.strictObject({});
export const ZInsightResponse = enveloped({
  data: z.object({
    /** Accuracy per question type across all of the caller's attempts. */
    byType: z.array(z.object({ questionType: ZQuestionType, correct: z.number().int(), total: z.number().int() })),
    /** Bands of complete tests, oldest first. */
    bandTrend: z.array(z.object({ testTakerID: z.string(), submittedAt: ZEpochMs, band: z.number() })),
  }),
});
export type TInsight = z.infer<typeof ZInsightResponse>["data"];
