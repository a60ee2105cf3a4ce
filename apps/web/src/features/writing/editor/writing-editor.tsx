import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Group, Panel, Separator } from "react-resizable-panels";
import { DisplayRoot } from "../../../components/display-options/display-root";
import { useTaskTitle } from "../task-title";
import { Countdown } from "./countdown";
import { hasWriting, type TWritingDraft } from "./draft-store";
import styles from "./editor.module.css";
import { EditorTopBar } from "./editor-top-bar";
import { EssayPanel } from "./essay-panel";
import { LeaveDialog } from "./leave-dialog";
import { TaskPanel } from "./task-panel";
import { useDraft } from "./use-draft";
import { useLeaveGuard } from "./use-leave-guard";
import { useNarrow } from "./use-narrow";

type TProps = {
  /** The session to edit: a fresh one, or the draft this browser kept for the task. */
  initial: TWritingDraft;
  /** Back to the list; called after the draft is discarded. */
  onExit: () => void;
};

/**
 * The writing editor (writing §2): top bar, "Task N" with its instruction, and the resizable split of the
 * task and the essay. Beyond the spec, the draft is kept in the browser and leaving with writing asks first.
 */
export function WritingEditor({ initial, onExit }: TProps) {
  const { t } = useTranslation();
  const titleOf = useTaskTitle();
  const { draft, saved, setText, setTimerVisible, discard, latest, discarded } = useDraft(initial);
  const [askingBack, setAskingBack] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const narrow = useNarrow();
  const item = draft.item;

  const shouldAsk = useCallback(() => !discarded.current && hasWriting(latest.current.text), [discarded, latest]);
  const blocker = useLeaveGuard(shouldAsk);

  // The editor replaces the list in place: move focus to its heading so screen readers hear where they are.
  useEffect(() => headingRef.current?.focus(), []);

  const back = () => {
    if (shouldAsk()) {
      setAskingBack(true);
      return;
    }
    discard();
    onExit();
  };
  const stay = () => {
    setAskingBack(false);
    if (blocker.state === "blocked") blocker.reset();
  };
  const leave = () => {
    discard();
    setAskingBack(false);
    if (blocker.state === "blocked") blocker.proceed();
    else onExit();
  };

  return (
    <DisplayRoot className={styles.root} testId="writing-editor">
      {(openOptions) => (
        <>
          <EditorTopBar
            testTakerId={draft.testTakerId}
            onBack={back}
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
          <div className={styles.banner}>
            <h1 ref={headingRef} tabIndex={-1} className={styles.heading} data-testid="writing-heading">
              {t("writingEditor.heading", { part: item.part })}
            </h1>
            <p className={styles.instruction} data-testid="writing-instruction">
              {t(`writingEditor.instructions.${item.part}`)}
            </p>
          </div>
          {/* Keyed by orientation: the panels' sizes are reset to 50/50 when the layout flips. */}
          <Group key={narrow ? "v" : "h"} orientation={narrow ? "vertical" : "horizontal"} className={styles.split}>
            <Panel id="writing-task" defaultSize="50" minSize="15" maxSize="85">
              <TaskPanel item={item} title={titleOf(item)} />
            </Panel>
            <Separator
              className={styles.separator}
              aria-label={t("writingEditor.resize")}
              data-testid="writing-separator"
            />
            <Panel id="writing-essay" defaultSize="50" minSize="15" maxSize="85">
              <EssayPanel part={item.part} text={draft.text} onText={setText} saved={saved} />
            </Panel>
          </Group>
          <LeaveDialog open={askingBack || blocker.state === "blocked"} onStay={stay} onLeave={leave} />
        </>
      )}
    </DisplayRoot>
  );
}
