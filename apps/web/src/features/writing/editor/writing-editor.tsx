import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Group, Panel } from "react-resizable-panels";
import { DisplayRoot } from "../../../components/display-options/display-root";
import chrome from "../../../components/exam-bar/exam-bar.module.css";
import { SplitSeparator } from "../../../components/split/split-separator";
import { useNarrow } from "../../../components/ui/use-narrow";
import { useLeaveGuard } from "../../../lib/use-leave-guard";
import { buildSaveRequest } from "../essays/save-request";
import { useSaveEssay } from "../essays/use-save-essay";
import { FeedbackPanel } from "../feedback/feedback-panel";
import { ISSUES_HEADING } from "../feedback/issue-list";
import { revealIssue } from "../feedback/reveal-issue";
import type { TIssue, TSuggestion } from "../feedback/types";
import { useEssayCheck } from "../feedback/use-essay-check";
import { useTaskTitle } from "../task-title";
import { Countdown } from "./countdown";
import { hasWriting, type TWritingDraft } from "./draft-store";
import styles from "./editor.module.css";
import { EditorTopBar } from "./editor-top-bar";
import { EssayPanel } from "./essay-panel";
import { EssayToolbar } from "./essay-toolbar";
import { LeaveDialog } from "./leave-dialog";
import { SideTabs, type TSideTab } from "./side-tabs";
import { TaskPanel } from "./task-panel";
import { useDraft } from "./use-draft";
import { useKeyboardInset } from "./use-keyboard-inset";

type TProps = {
  /** The session to edit: a fresh one, or the draft this browser kept for the task. */
  initial: TWritingDraft;
  /** Back to the list; called after the draft is discarded. */
  onExit: () => void;
};

/**
 * The writing editor: top bar, "Task N" with its instruction, and the resizable split of the
 * task and the essay. The draft is kept in the browser and leaving with writing asks first.
 */
export function WritingEditor({ initial, onExit }: TProps) {
  const { t } = useTranslation();
  const titleOf = useTaskTitle();
  const { draft, saved, setText, setTimerVisible, discard, latest, discarded } = useDraft(initial);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const narrow = useNarrow();
  // On a phone the editor ends above the keyboard, wherever the browser lays it over the page (Safari).
  useKeyboardInset();
  const item = draft.item;
  const [tab, setTab] = useState<TSideTab>("task");
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const layerRef = useRef<HTMLDivElement>(null);
  const check = useEssayCheck({ text: draft.text, part: item.part, startedAt: draft.startedAt, onText: setText });
  const saving = useSaveEssay();
  // Once this very text is in My essays, leaving no longer risks losing it.
  const savedText = saving.state.status === "saved" ? saving.state.text : null;
  const savedTextRef = useRef(savedText);
  savedTextRef.current = savedText;

  const shouldAsk = useCallback(
    () => !discarded.current && hasWriting(latest.current.text) && latest.current.text !== savedTextRef.current,
    [discarded, latest],
  );
  // Leaving for good forgets the draft (kept in My essays or given up on); Stay keeps everything.
  const leave = useLeaveGuard(shouldAsk, onExit, { onLeave: discard });

  // The editor replaces the list in place: move focus to its heading so screen readers hear where they are.
  useEffect(() => headingRef.current?.focus(), []);

  const askForFeedback = () => {
    setTab("feedback");
    check.check();
  };
  // Every save stores a new essay: after the first, later ones continue it, so they keep the task it kept.
  const basedOn = useRef(initial.basedOnEssayID);
  if (saving.state.status === "saved") basedOn.current ??= saving.state.essayID;
  const save = () =>
    saving.save(buildSaveRequest({ ...latest.current, basedOnEssayID: basedOn.current }, check.report, Date.now()));
  const reveal = useCallback((issue: TIssue) => {
    if (textareaRef.current) revealIssue(textareaRef.current, layerRef.current, issue);
  }, []);
  // From the caret card, typing goes on after the fix; from the list, focus stays in the list.
  const applyInEssay = (issue: TIssue, suggestion: TSuggestion) => {
    const edit = check.apply(issue, suggestion);
    const textarea = textareaRef.current;
    if (!edit || !textarea) return;
    const caret = edit.start + edit.insertedLength;
    requestAnimationFrame(() => {
      textarea.focus({ preventScroll: true });
      textarea.setSelectionRange(caret, caret);
    });
  };
  const { apply } = check;
  const applyFromList = useCallback(
    (issue: TIssue, suggestion: TSuggestion) => {
      if (apply(issue, suggestion)) requestAnimationFrame(() => document.getElementById(ISSUES_HEADING)?.focus());
    },
    [apply],
  );

  return (
    <DisplayRoot className={styles.root} testId="writing-editor">
      {(openOptions) => (
        <>
          <EditorTopBar
            testTakerId={draft.testTakerId}
            onBack={leave.requestExit}
            onOptions={openOptions}
            timer={
              <Countdown
                part={item.part}
                startedAt={draft.startedAt}
                visible={draft.timerVisible}
                onVisible={setTimerVisible}
              />
            }
          />
          <div className={`${chrome.banner} ${styles.banner}`}>
            <h1 ref={headingRef} tabIndex={-1} className={styles.heading} data-testid="writing-heading">
              {t("writingEditor.heading", { part: item.part })}
            </h1>
            <p className={chrome.bannerText} data-testid="writing-instruction">
              {t(`writingEditor.instructions.${item.part}`)}
            </p>
          </div>
          {/* Keyed by orientation: the panels' sizes are reset when the layout flips (on a phone the essay gets two
          thirds, the task above it a third). */}
          <Group key={narrow ? "v" : "h"} orientation={narrow ? "vertical" : "horizontal"} className={chrome.split}>
            <Panel id="writing-task" defaultSize={narrow ? "35" : "50"} minSize="15" maxSize="85">
              <SideTabs
                tab={tab}
                onTab={setTab}
                issueCount={check.report ? check.issues.length : undefined}
                task={<TaskPanel item={item} title={titleOf(item)} />}
                feedback={
                  <FeedbackPanel check={check} onCheck={askForFeedback} onApply={applyFromList} onReveal={reveal} />
                }
              />
            </Panel>
            <SplitSeparator label={t("writingEditor.resize")} testId="writing-separator" />
            <Panel id="writing-essay" defaultSize={narrow ? "65" : "50"} minSize="15" maxSize="85">
              <EssayPanel
                part={item.part}
                text={draft.text}
                onText={setText}
                saved={saved}
                issues={check.issues}
                onApply={applyInEssay}
                textareaRef={textareaRef}
                layerRef={layerRef}
                toolbar={
                  <EssayToolbar
                    spelling={check.spelling}
                    onSpelling={check.setSpelling}
                    checking={check.busy}
                    onCheck={askForFeedback}
                    save={saving.state}
                    onSave={save}
                  />
                }
              />
            </Panel>
          </Group>
          <LeaveDialog open={leave.open} onStay={leave.cancel} onLeave={leave.confirm} />
        </>
      )}
    </DisplayRoot>
  );
}
