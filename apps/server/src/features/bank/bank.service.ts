import { RECENT_LIMITS, type TBankRecent, type TBankSummary } from "@bandcraft/contract/bank";
import { excerpt } from "@bandcraft/domain/excerpt";
import type { TAppDeps } from "../../deps";
import { completeTestGroups } from "../reading/reading.repository";
import { countStartablePassages, countWritingTasks, recentPractices, recentWritingTasks } from "./bank.repository";

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

/** Characters of a task's text that stand for its title when it has none. */
const UNTITLED_EXCERPT = 80;

/** The bank's latest changes for the administrators' dashboard (see ZBankRecent). */
export async function recentChanges(deps: Pick<TAppDeps, "db">): Promise<TBankRecent> {
  const [reading, writing] = await Promise.all([
    recentPractices(deps.db, RECENT_LIMITS.reading),
    recentWritingTasks(deps.db, RECENT_LIMITS.writing),
  ]);
  return {
    reading: reading.map((r) => ({
      readingPracticeID: r.id,
      title: r.title,
      level: Number(r.level),
      updatedAt: Number(r.updated_at),
    })),
    writing: writing.map((w) => ({
      writingPracticeID: w.id,
      part: Number(w.part),
      title: w.title?.trim() || excerpt(w.content, UNTITLED_EXCERPT),
      createdAt: Number(w.created_at),
    })),
  };
}
