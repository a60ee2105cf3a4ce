import type { TEssay } from "@bandcraft/contract/writing";
import { makeTestTakerId } from "@bandcraft/domain/test-taker-id";
import { useState } from "react";
import { useNavigate } from "react-router";
import { browserDraftStorage, loadDraft, saveDraft } from "../editor/draft-store";
import { draftFromEssay, replacesWriting } from "./open-as-draft";

type TPending = { essay: TEssay & { task: NonNullable<TEssay["task"]> } };

/**
 * "Open as a new draft": the essay's text becomes the draft of its task and the editor opens on it. A draft
 * with writing in it is only replaced once the learner confirms; a task deleted from the bank cannot open.
 */
export function useOpenAsDraft() {
  const navigate = useNavigate();
  const [pending, setPending] = useState<TPending | null>(null);
  const [missingTask, setMissingTask] = useState(false);

  const commit = (essay: TPending["essay"]) => {
    const store = browserDraftStorage();
    const now = Date.now();
    const stored = loadDraft(store, essay.task.writingPracticeID);
    const draft = draftFromEssay(essay, stored, now, () => makeTestTakerId("writing", now, Math.random));
    saveDraft(store, draft);
    setPending(null);
    navigate(`/writing/practices?task=${encodeURIComponent(essay.task.writingPracticeID)}`);
  };

  const open = (essay: TEssay) => {
    const task = essay.task;
    if (!task || essay.taskWithdrawn) {
      setMissingTask(true);
      return;
    }
    const withTask = { ...essay, task };
    if (replacesWriting(loadDraft(browserDraftStorage(), task.writingPracticeID))) setPending({ essay: withTask });
    else commit(withTask);
  };

  return {
    open,
    /** Waiting for the learner to confirm replacing a draft. */
    confirming: pending !== null,
    confirm: () => pending && commit(pending.essay),
    cancel: () => setPending(null),
    missingTask,
    dismissMissingTask: () => setMissingTask(false),
  };
}
