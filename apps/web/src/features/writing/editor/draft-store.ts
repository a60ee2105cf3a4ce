import { type TStoredDraft, ZWritingItem } from "@bandcraft/contract/writing";
import { z } from "zod";
import { getSession } from "../../../lib/session";

/** One localStorage key per writing task, so reopening that task finds its draft. */
export const draftKey = (writingPracticeID: string) => `bandcraft.writingDraft.${writingPracticeID}`;

/**
 * What the editor keeps in the browser (a writing draft survives a reload, a closed tab and a change of device): the task itself, so a
 * reload can reopen the editor without the list, the essay, the test-taker id and when the editor opened.
 */
export const ZWritingDraft = z.object({
  version: z.literal(1),
  item: ZWritingItem,
  text: z.string(),
  testTakerId: z.string().min(1),
  /** Epoch ms; the optional countdown runs from here. */
  startedAt: z.number().int().min(0),
  timerVisible: z.boolean(),
  savedAt: z.number().int().min(0),
  /** The server's revision of this draft when it last took this copy's text, and whether it holds it still. */
  serverRevision: z.number().int().min(0).optional(),
  synced: z.boolean().optional(),
  /**
   * The saved essay this draft was reopened from: saving it again keeps the task as that essay kept it (the
   * task shown here), not the task as an administrator may have edited it since.
   */
  basedOnEssayID: z.string().optional(),
});
export type TWritingDraft = z.infer<typeof ZWritingDraft>;

export type TDraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Where an account's copy of a draft key lives: on a shared computer one learner never sees another's essay. */
export const ownedKey = (key: string, owner: string) => `${key}|${owner}`;

/**
 * The browser's localStorage seen through the signed-in account (every key gets its e-mail), or null
 * where storage is blocked (private modes, sandboxed frames) or nobody is signed in.
 */
export function browserDraftStorage(): TDraftStorage | null {
  const owner = getSession()?.user.email;
  if (!owner) return null;
  try {
    if (typeof localStorage === "undefined") return null;
    const store = localStorage;
    return {
      getItem: (key) => store.getItem(ownedKey(key, owner)),
      setItem: (key, value) => store.setItem(ownedKey(key, owner), value),
      removeItem: (key) => store.removeItem(ownedKey(key, owner)),
    };
  } catch {
    return null;
  }
}

/** Reads a task's draft; a missing, foreign or malformed entry is none (a malformed one is removed). */
export function loadDraft(store: TDraftStorage | null, writingPracticeID: string): TWritingDraft | null {
  if (!store) return null;
  let raw: string | null;
  try {
    raw = store.getItem(draftKey(writingPracticeID));
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const draft = ZWritingDraft.parse(JSON.parse(raw));
    if (draft.item.writingPracticeID !== writingPracticeID) throw new Error("draft stored under another id");
    return draft;
  } catch {
    deleteDraft(store, writingPracticeID);
    return null;
  }
}

/** Writes a draft; false when storage is full or blocked (the editor says so, and typing goes on). */
export function saveDraft(store: TDraftStorage | null, draft: TWritingDraft): boolean {
  if (!store) return false;
  try {
    store.setItem(draftKey(draft.item.writingPracticeID), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Forgets a task's draft (the learner chose to leave and discard it). */
export function deleteDraft(store: TDraftStorage | null, writingPracticeID: string): void {
  try {
    store?.removeItem(draftKey(writingPracticeID));
  } catch {
    // A blocked storage holds nothing to delete.
  }
}

/** Whether a draft holds any writing worth asking about before it is discarded. */
export const hasWriting = (text: string) => text.trim() !== "";

/**
 * The newer of this browser's draft and the server's (written on another device): the server's when it
 * moved on since this copy's text last reached it, or when this browser has no writing for the task.
 */
export function newerDraft(
  local: TWritingDraft | null,
  server: TStoredDraft | undefined,
  item: TWritingDraft["item"],
  now: number,
): TWritingDraft | null {
  if (!server || !hasWriting(server.text)) return local;
  const localHasWriting = local !== null && hasWriting(local.text);
  if (localHasWriting && server.revision <= (local.serverRevision ?? 0)) return local;
  const { revision, writingPracticeID: _id, part: _part, savedAt: _savedAt, ...fields } = server;
  return { version: 1, item, ...fields, savedAt: now, serverRevision: revision, synced: true };
}

/**
 * The session the editor opens for a task: a stored draft with writing is resumed as it was (text, id and
 * clock); otherwise a fresh session starts now, keeping only the learner's timer preference.
 */
export function openDraft(
  stored: TWritingDraft | null,
  item: TWritingDraft["item"],
  now: number,
  newTestTakerId: () => string,
): TWritingDraft {
  // A draft reopened from a saved essay keeps the task as that essay kept it: saving it keeps that one too.
  if (stored && hasWriting(stored.text)) return stored.basedOnEssayID ? stored : { ...stored, item };
  return {
    version: 1,
    item,
    text: "",
    testTakerId: newTestTakerId(),
    startedAt: now,
    timerVisible: stored?.timerVisible ?? true,
    savedAt: now,
  };
}
