import type { TWritingItem } from "@bandcraft/contract/writing";
import { hasWriting, type TWritingDraft } from "../editor/draft-store";

/** Opening a saved essay as a new draft would replace writing this browser keeps for the task: ask first. */
export const replacesWriting = (stored: TWritingDraft | null) => stored !== null && hasWriting(stored.text);

/**
 * A fresh editor session on the essay's task holding the essay's text: a new test-taker id and clock (it is a
 * new attempt), the learner's timer preference kept from any draft of the task.
 */
export function draftFromEssay(
  task: TWritingItem,
  text: string,
  stored: TWritingDraft | null,
  now: number,
  newTestTakerId: () => string,
): TWritingDraft {
  return {
    version: 1,
    item: task,
    text,
    testTakerId: newTestTakerId(),
    startedAt: now,
    timerVisible: stored?.timerVisible ?? true,
    savedAt: now,
  };
}
