import { z } from "zod";
import { enveloped, ZEmptyRequest, ZEpochMs } from "./common";
import { endpoint } from "./endpoint";
import {
  ZAttemptInfo,
  ZLearnerPractice,
  ZPassageHighlights,
  ZSubmissionRecord,
  ZTestTakerId,
  ZUserAnswers,
} from "./reading";
import { ROUTES } from "./routes";

/**
 * An attempt's working state as the learner left it: per part its answers, highlights and notes, and
 * flags; where the learner was. Saved to the server a moment after each change (autosave).
 */
export const ZAttemptState = z.strictObject({
  answers: z.array(ZUserAnswers).min(1).max(3),
  highlights: z.array(ZPassageHighlights).min(1).max(3),
  flags: z
    .array(z.array(z.number().int().min(1).max(1_000)).max(200, "at most 200 flags per passage"))
    .min(1)
    .max(3),
  currentPart: z.number().int().min(0).max(2),
  currentQuestion: z.number().int().min(1).max(1_000).nullable(),
});
export type TAttemptState = z.infer<typeof ZAttemptState>;

const ZSaveKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "a save key is 8–64 letters, digits, - or _");

/**
 * POST /reading/attempt/save: `revision` is the one the caller last received. A save naming an older
 * revision (another device took the attempt over, or an older copy of this one) is refused with 409 and
 * `reason: "stale"`, never merged. `saveKey` names each save; a device that never heard back from a save
 * names it in `unackedSaveKey`, so if that save did land, the new one goes on top instead of being refused.
 */
export const ZSaveAttemptRequest = z.strictObject({
  testTakerID: ZTestTakerId,
  // The column is a 32-bit integer: PostgreSQL refuses to compare it with more (the hostile-input suite found the 500).
  revision: z.number().int().min(0).max(2_147_483_647, "revision is at most 2147483647"),
  state: ZAttemptState,
  saveKey: ZSaveKey.optional(),
  unackedSaveKey: ZSaveKey.optional(),
});
export const ZSaveAttemptResponse = enveloped({ revision: z.number().int(), savedAt: ZEpochMs, serverTime: ZEpochMs });

/** Why a save or an open was refused with 409: what the client should do differently. */
export const ATTEMPT_CONFLICTS = ["stale", "submitted", "abandoned", "in-progress"] as const;
export type TAttemptConflict = (typeof ATTEMPT_CONFLICTS)[number];

/**
 * POST /reading/attempt/open: continues an open attempt on this device (any browser): the passages as
 * they were given, the last saved state and a new revision, so the device that had it steps aside.
 */
export const ZOpenAttemptRequest = z.strictObject({ testTakerID: ZTestTakerId });
export const ZOpenAttemptResponse = enveloped({
  attempt: ZAttemptInfo,
  readingPractice: z.array(ZLearnerPractice).min(1).max(3),
  /** Null until the first autosave. */
  state: ZAttemptState.nullable(),
});

/**
 * POST /reading/attempt/status: where an attempt stands, read only (a device checks now and then whether
 * it still holds the attempt, and picks up a deadline an administrator moved). Closes it first if overdue.
 */
export const ZAttemptStatusRequest = z.strictObject({ testTakerID: ZTestTakerId });
export const ZAttemptStatusResponse = enveloped({
  status: z.enum(["open", "submitted", "abandoned"]),
  revision: z.number().int(),
  deadline: ZEpochMs.nullable(),
  serverTime: ZEpochMs,
});

/** POST /reading/attempt/list: the caller's open attempts, newest first (the hub's and records' "Resume"). */
export const ZListAttemptsRequest = ZEmptyRequest;
export const ZOpenAttemptSummary = ZAttemptInfo.omit({ revision: true }).extend({
  titles: z.array(z.string()),
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
});
export type TOpenAttemptSummary = z.infer<typeof ZOpenAttemptSummary>;
export const ZListAttemptsResponse = enveloped({ attempts: z.array(ZOpenAttemptSummary) });

/**
 * POST /reading/result: the graded record of one of the caller's submitted attempts, so results have an
 * address; `closedByServer` when time ran out and the server submitted the saved answers.
 */
export const ZResultRequest = z.strictObject({ testTakerID: ZTestTakerId });
export const ZResultResponse = enveloped({
  submissionRecord: ZSubmissionRecord,
  kind: z.enum(["single", "multi"]),
  closedByServer: z.boolean(),
  titles: z.array(z.string()),
});

/** The calls on a learner's attempts: autosave, continue, status, the open ones, the result. */
export const attemptsEndpoints = {
  attemptSave: endpoint(ROUTES.attemptSave, ZSaveAttemptRequest, ZSaveAttemptResponse),
  attemptOpen: endpoint(ROUTES.attemptOpen, ZOpenAttemptRequest, ZOpenAttemptResponse),
  attemptStatus: endpoint(ROUTES.attemptStatus, ZAttemptStatusRequest, ZAttemptStatusResponse),
  attemptList: endpoint(ROUTES.attemptList, ZListAttemptsRequest, ZListAttemptsResponse),
  readingResult: endpoint(ROUTES.readingResult, ZResultRequest, ZResultResponse),
};
