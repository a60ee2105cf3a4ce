import type { TStoredDraft, TWritingDraftBody } from "@bandcraft/contract/writing";
import type { TAppDeps } from "../../deps";
import { notFound } from "../../lib/app-error";
import type { TAuthUser } from "../../plugins/auth";
import { deleteDraft, listDrafts, upsertDraft } from "./drafts.repository";
import { writingTaskPart } from "./essays.repository";

/** Keeps the essay a learner is writing for a real task; answers its revision and when it was saved. */
export async function saveDraft(deps: TAppDeps, user: TAuthUser, draft: TWritingDraftBody) {
  const part = await writingTaskPart(deps.db, draft.writingPracticeID);
  if (part === undefined) throw notFound(`No writing task with the id ${draft.writingPracticeID}`);
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
