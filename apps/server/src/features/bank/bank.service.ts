import type { TBankSummary } from "@bandcraft/contract/bank";
import type { TAppDeps } from "../../deps";
import { completeTestGroups } from "../reading/reading.repository";
import { countStartablePassages, countWritingTasks } from "./bank.repository";

/** The page type a random complete test is drawn from (the hub's "Actual test"). */
const COMPLETE_TEST_PAGE_TYPE = "ActualTest";

/** What the bank holds right now, counted as a learner would meet it (see ZBankSummary). */
export async function bankSummary(deps: Pick<TAppDeps, "db">): Promise<TBankSummary> {
  const [reading, groups, writing] = await Promise.all([
    countStartablePassages(deps.db),
    completeTestGroups(deps.db, COMPLETE_TEST_PAGE_TYPE),
    countWritingTasks(deps.db),
  ]);
  return {
    passages: reading.passages,
    questions: reading.questions,
    completeTests: groups.length,
    writingTask1: writing.task1,
    writingTask2: writing.task2,
  };
}
