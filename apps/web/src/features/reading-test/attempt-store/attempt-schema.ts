import { ZHighlightItem } from "@bandcraft/contract/reading";
import { z } from "zod";

/** Bumped when the stored shape changes; an attempt of another version is discarded, not misread. */
export const ATTEMPT_VERSION = 1;

const ZAnswers = z.record(z.string().regex(/^\d+$/), z.string().max(2_000));

/**
 * One attempt as kept in localStorage (issue 5: attempts are never lost). The practices are kept as the
 * server sent them and re-parsed on restore, so a restored test is the same test; the clock is the
 * wall-clock start, so time keeps running while the tab is closed.
 */
export const ZStoredAttempt = z.object({
  version: z.literal(ATTEMPT_VERSION),
  kind: z.enum(["single", "multi"]),
  testId: z.string().min(1).max(200),
  testTakerId: z.string().min(1).max(60),
  startedAt: z.number().int().nonnegative(),
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
  savedAt: z.number().int().nonnegative(),
});
export type TStoredAttempt = z.infer<typeof ZStoredAttempt>;
