import type { TWritingItem } from "@bandcraft/contract/writing";
import { makeTestTakerId } from "@bandcraft/domain/test-taker-id";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { Spinner } from "../../components/ui/spinner";
import { StateMessage } from "../../components/ui/state-message";
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
import { findTask } from "./practice-list/find-task";
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
  const drafts = useServerDrafts();
  const serverDrafts = drafts.data;
  const { t } = useTranslation();

  const session = useMemo(() => {
    if (!taskId) return null;
    if (opened?.item.writingPracticeID === taskId) return opened;
    return loadDraft(browserDraftStorage(), taskId);
  }, [taskId, opened]);

  // The draft of a task, made or continued (this browser's or the server's, the newer), opened in the editor.
  const openTask = useCallback(
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
    },
    [serverDrafts],
  );

  // An address naming a task this browser holds nothing for (an assignment's "Write", a link from another
  // device) opens the task once the bank is found to have it; one the bank does not have shows the list.
  const lookingUp = taskId !== null && !session;
  const lookup = useQuery({
    queryKey: ["writing-task", taskId],
    queryFn: ({ signal }) => findTask(taskId ?? "", signal),
    enabled: lookingUp,
  });
  const waiting = lookingUp && (lookup.isPending || drafts.isPending);
  useEffect(() => {
    if (!lookingUp || waiting) return;
    if (lookup.data) openTask(lookup.data);
    else
      setParams(
        (p) => {
          p.delete(TASK_PARAM);
          return p;
        },
        { replace: true },
      );
  }, [lookingUp, waiting, lookup.data, openTask, setParams]);

  const start = useCallback(
    (item: TWritingItem) => {
      openTask(item);
      const next = new URLSearchParams(params);
      next.set(TASK_PARAM, item.writingPracticeID);
      navigate({ search: `?${next.toString()}` }, { state: { fromList: true } satisfies TFromList });
    },
    [navigate, openTask, params],
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
  if (lookingUp) {
    return (
      <StateMessage layout="screen" testId="writing-task-loading">
        <Spinner label={t("common.loading")} />
      </StateMessage>
    );
  }
  return <PracticeList state={list} onState={setList} onStart={start} serverDrafts={serverDrafts} />;
}
