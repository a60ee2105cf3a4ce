import type { TWritingItem } from "@bandcraft/contract/writing";
import { hasWriting, type TWritingDraft } from "../editor/draft-store";

/** Opening a saved essay as a new draft would replace writing this browser keeps for the task: ask first. */
export const replacesWriting = (stored: TWritingDraft | null) => stored !== null && hasWriting(stored.text);

/**
 * A fresh editor session on the essay's task, as the essay kept it, holding the essay's text: a new test-taker
 * id and clock (it is a new attempt), the learner's timer preference kept from any draft of the task, and the
 * essay it came from, so saving it keeps that task.
 */
export function draftFromEssay(
  essay: { essayID: string; text: string; task: TWritingItem },
  stored: TWritingDraft | null,
  now: number,
  newTestTakerId: () => string,
): TWritingDraft {
  return {
    version: 1,
    item: essay.task,
    basedOnEssayID: essay.essayID,
    text: essay.text,
    testTakerId: newTestTakerId(),
    startedAt: now,
    timerVisible: stored?.timerVisible ?? true,
    savedAt: now,
  };
}
