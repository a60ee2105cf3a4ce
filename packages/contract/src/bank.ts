import { z } from "zod";
import { enveloped, ZEmptyRequest, ZEpochMs } from "./common";
import { endpoint, ZNoParams } from "./endpoint";
import { ROUTES } from "./routes";

const ZCount = z.number().int().min(0);

/**
 * What the bank holds for learners right now, for the home and hub pages' numbers: passages a learner can
 * start (retired ones left out) and their questions, complete tests (a test group with parts 1, 2 and 3), and
 * writing tasks by part. Counts only: nothing here says what a passage or a task is.
 */
export const ZBankSummary = z.strictObject({
  passages: ZCount,
  questions: ZCount,
  completeTests: ZCount,
  writingTask1: ZCount,
  writingTask2: ZCount,
});
export type TBankSummary = z.infer<typeof ZBankSummary>;

/** How many of the latest changes the administrators' dashboard lists. */
export const RECENT_LIMITS = { reading: 8, writing: 5 } as const;

/**
 * The bank's latest changes, newest first, for the administrators' dashboard: reading tests by when they were last
 * saved (a retired one has level −1), writing tasks by when they were added.
 */
export const ZBankRecent = z.strictObject({
  reading: z
    .array(
      z.strictObject({
        readingPracticeID: z.string(),
        title: z.string(),
        level: z.number().int(),
        updatedAt: ZEpochMs,
      }),
    )
    .max(RECENT_LIMITS.reading),
  writing: z
    .array(
      z.strictObject({
        writingPracticeID: z.string(),
        part: z.number().int(),
        /** The task's title, or the start of its text when it has none. */
        title: z.string(),
        createdAt: ZEpochMs,
      }),
    )
    .max(RECENT_LIMITS.writing),
});
export type TBankRecent = z.infer<typeof ZBankRecent>;

export const bankEndpoints = {
  bankSummary: endpoint(ROUTES.bankSummary, ZNoParams, enveloped({ data: ZBankSummary })),
  adminBankRecent: endpoint(ROUTES.adminBankRecent, ZEmptyRequest, enveloped({ data: ZBankRecent })),
};
