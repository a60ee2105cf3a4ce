import { z } from "zod";
import { enveloped } from "./common";
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

export const bankEndpoints = {
  bankSummary: endpoint(ROUTES.bankSummary, ZNoParams, enveloped({ data: ZBankSummary })),
};
