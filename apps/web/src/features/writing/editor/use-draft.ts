import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { browserDraftStorage, deleteDraft, hasWriting, saveDraft, type TWritingDraft } from "./draft-store";
import { deleteDraftOnServer, forgetServerDraft, saveDraftOnServer } from "./drafts.api";

/** How long typing pauses before the draft is written (the issue asks for at most 500 ms). */
export const DRAFT_SAVE_DELAY_MS = 400;
/** How long typing pauses before the draft goes to the server too. */
export const SERVER_SAVE_DELAY_MS = 1_500;

/**
 * The editor's draft, kept in the browser as the learner types (written shortly after each change and at
 * once when the page is hidden or unloaded, so neither a reload nor a closed tab loses the essay), and on
 * the server a moment later, so it follows the learner to another device. While offline the server's copy
 * waits; the browser's holds the essay and says it is not on the server yet.
 */
export function useDraft(initial: TWritingDraft) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState<boolean | null>(null);
  const latest = useRef(draft);
  latest.current = draft;
  const dirty = useRef(false);
  const discarded = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const serverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // What the server holds of this draft: its revision, and the text it took then.
  const server = useRef({ revision: initial.serverRevision ?? 0, text: initial.synced ? initial.text : null });

  const writeLocal = useCallback(() => {
    const current = latest.current;
    const synced = server.current.text === current.text;
    setSaved(
      saveDraft(browserDraftStorage(), {
        ...current,
        savedAt: Date.now(),
        serverRevision: server.current.revision,
        synced,
      }),
    );
  }, []);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (discarded.current || !dirty.current) return;
    dirty.current = false;
    writeLocal();
  }, [writeLocal]);

  const sendToServer = useCallback(
    async (keepalive = false) => {
      clearTimeout(serverTimer.current);
      const sending = latest.current;
      // An untouched session is not kept anywhere (as in the browser); nothing new, nothing to send.
      if (discarded.current || !hasWriting(sending.text) || sending.text === server.current.text) return;
      try {
        const revision = await saveDraftOnServer(sending, keepalive);
        if (discarded.current) return;
        server.current = { revision, text: sending.text };
        writeLocal();
      } catch {
        // Offline or signed out: the browser's copy holds the essay; the next pause or the network's return sends it.
      }
    },
    [writeLocal],
  );

  useEffect(() => {
    const leaving = () => {
      flush();
      void sendToServer(true);
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") leaving();
    };
    const onOnline = () => void sendToServer();
    window.addEventListener("pagehide", leaving);
    window.addEventListener("beforeunload", flush);
    window.addEventListener("online", onOnline);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", leaving);
      window.removeEventListener("beforeunload", flush);
      window.removeEventListener("online", onOnline);
      document.removeEventListener("visibilitychange", onHidden);
      clearTimeout(serverTimer.current);
      // Leaving the editor inside the app: keep writing worth keeping, drop an untouched session.
      if (discarded.current) return;
      if (hasWriting(latest.current.text)) leaving();
      else deleteDraft(browserDraftStorage(), latest.current.item.writingPracticeID);
    };
  }, [flush, sendToServer]);

  const change = useCallback(
    (update: Partial<Pick<TWritingDraft, "text" | "timerVisible">>) => {
      dirty.current = true;
      setDraft((d) => ({ ...d, ...update }));
      // Written once typing pauses; each change restarts the waits.
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
      clearTimeout(serverTimer.current);
      serverTimer.current = setTimeout(() => void sendToServer(), SERVER_SAVE_DELAY_MS);
    },
    [flush, sendToServer],
  );

  /** The learner chose to leave: the draft is deleted, here and on the server, and nothing more is written. */
  const discard = useCallback(() => {
    discarded.current = true;
    clearTimeout(serverTimer.current);
    const id = latest.current.item.writingPracticeID;
    deleteDraft(browserDraftStorage(), id);
    // The list's copy of the server's drafts forgets it too, or opening the task again would bring it back.
    forgetServerDraft(queryClient, id);
    if (server.current.revision > 0 || hasWriting(latest.current.text)) {
      // A failed delete leaves a draft the learner can still discard from the list later; nothing is lost.
      deleteDraftOnServer(id).catch(() => undefined);
    }
  }, [queryClient]);

  return {
    draft,
    /** Null until the first write; false when the browser refused it. */
    saved,
    setText: (text: string) => change({ text }),
    setTimerVisible: (timerVisible: boolean) => change({ timerVisible }),
    discard,
    /** The text as of now, for guards that run outside React's render. */
    latest,
    discarded,
  };
}
