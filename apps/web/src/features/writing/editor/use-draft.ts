import { useCallback, useEffect, useRef, useState } from "react";
import { browserDraftStorage, deleteDraft, hasWriting, saveDraft, type TWritingDraft } from "./draft-store";

/** How long typing pauses before the draft is written (the issue asks for at most 500 ms). */
export const DRAFT_SAVE_DELAY_MS = 400;

/**
 * The editor's draft, kept in the browser as the learner types: written shortly after each change and at
 * once when the page is hidden or unloaded, so neither a reload nor a closed tab loses the essay.
 */
export function useDraft(initial: TWritingDraft) {
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState<boolean | null>(null);
  const latest = useRef(draft);
  latest.current = draft;
  const dirty = useRef(false);
  const discarded = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    if (discarded.current || !dirty.current) return;
    dirty.current = false;
    setSaved(saveDraft(browserDraftStorage(), { ...latest.current, savedAt: Date.now() }));
  }, []);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") flush();
    };
    window.addEventListener("pagehide", flush);
    window.addEventListener("beforeunload", flush);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", flush);
      window.removeEventListener("beforeunload", flush);
      document.removeEventListener("visibilitychange", onHidden);
      // Leaving the editor inside the app: keep writing worth keeping, drop an untouched session.
      if (discarded.current) return;
      if (hasWriting(latest.current.text)) flush();
      else deleteDraft(browserDraftStorage(), latest.current.item.writingPracticeID);
    };
  }, [flush]);

  const change = useCallback(
    (update: Partial<Pick<TWritingDraft, "text" | "timerVisible">>) => {
      dirty.current = true;
      setDraft((d) => ({ ...d, ...update }));
      // Written once typing pauses; each change restarts the wait.
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, DRAFT_SAVE_DELAY_MS);
    },
    [flush],
  );

  /** The learner chose to leave: the draft is deleted and nothing more is written. */
  const discard = useCallback(() => {
    discarded.current = true;
    deleteDraft(browserDraftStorage(), latest.current.item.writingPracticeID);
  }, []);

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
