import type { TStoredDraft, TWritingDraftBody } from "@bandcraft/contract/writing";
import type { TAppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import type { TAuthUser } from "../../plugins/auth";
import { deleteDraft, draftExists, listDrafts, upsertDraft } from "./drafts.repository";
import { findWritingItem } from "./writing.repository";

/**
 * Keeps the essay a learner is writing for a real task; answers its revision and when it was saved. A task
 * deleted from the bank cannot be started (no new draft), but a draft begun before it went goes on being kept.
 */
export async function saveDraft(deps: TAppDeps, user: TAuthUser, draft: TWritingDraftBody) {
  const task = await findWritingItem(deps.db, draft.writingPracticeID);
  const startable = task && (!task.deleted || (await draftExists(deps.db, user.id, draft.writingPracticeID)));
  if (!task || !startable) throw notFound(`No writing task with the id ${draft.writingPracticeID}`);
  const part = task.item.part;
  const now = deps.now();
  const revision = await upsertDraft(deps.db, { ...draft, userId: user.id, part, now });
  return { revision, savedAt: now };
}

/** The learner's drafts, from any device. */
export function draftsOf(deps: TAppDeps, user: TAuthUser): Promise<TStoredDraft[]> {
  return listDrafts(deps.db, user.id);
}

/** Forgets the learner's draft of a task (nothing to forget is no error). */
export function discardDraft(deps: TAppDeps, user: TAuthUser, writingPracticeId: string): Promise<void> {
  return deleteDraft(deps.db, user.id, writingPracticeId);
}
