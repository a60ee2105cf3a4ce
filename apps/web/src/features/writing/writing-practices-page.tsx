import type { TWritingItem } from "@bandcraft/contract/writing";
import { makeTestTakerId } from "@bandcraft/domain/test-taker-id";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import {
  browserDraftStorage,
  loadDraft,
  newerDraft,
  openDraft,
  saveDraft,
  type TWritingDraft,
} from "./editor/draft-store";
import { useServerDrafts } from "./editor/drafts.api";
import { WritingEditor } from "./editor/writing-editor";
import { INITIAL_LIST, switchPart, type TListState } from "./practice-list/list-filters";
import { PracticeList } from "./practice-list/practice-list";
import "./writing-feedback-i18n";

/** The address parameter naming the task open in the editor, so a reload reopens it with its draft. */
export const TASK_PARAM = "task";

type TFromList = { fromList?: boolean };

/**
 * /writing/practices: the practice list, which a confirmed task switches into the editor in
 * the same page. The open task lives in the address (?task=<id>) and its draft in the browser.
 */
export function WritingPracticesPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const taskId = params.get(TASK_PARAM);
  const [list, setList] = useState<TListState>(INITIAL_LIST);
  // The session opened from the list; after a reload it comes from the stored draft instead.
  const [opened, setOpened] = useState<TWritingDraft | null>(null);
  // Drafts written on another device (or in this browser, once saved to the server).
  const serverDrafts = useServerDrafts().data;

  const session = useMemo(() => {
    if (!taskId) return null;
    if (opened?.item.writingPracticeID === taskId) return opened;
    return loadDraft(browserDraftStorage(), taskId);
  }, [taskId, opened]);

  // An address naming a task this browser holds nothing for shows the list.
  useEffect(() => {
    if (taskId && !session) {
      setParams(
        (p) => {
          p.delete(TASK_PARAM);
          return p;
        },
        { replace: true },
      );
    }
  }, [taskId, session, setParams]);

  const start = useCallback(
    (item: TWritingItem) => {
      const store = browserDraftStorage();
      const now = Date.now();
      const stored = newerDraft(
        loadDraft(store, item.writingPracticeID),
        serverDrafts?.get(item.writingPracticeID),
        item,
        now,
      );
      const draft = openDraft(stored, item, now, () => makeTestTakerId("writing", now, Math.random));
      saveDraft(store, draft);
      setOpened(draft);
      const next = new URLSearchParams(params);
      next.set(TASK_PARAM, item.writingPracticeID);
      navigate({ search: `?${next.toString()}` }, { state: { fromList: true } satisfies TFromList });
    },
    [navigate, params, serverDrafts],
  );

  const exit = useCallback(() => {
    const part = session?.item.part;
    setOpened(null);
    // After a reload the list starts afresh: show the task the learner was writing.
    if (part) setList((s) => switchPart(s, part));
    if ((location.state as TFromList | null)?.fromList) navigate(-1);
    else
      setParams(
        (p) => {
          p.delete(TASK_PARAM);
          return p;
        },
        { replace: true },
      );
  }, [location.state, navigate, session, setParams]);

  if (session) return <WritingEditor key={session.item.writingPracticeID} initial={session} onExit={exit} />;
  return <PracticeList state={list} onState={setList} onStart={start} serverDrafts={serverDrafts} />;
}
