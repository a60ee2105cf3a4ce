import { ZHighlightItem } from "@bandcraft/contract/reading";
import { z } from "zod";

/** Bumped when the stored shape changes; an attempt of another version is discarded, not misread. */
export const ATTEMPT_VERSION = 2;

const ZAnswers = z.record(z.string().regex(/^\d+$/), z.string().max(2_000));

/**
 * One attempt as this browser keeps it: the first line of defence beside the server's copy.
 * The practices are kept as the server sent them and re-parsed on restore, so a restored test is the
 * same test; the clock is the server's start and deadline, never this device's.
 */
export const ZStoredAttempt = z.object({
  version: z.literal(ATTEMPT_VERSION),
  kind: z.enum(["single", "multi"]),
  /** The route's test id: the attempt's server-made test-taker id. */
  testId: z.string().min(1).max(200),
  testTakerId: z.string().min(1).max(60),
  /** The server's start and deadline (null: counts up). */
  startedAt: z.number().int().nonnegative(),
  deadline: z.number().int().nonnegative().nullable(),
  /** The server's clock minus this device's, when the attempt was last heard from the server. */
  serverOffset: z.number().int(),
  pageType: z.string().max(40).optional(),
  /** The learner payloads, one per part, unparsed. */
  practices: z.array(z.unknown()).min(1).max(3),
  /** Per part: question number (as text) → answer. */
  answers: z.array(ZAnswers),
  /** Per part: the flagged question numbers. */
  flags: z.array(z.array(z.number().int().nonnegative())),
  /** Per part: the highlight and note items (useHighlights().items). */
  highlights: z.array(z.array(ZHighlightItem)),
  currentPart: z.number().int().min(0).max(2),
  currentQuestion: z.number().int().positive().nullable(),
  /** The server revision this copy builds on, and whether it holds changes the server has not taken yet. */
  revision: z.number().int().nonnegative(),
  dirty: z.boolean(),
  savedAt: z.number().int().nonnegative(),
});
export type TStoredAttempt = z.infer<typeof ZStoredAttempt>;

/** What an attempt holds of the learner's work, as the server's autosave takes it (TAttemptState). */
export type TWorkState = Pick<TStoredAttempt, "answers" | "flags" | "highlights" | "currentPart" | "currentQuestion">;
