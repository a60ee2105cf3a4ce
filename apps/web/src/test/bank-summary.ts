import type { TBankSummary } from "@bandcraft/contract/bank";
import { ROUTES } from "@bandcraft/contract/routes";
import { mockCall, ok } from "./api-mock";

/** A bank of twelve passages in four complete tests, and 31 writing tasks. */
export const BANK_SUMMARY: TBankSummary = {
  passages: 12,
  questions: 160,
  completeTests: 4,
  writingTask1: 13,
  writingTask2: 18,
};

/** Answers the public pages' count of the bank (home, the hubs and the writing list ask for it). */
export function mockBankSummary(summary: TBankSummary = BANK_SUMMARY): void {
  mockCall(ROUTES.bankSummary, ok({ data: summary }));
}
