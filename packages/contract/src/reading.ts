import { z } from "zod";
import { enveloped, ZClientTime, ZEpochMs, ZPaginationRequest } from "./common";
import { endpoint } from "./endpoint";
import { ZQuestionSection, ZQuestionType } from "./question-types/index";
import { ROUTES } from "./routes";

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
 * What a learner receives before submitting: never the key, nor anything derived from it (the version a
 * learner was given is kept by the server in the attempt, not sent: a plain hash of the body with its
 * answers would let a short key be recovered by trying combinations).
 */
export const ZLearnerPractice = z.strictObject(practiceFields);
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
export const ZTestTakerId = z.string().regex(/^(TT|MT)-[A-Za-z0-9-]{4,40}$/, "testTakerID must start with TT- or MT-");

/**
 * The attempt a start creates on the server: its id, made by the server, and its clock. Times
 * are the server's; `serverTime` lets a device with a wrong clock count down from the server's deadline.
 */
export const ZAttemptInfo = z.object({
  testTakerID: ZTestTakerId,
  kind: z.enum(["single", "multi"]),
  startedAt: ZEpochMs,
  /** When a timed attempt is closed by the server; null for count-up practice. */
  deadline: ZEpochMs.nullable(),
  serverTime: ZEpochMs,
  /** The revision the next autosave must name (attempts.ts). */
  revision: z.number().int().min(0),
});
export type TAttemptInfo = z.infer<typeof ZAttemptInfo>;
export const ZSingleResponse = enveloped({ readingPractice: ZLearnerPractice, attempt: ZAttemptInfo });
export const ZPackResponse = enveloped({ readingPractice: z.array(ZLearnerPractice).length(3), attempt: ZAttemptInfo });

// --- highlights and submission ---
/** Bounds of what an attempt stores (issue: bounded storage); each refusal names its field. */
export const HIGHLIGHT_LIMITS = {
  perPassage: 300,
  text: 10_000,
  note: 5_000,
  /** Our client keeps 5 characters each side; room for longer clients, never for a passage's worth. */
  context: 200,
  /** Offsets in a passage's text (sections sit at 100000 + 10000 per index). */
  offset: 10_000_000,
  /**
   * One passage's highlights and notes together, as stored (JSON, UTF-8 bytes): each bound above allows
   * far more than a learner writes, and together they would let one paper store megabytes.
   */
  passageBytes: 131_072,
} as const;

const ZOffset = z
  .number()
  .int()
  .min(0, "an offset is never negative")
  .max(HIGHLIGHT_LIMITS.offset, `an offset is at most ${HIGHLIGHT_LIMITS.offset}`);
const ZContextText = z
  .string()
  .max(HIGHLIGHT_LIMITS.context, `context is at most ${HIGHLIGHT_LIMITS.context} characters`);

export const ZHighlightItem = z.strictObject({
  id: z.string().max(100),
  text: z.string().max(HIGHLIGHT_LIMITS.text, `a highlight is at most ${HIGHLIGHT_LIMITS.text} characters`),
  start: ZOffset,
  end: ZOffset,
  note: z.string().max(HIGHLIGHT_LIMITS.note, `a note is at most ${HIGHLIGHT_LIMITS.note} characters`).optional(),
  componentId: z.string().max(200),
  globalOffset: ZOffset,
  localStart: ZOffset,
  localEnd: ZOffset,
  timestamp: ZClientTime,
  context: z.strictObject({ before: ZContextText, after: ZContextText, totalLength: ZOffset }),
  updatedAt: ZClientTime.optional(),
});
/** One passage's highlights and notes. */
export const ZPassageHighlights = z
  .array(ZHighlightItem)
  .max(HIGHLIGHT_LIMITS.perPassage, `at most ${HIGHLIGHT_LIMITS.perPassage} highlights and notes per passage`)
  .refine(
    (items) => new TextEncoder().encode(JSON.stringify(items)).length <= HIGHLIGHT_LIMITS.passageBytes,
    `a passage's highlights and notes take at most ${HIGHLIGHT_LIMITS.passageBytes / 1024} KB`,
  );
export type THighlightItem = z.infer<typeof ZHighlightItem>;
export const ZHighlightStats = z.strictObject({
  highlightCount: z.number().int().min(0),
  noteCount: z.number().int().min(0),
  totalCount: z.number().int().min(0),
});

/** Question number (as text) → the learner's answer; a passage has at most a few dozen questions. */
export const ZUserAnswers = z
  .record(z.string().regex(/^\d+$/), z.string().max(500, "an answer is at most 500 characters"))
  .refine((answers) => Object.keys(answers).length <= 200, "at most 200 answers per passage");

/** Seconds: the most the records' integer column holds (some 68 years), so a paper left open for days still submits. */
export const MAX_ELAPSED_SECONDS = 2_147_483_647;

/**
 * The submission payload. `testTakerID` names the caller's attempt, made by the server at
 * the start; the times are the client's view, checked against the server's clock but never stored: the
 * record's start and elapsed time come from the attempt.
 */
export const ZSubmitRequest = z.strictObject({
  testTakerID: ZTestTakerId,
  elapsedTime: z
    .number()
    .int()
    .min(0)
    .max(MAX_ELAPSED_SECONDS, `elapsedTime is in seconds, at most ${MAX_ELAPSED_SECONDS}`),
  startTimeStamp: ZClientTime,
  submissionTimestamp: ZClientTime,
  readingPractices: z
    .array(
      z.strictObject({
        readingPracticeID: ZPracticeId,
        answers: ZUserAnswers,
        highlights: z.strictObject({ items: ZPassageHighlights }),
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
/** `closedByServer`: time ran out first, and this record is the server's submit of the saved answers. */
export const ZSubmitResponse = enveloped({ submissionRecord: ZSubmissionRecord, closedByServer: z.boolean() });

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

// --- insight (which question type to practise next) ---
export const ZInsightRequest = z.strictObject({});
export const ZInsightResponse = enveloped({
  data: z.object({
    /** Accuracy per question type across all of the caller's attempts. */
    byType: z.array(z.object({ questionType: ZQuestionType, correct: z.number().int(), total: z.number().int() })),
    /** Bands of the latest complete tests (at most BAND_TREND_LIMIT in quotas.ts), oldest first. */
    bandTrend: z.array(z.object({ testTakerID: z.string(), submittedAt: ZEpochMs, band: z.number() })),
  }),
});
export type TInsight = z.infer<typeof ZInsightResponse>["data"];

/** The learner's reading calls: starting a test, submitting it, the records, a review and the insight. */
export const readingEndpoints = {
  readingSingle: endpoint(ROUTES.readingSingle, ZSingleRequest, ZSingleResponse),
  readingSingleRandom: endpoint(ROUTES.readingSingleRandom, ZSingleRandomRequest, ZSingleResponse),
  readingPackRandom: endpoint(ROUTES.readingPackRandom, ZPackRandomRequest, ZPackResponse),
  readingSubmit: endpoint(ROUTES.readingSubmit, ZSubmitRequest, ZSubmitResponse),
  readingRecord: endpoint(ROUTES.readingRecord, ZRecordRequest, ZRecordResponse),
  readingInsight: endpoint(ROUTES.readingInsight, ZInsightRequest, ZInsightResponse),
  readingReview: endpoint(ROUTES.readingReview, ZReviewRequest, ZReviewResponse),
};
