import { type TStoredDraft, writingEndpoints } from "@bandcraft/contract/writing";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/api-client";
import type { TWritingDraft } from "./draft-store";

/** POST /writing/drafts/save: the essay being written, kept on the server too; answers its revision there. */
export async function saveDraftOnServer(draft: TWritingDraft, keepalive = false): Promise<number> {
  const body = await call(
    writingEndpoints.draftSave,
    {
      writingPracticeID: draft.item.writingPracticeID,
      text: draft.text,
      testTakerId: draft.testTakerId,
      startedAt: draft.startedAt,
      timerVisible: draft.timerVisible,
    },
    keepalive ? { keepalive: true } : {},
  );
  return body.revision;
}

/** POST /writing/drafts/delete: the learner left the essay and discarded it. */
export async function deleteDraftOnServer(writingPracticeID: string): Promise<void> {
  await call(writingEndpoints.draftDelete, { writingPracticeID });
}

/** POST /writing/drafts/list: the learner's drafts on the server (from any device), by task. */
async function fetchServerDrafts(): Promise<ReadonlyMap<string, TStoredDraft>> {
  const body = await call(writingEndpoints.draftList, {});
  return new Map(body.drafts.map((d) => [d.writingPracticeID, d]));
}

const DRAFTS_KEY = ["writing-drafts"];

/** The learner's server drafts, read when the practice list shows (a failure just means none are known). */
export function useServerDrafts() {
  return useQuery({ queryKey: DRAFTS_KEY, queryFn: fetchServerDrafts, staleTime: 0 });
}

/** Drops a discarded task's draft from the cached list at once (its delete on the server may still be on its way). */
export function forgetServerDraft(queryClient: QueryClient, writingPracticeID: string): void {
  queryClient.setQueryData<ReadonlyMap<string, TStoredDraft>>(DRAFTS_KEY, (drafts) => {
    if (!drafts?.has(writingPracticeID)) return drafts;
    const rest = new Map(drafts);
    rest.delete(writingPracticeID);
    return rest;
  });
}
